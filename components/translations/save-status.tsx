import { Button } from "@/components/ui/button";

export const TEXTAREA =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

/** After a save: "Saved" (polite) or what went wrong (assertive). */
export function SaveStatus({ saved, failure, savedText }: { saved: boolean; failure: string | null; savedText: string }) {
  if (failure) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {failure}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {saved ? savedText : ""}
    </p>
  );
}

type Status = { pending: boolean; saved: boolean; failure: string | null };

/** A translation form's Save button, with what became of the last save beside it. */
export function SaveRow({ status, labels, size }: { status: Status; labels: { save: string; saving: string; saved: string }; size?: "sm" }) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" size={size} disabled={status.pending}>
        {status.pending ? labels.saving : labels.save}
      </Button>
      <SaveStatus saved={status.saved} failure={status.failure} savedText={labels.saved} />
    </div>
  );
}
