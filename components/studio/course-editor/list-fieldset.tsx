import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ERROR_CLASS, HINT_CLASS } from "./field-styles";

type Props = {
  id: string;
  legend: string;
  hint: string;
  /** Shown instead of the list while it has no entries. */
  empty: string | null;
  /** The list's own error (too many entries…), under the list. */
  error?: string;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: React.ReactNode;
};

/** A list the form edits in place (outcomes, further reading): its legend, hint, entries, error and Add button. */
export function ListFieldset({ id, legend, hint, empty, error, addLabel, canAdd, onAdd, children }: Props) {
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="text-base font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className={HINT_CLASS}>
        {hint}
      </p>
      {empty ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      {children}
      {error ? (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="min-h-11" disabled={!canAdd} onClick={onAdd}>
        <Plus className="size-4" aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
