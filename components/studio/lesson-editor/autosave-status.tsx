"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { Autosave } from "./use-autosave";

/**
 * Where the autosave stands, in words: unsaved changes, saving, saved at a time, or why it was not saved with a
 * Retry button. Progress is announced politely; a failure at once (role="alert").
 */
export function AutosaveStatus({ autosave }: { autosave: Autosave }) {
  const t = useTranslations("LessonEditor.autosave");
  const format = useFormatter();
  const { status, dirty, saveNow } = autosave;

  if (status.state === "error") {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm font-medium text-destructive">
        <span>{status.message ? t("failed", { reason: status.message }) : t("failedUnknown")}</span>
        <button
          type="button"
          onClick={saveNow}
          className="rounded-md border border-destructive px-2 py-0.5 hover:bg-destructive/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  const text =
    status.state === "saving" ? t("saving") : dirty ? t("unsaved") : status.state === "saved" ? t("saved", { time: format.dateTime(status.at, { timeStyle: "short" }) }) : "";
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {text}
    </p>
  );
}
