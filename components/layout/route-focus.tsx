"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After a client-side navigation, Next.js leaves focus where it was: on <body> when the link or button that
 * navigated is gone, or on a header link. Keyboard and screen-reader users then start again from the top.
 * Moves focus to the new page's main heading (or <main>), unless the page already placed it inside <main>.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    if (!main || main.contains(document.activeElement)) return;
    const target = main.querySelector<HTMLElement>("h1") ?? main;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
