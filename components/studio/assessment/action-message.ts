import type { useTranslations } from "next-intl";

type Failed = { ok: false; message: string; status?: number; fieldErrors?: Record<string, string[]> };

/**
 * What to tell the editor when an action failed. The server words its refusals in the editor's language (field
 * errors, a question in use); the few generic answers (signed out, not found, a server error, no answer at all)
 * are worded here.
 */
export function actionMessage(t: ReturnType<typeof useTranslations<"StudioAssessment">>, result: Failed | null): string {
  if (!result) return t("errorNetwork");
  if (result.status === 401) return t("errorSignedOut");
  if (result.status === 404) return t("errorNotFound");
  if (!result.status || result.status >= 500) return t("errorServer");
  if (result.fieldErrors) return t("errorFields");
  return result.message;
}
