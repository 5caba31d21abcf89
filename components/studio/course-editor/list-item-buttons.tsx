"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ITEM_BUTTON_CLASS } from "./field-styles";
import { MoveButtons } from "./move-buttons";

type Props = {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** Move up, Move down and Remove for one entry of an editable list (outcomes, further reading). */
export function ListItemButtons({ index, count, labels, onMove, onRemove }: Props) {
  return (
    <div className="flex shrink-0 gap-1">
      <MoveButtons index={index} count={count} labels={labels} onMove={onMove} />
      <Button type="button" variant="outline" size="icon" className={ITEM_BUTTON_CLASS} aria-label={labels.remove} title={labels.remove} onClick={() => onRemove(index)}>
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
