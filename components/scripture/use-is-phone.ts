"use client";
import { useSyncExternalStore } from "react";

// Below Tailwind's `sm` breakpoint a passage opens as a bottom sheet instead of a popover.
const PHONE = "(max-width: 639px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches, () => false);
}
