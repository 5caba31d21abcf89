"use client";

import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { Session } from "next-auth";
import { usePersonalState } from "@/components/personal/personal-state";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";

// The visitor's session: given by the server on the pages a signed-in request is rendered for
// (components/personal/personal-state.tsx), else read once per page load from next-auth's GET /api/auth/session,
// so public pages stay static and their personal parts fill in after load. next-auth/react (SessionProvider and
// its runtime, some 10 kB) is loaded only to sign out. Signing in and out reload the page, which starts this over.
type SessionState =
  | { data: null; status: "loading" | "unauthenticated" }
  | { data: Session; status: "authenticated" };

const LOADING: SessionState = { data: null, status: "loading" };
let state: SessionState = LOADING;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  request ??= fetch("/api/auth/session", { credentials: "include" })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<Session>>) : null))
    .catch(() => null)
    .then((session) => {
      state = session?.user ? { data: session as Session, status: "authenticated" } : { data: null, status: "unauthenticated" };
      listeners.forEach((listener) => listener());
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => void listeners.delete(listener);
}

/**
 * `{ data, status }` as next-auth's useSession. Known at once where the server gave the user; elsewhere
 * "loading" in the server render and until the answer comes.
 */
export function useSession(): SessionState {
  const given = usePersonalState().user;
  const known = useMemo(() => (given === undefined ? null : stateOf(given)), [given]);
  const loaded = useSyncExternalStore(known ? subscribeToNothing : subscribe, () => state, () => LOADING);
  // Kept for the pages after this one that the server renders without it (a client navigation to the privacy
  // page then shows the user at once instead of asking again).
  useEffect(() => {
    if (!known) return;
    state = known;
    request ??= Promise.resolve();
    listeners.forEach((listener) => listener());
  }, [known]);
  return known ?? loaded;
}

function stateOf(user: Session["user"] | null): SessionState {
  return user ? { data: { user, expires: "" }, status: "authenticated" } : { data: null, status: "unauthenticated" };
}

const subscribeToNothing = () => () => {};

/** Signs out through next-auth (its CSRF round trip) and lands on the home page of the visitor's language. */
export async function signOut(locale: Locale) {
  const { signOut: nextAuthSignOut } = await import("next-auth/react");
  await nextAuthSignOut({ callbackUrl: getPathname({ href: "/", locale }) });
}
