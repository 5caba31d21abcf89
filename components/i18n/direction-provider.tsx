"use client";

import { DirectionProvider } from "@radix-ui/react-direction";

/**
 * Tells every Radix primitive that reads it (Select: its trigger, list and arrow keys) the page's reading direction. Radix does not read
 * <html dir>: without this it lays out and moves the keyboard focus left to right, even in Arabic.
 */
export function LocaleDirectionProvider({ dir, children }: { dir: "ltr" | "rtl"; children: React.ReactNode }) {
  return <DirectionProvider dir={dir}>{children}</DirectionProvider>;
}
