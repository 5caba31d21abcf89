"use client";

import { toast } from "@/components/ui/use-toast";

// A toast that must survive a full page load (sign-in and sign-up reload the page so that the
// server-rendered header picks up the new session). Kept in sessionStorage until the next page shows it.
const KEY = "flashToast";

type FlashToast = { title: string; description?: string; variant?: "default" | "destructive" };

export function toastAfterNavigation(flash: FlashToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    toast(flash); // storage disabled: show it now, at least
  }
}

export function showPendingFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const flash = JSON.parse(raw) as FlashToast;
    if (typeof flash.title === "string") toast(flash);
  } catch {
    // a malformed entry is dropped
  }
}
