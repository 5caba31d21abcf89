"use client";

import { useState, useTransition } from "react";
import { useRouter } from "@/lib/i18n/navigation";

type Result = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string[]> };

/**
 * Saving one form through a server action: the form keeps its text whatever happens (nothing is lost on an
 * error), field errors show beside their fields and anything else in one message. After a save the page is
 * read again, so what the server decides from it (an 'Outdated' mark cleared) shows at once.
 */
export function useSaveStatus() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function save(run: () => Promise<Result>, fallbackMessage: string) {
    setSaved(false);
    startTransition(async () => {
      const result: Result = await run().catch(() => ({ ok: false as const, message: fallbackMessage }));
      if (result.ok) {
        setErrors({});
        setFailure(null);
        setSaved(true);
        router.refresh();
        return;
      }
      const fields = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0] ?? ""]));
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : result.message || fallbackMessage);
    });
  }

  return { pending, saved, errors, failure, save, edited: () => setSaved(false) };
}
