"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ITEM_BUTTON_CLASS } from "./field-styles";

type Props = { index: number; count: number; labels: { up: string; down: string }; onMove: (from: number, to: number) => void };

/**
 * Move up and Move down for one entry of a list, each named after its entry for screen readers. At either end a
 * button is marked unavailable (aria-disabled) rather than disabled: a disabled button would drop the keyboard
 * focus of whoever just moved the entry there.
 */
export function MoveButtons({ index, count, labels, onMove }: Props) {
  return (
    <>
      <Button type="button" variant="outline" size="icon" className={ITEM_BUTTON_CLASS} aria-label={labels.up} title={labels.up} aria-disabled={index === 0} onClick={() => index > 0 && onMove(index, index - 1)}>
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button type="button" variant="outline" size="icon" className={ITEM_BUTTON_CLASS} aria-label={labels.down} title={labels.down} aria-disabled={index === count - 1} onClick={() => index < count - 1 && onMove(index, index + 1)}>
        <ArrowDown className="size-4" aria-hidden />
      </Button>
    </>
  );
}
