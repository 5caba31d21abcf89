"use client";

import { useSession } from "@/components/auth/use-session";
import { usePersonalState } from "@/components/personal/personal-state";
import { useCallback, useEffect, useState } from "react";

export type MyEnrollment = {
  id: string;
  courseId: string;
  courseSlug: string;
  status: "active" | "completed" | "refunded";
  progress: number;
};

// One request per page for all cards: the promise is shared by every component that asks for the same user.
const requests = new Map<string, Promise<MyEnrollment[]>>();
// Every mounted hook, told when one of them fetches afresh (a refund below the lessons updates the panel above).
const listeners = new Set<(list: MyEnrollment[]) => void>();

function fetchEnrollments(userId: string, fresh = false): Promise<MyEnrollment[]> {
  if (fresh) requests.delete(userId);
  let request = requests.get(userId);
  if (!request) {
    request = fetch(`/api/users/${encodeURIComponent(userId)}/enrollments`, { credentials: "include" })
      .then((response) => (response.ok ? (response.json() as Promise<MyEnrollment[]>) : []))
      .catch(() => []);
    requests.set(userId, request);
  }
  return request;
}

/**
 * The signed-in visitor's enrollments: given by the server on the pages it renders for a signed-in request
 * (components/personal/personal-state.tsx), else filled in on the client so the public pages stay static.
 * `null` while unknown (loading, or signed out: nothing personal to show).
 */
export function useMyEnrollments() {
  const { data: session, status } = useSession();
  const given = usePersonalState().enrollments;
  const userId = session?.user?.id;
  const [enrollments, setEnrollments] = useState<MyEnrollment[] | null>(given ?? null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    // The server's list, as fresh as this page: it serves the page's other cards too, until a refetch.
    if (given) requests.set(userId, Promise.resolve(given));
    fetchEnrollments(userId).then((list) => live && setEnrollments(list));
    const listener = (list: MyEnrollment[]) => live && setEnrollments(list);
    listeners.add(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, [userId, given]);

  const refetch = useCallback(async () => {
    if (!userId) return;
    const list = await fetchEnrollments(userId, true);
    for (const listener of listeners) listener(list);
  }, [userId]);

  return { enrollments: userId ? enrollments : null, signedIn: status === "authenticated", status, refetch };
}

/** The enrollment in a course, matched by id or by slug (the slug survives a database rebuilt under a cached page). */
export function findEnrollment(enrollments: MyEnrollment[] | null, courseId: string, slug?: string) {
  return enrollments?.find((e) => e.courseId === courseId || (!!slug && e.courseSlug === slug)) ?? null;
}
