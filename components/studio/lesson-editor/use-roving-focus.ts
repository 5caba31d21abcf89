"use client";

import { useState, type KeyboardEvent } from "react";

/**
 * A toolbar's keyboard pattern (WAI-ARIA APG "Toolbar"): one Tab stop for the whole bar, the arrow keys move
 * along it (the way the bar reads, so reversed right to left), Home and End go to its ends.
 */
export function useRovingFocus() {
  const [active, setActive] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-toolbar-item]")];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl" || event.currentTarget.closest("[dir]")?.getAttribute("dir") === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number;
    if (step) next = (current + step + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    else return;
    event.preventDefault();
    setActive(next);
    items[next]!.focus();
  }

  return {
    onKeyDown,
    /** Props of item `index`: in the Tab order only when it is the active one; a click or focus makes it so. */
    itemProps: (index: number) => ({ "data-toolbar-item": "", tabIndex: index === active ? 0 : -1, onFocus: () => setActive(index) }),
  };
}
