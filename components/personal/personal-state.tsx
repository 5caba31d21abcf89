"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Session } from "next-auth";
import type { MyEnrollment } from "@/lib/courses/card-state";

/**
 * What the server already knows about the signed-in visitor, rendered into the page's first response
 * (app/signed-in/: the pages a request with a session cookie is rewritten to). Each part is optional: a
 * part left out is loaded by the browser after the page, as on the public pages everyone else gets.
 * - `user`: the session's user (`null`: known to be signed out);
 * - `enrollments`: the user's enrollments (course page, catalogue, home);
 * - `completedLessons`: the lessons the user completed in the course of the page.
 */
export type PersonalState = {
  user?: Session["user"] | null;
  enrollments?: MyEnrollment[];
  completedLessons?: { course: string; ids: string[] };
};

const PersonalStateContext = createContext<PersonalState>({});

/** Adds `value` to what an outer provider already gave (a page adds its course's lessons to the layout's user). */
export function PersonalStateProvider({ value, children }: { value: PersonalState; children: ReactNode }) {
  const outer = useContext(PersonalStateContext);
  return <PersonalStateContext.Provider value={{ ...outer, ...value }}>{children}</PersonalStateContext.Provider>;
}

export function usePersonalState(): PersonalState {
  return useContext(PersonalStateContext);
}
