"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { BODY_MAX } from "@/lib/discussions/schema";

type Props = React.ComponentProps<"textarea"> & { label: string; error?: string };

/** The Markdown text area of every discussion form: labelled, its hint and error read by screen readers. */
export function PostBodyField({ label, error, id, ...props }: Props) {
  const t = useTranslations("Discussions");
  const own = useId();
  const fieldId = id ?? own;
  return (
    <div className="space-y-1">
      <label htmlFor={fieldId} className="text-sm font-medium">{label}</label>
      <textarea
        id={fieldId}
        dir="auto"
        rows={5}
        maxLength={BODY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ""}`}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive md:text-sm"
        {...props}
      />
      <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">{t("bodyHint")}</p>
      {error ? <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
