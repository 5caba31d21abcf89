"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { useAutosave, type AutosaveResult } from "@/components/studio/lesson-editor/use-autosave";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { lessonContentErrorMessage } from "@/lib/lesson-content/errors";
import { checkDocumentSize } from "@/lib/lesson-content/limits";
import { autosaveLessonDraftAction } from "@/lib/studio/lesson-actions";
import type { DraftVersion, EditorDraft, StaleDraft } from "@/lib/studio/lesson-editor-types";
import { lessonTitleSchema } from "@/lib/studio/lesson-title";

export type DraftValue = { title: string; doc: LessonDocument };

/**
 * One editing session of a lesson's draft: its title and document, autosaved a moment after each change to the
 * draft revision (in place), each save naming the version it was made from. When the server holds a newer draft
 * (another tab, another instructor), the save is refused and nothing is written; the session stops saving and
 * says so (`stale`) until the author loads the newer text or knowingly overwrites it.
 * Checked here first (title, size) so an obvious refusal costs no request; the server checks everything again.
 */
export function useDraftSession({ lessonId, locale, initial }: { lessonId: string; locale: string; initial: EditorDraft }) {
  const t = useTranslations("StudioLesson");
  const studio = useTranslations("Studio");
  const content = useTranslations("LessonContent");
  const [value, setValue] = useState<DraftValue>({ title: initial.title, doc: initial.doc });
  const version = useRef<DraftVersion>(initial.version);
  const [stale, setStale] = useState<StaleDraft | null>(null);
  const staleRef = useRef<StaleDraft | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const save = useCallback(
    async ({ title, doc }: DraftValue): Promise<AutosaveResult> => {
      if (staleRef.current) return { ok: false, message: t("stale.notSaved") };
      const checkedTitle = lessonTitleSchema((key) => studio(key)).safeParse(title);
      if (!checkedTitle.success) {
        const message = checkedTitle.error.issues[0]!.message;
        setTitleError(message);
        return { ok: false, message };
      }
      // Sent as its JSON text: ProseMirror builds attributes as objects without a prototype, which a server action's
      // arguments cannot carry (React would send a reference, not the object). The server reads either form.
      const json = JSON.stringify(doc);
      const tooLarge = checkDocumentSize(json);
      if (tooLarge) return { ok: false, message: lessonContentErrorMessage(content, tooLarge) };

      const result = await autosaveLessonDraftAction({ lessonId, locale, title, doc: json, version: version.current });
      if (result.ok) {
        version.current = result.data.version;
        setTitleError(null);
        return { ok: true };
      }
      if (result.stale) {
        staleRef.current = result.stale;
        setStale(result.stale);
      }
      setTitleError(result.fieldErrors?.title?.[0] ?? null);
      return { ok: false, message: result.message };
    },
    [lessonId, locale, t, studio, content],
  );
  const autosave = useAutosave({ value, save });

  /** Saves this session's text over the newer one, which stays in the revision history only if it was kept there. */
  const overwrite = useCallback(() => {
    if (!staleRef.current) return;
    version.current = staleRef.current.version;
    staleRef.current = null;
    setStale(null);
    autosave.saveNow();
  }, [autosave]);

  /** Another action (publish, save as revision) found the draft changed elsewhere: the same notice, no more saves. */
  const markStale = useCallback((found: StaleDraft) => {
    staleRef.current = found;
    setStale(found);
  }, []);

  return {
    value,
    markStale,
    setTitle: useCallback((title: string) => setValue((current) => ({ ...current, title })), []),
    setDoc: useCallback((doc: LessonDocument) => setValue((current) => ({ ...current, doc })), []),
    autosave,
    stale,
    overwrite,
    titleError,
    version,
  };
}
