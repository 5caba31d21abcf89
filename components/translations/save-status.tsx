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
