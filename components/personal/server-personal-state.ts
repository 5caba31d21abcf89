import "server-only";
import { cache } from "react";
import type { PersonalState } from "./personal-state";

// What MyCourseState (./signed-in-state.tsx) read for this request, for the server components it wraps: the course
// page's panel, lessons and assessments and the course cards draw the visitor's state on the server, so none of that
// is client code on the public pages (drawn for nobody, as every visitor without a session cookie is served). React's
// cache gives one object per server request, and a component renders before the children it returns, so whatever
// is below MyCourseState reads what it stored. Nothing stored (a public page, a signed-out visitor): empty.
const requestState = cache((): { value: PersonalState } => ({ value: {} }));

/** Adds `value` to what this request's server components know of the visitor. */
export function rememberPersonalState(value: PersonalState) {
  const state = requestState();
  state.value = { ...state.value, ...value };
}

/** The visitor's state as MyCourseState read it for this request; `{}` on a public page. */
export function serverPersonalState(): PersonalState {
  return requestState().value;
}
