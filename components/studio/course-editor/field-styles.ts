// The look of the editor's selects and text areas, matching components/ui/input.tsx.
export const FIELD_CLASS =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-invalid:border-destructive md:text-sm";
export const SELECT_CLASS = `${FIELD_CLASS} h-10`;
export const ERROR_CLASS = "text-sm font-medium text-destructive";
export const HINT_CLASS = "text-xs text-muted-foreground";
/** Small square buttons beside a list item (move, remove): 44 px tall on touch screens. */
export const ITEM_BUTTON_CLASS = "min-h-11 min-w-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 md:min-h-9 md:min-w-9";
