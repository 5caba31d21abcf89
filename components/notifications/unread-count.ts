"use client";

import { useEffect, useSyncExternalStore } from "react";
import { NOTIFICATIONS_CHANGED } from "./notifications-changed";

// The unread count, shared by the header's two bells (the desktop bar's and the phone's): one request per page
// shown, not one per bell. Null until the first answer.
let unread: number | null = null;
let askedFor: string | null = null;
const listeners = new Set<() => void>();

function set(value: number) {
  unread = value;
  listeners.forEach((listener) => listener());
}

function refresh(pathname: string) {
  if (askedFor === pathname) return;
  askedFor = pathname;
  fetch("/api/notifications/unread-count", { credentials: "include", cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : null))
    .then((body) => body && set(body.unread))
    .catch(() => undefined);
}

const onChange = (event: Event) => set((event as CustomEvent<number>).detail);

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener(NOTIFICATIONS_CHANGED, onChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener(NOTIFICATIONS_CHANGED, onChange);
  };
}

/** The signed-in user's unread count, asked for again when the page (`pathname`) changes. */
export function useUnreadCount(pathname: string): number | null {
  useEffect(() => refresh(pathname), [pathname]);
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
}

/** For tests: forget the count and the page it was asked for. */
export function resetUnreadCount(): void {
  unread = null;
  askedFor = null;
}
