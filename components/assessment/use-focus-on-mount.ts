"use client";
import { useEffect, useRef } from "react";

/**
 * Focuses the returned element once, when the view appears after the student's own action (Start, Submit):
 * the button they pressed is gone, and focus left on <body> would send a keyboard user back to the page's top.
 */
export function useFocusOnMount<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
    // Once, on mount: later renders keep focus where the student put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
