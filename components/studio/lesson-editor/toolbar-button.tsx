"use client";

import type { ComponentType, SVGProps } from "react";

type Props = {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  /** aria-keyshortcuts value, e.g. "Control+B". */
  shortcut?: string;
  /** A toggle (bold, a heading, a list): its state is announced as pressed or not. */
  pressed?: boolean;
  /** Not available now (nothing to undo): stays focusable in the toolbar, as the APG advises. */
  unavailable?: boolean;
  onPress: () => void;
  itemProps: { "data-toolbar-item": string; tabIndex: number; onFocus: () => void };
};

/** One icon button of the editor's toolbar, named for screen readers and hover by its label. */
export function ToolbarButton({ icon: Icon, label, shortcut, pressed, unavailable, onPress, itemProps }: Props) {
  return (
    <button
      type="button"
      {...itemProps}
      aria-label={label}
      title={label}
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      aria-disabled={unavailable || undefined}
      // Keeps the editor's selection: a mouse press on the button would otherwise take focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => !unavailable && onPress()}
      className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-40 aria-disabled:hover:bg-transparent aria-pressed:bg-accent aria-pressed:text-accent-foreground"
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
