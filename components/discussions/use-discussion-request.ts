"use client";
import { useTranslations } from "next-intl";
import { useApiErrorMessage } from "@/components/i18n/api-error-message";
import { useRouter } from "@/lib/i18n/navigation";
import { toast } from "@/components/ui/use-toast";

// Every discussion control sends its JSON to the discussion routes here: an error code becomes a message in the
// reader's language (a discussion's own as Discussions.error_CODE, route()'s request checks as ApiErrors), a
// success refreshes the page's server data.

const KNOWN_ERRORS = new Set([
  "NOT_ENROLLED", "SUSPENDED", "THREAD_LOCKED", "EDIT_WINDOW_OVER", "LINKS_NOT_YET", "RATE_LIMITED", "ALREADY_REPORTED",
  "POST_NOT_VISIBLE", "NOT_AUTHOR", "OWN_POST", "STUDENTS_ONLY", "STAFF_ONLY", "NO_CHANGE",
  "NO_OPEN_REPORTS", "STAFF_NOT_SUSPENDED", "QUOTE_NOT_IN_THREAD", "LESSON_NOT_IN_COURSE", "NOT_ASKER",
]);

export type SendResult = { ok: true; data: Record<string, unknown> } | { ok: false };

export function useDiscussionRequest() {
  const t = useTranslations("Discussions");
  const router = useRouter();
  const apiErrorMessage = useApiErrorMessage();
  return async function send(url: string, method: string, body?: unknown, { refresh = true } = {}): Promise<SendResult> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: body === undefined ? undefined : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      toast({ variant: "destructive", title: t("errorTitle"), description: t("error_network") });
      return { ok: false };
    }
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const code = typeof data.code === "string" ? data.code : "";
      const fallback = response.status === 400 ? t("error_invalid") : t("error_generic");
      const description = KNOWN_ERRORS.has(code) ? t(`error_${code}` as "error_network") : apiErrorMessage(data, fallback);
      toast({ variant: "destructive", title: t("errorTitle"), description });
      return { ok: false };
    }
    if (refresh) router.refresh();
    return { ok: true, data };
  };
}
