"use server";

import { z } from "zod";
import { badRequest } from "@/lib/http/errors";
import { text, runLessonAction } from "./lesson-action";
import { autosaveLessonDraft } from "./lesson-autosave";
import type { DraftVersion, EditorDraft, LessonActionResult, RevisionChanges } from "./lesson-editor-types";
import { revisionChanges } from "./lesson-history";
import { publishLessonDraft, unpublishLesson } from "./lesson-publish";
import { deleteOrUnpublishLesson, type RemovedLesson } from "./lesson-remove";
import { loadLessonDraft, restoreLessonRevision, saveLessonRevision } from "./lesson-revisions";
import { saveLessonSettings } from "./lesson-save";
import { lessonSettingsSchema } from "./lesson-schema";

// The lesson editor's server actions (app/[locale]/(instructor)/studio/courses/[id]/lessons/[lessonId]). Each takes
// one payload with the lesson and the page's locale; see lib/studio/lesson-action.ts for who may call them.

type Payload = { lessonId: string; locale: string };

/**
 * Writes the editor's title and document into the lesson's draft revision, if `version` is still the stored one.
 * `doc`: the document, or its JSON text (what the editor sends: see components/studio/lesson-page/use-draft-session.ts).
 */
export async function autosaveLessonDraftAction(
  payload: Payload & { title: string; doc: unknown; version: DraftVersion },
): Promise<LessonActionResult<{ version: DraftVersion; savedAt: string }>> {
  return runLessonAction(payload, async ({ input, user, texts }) => {
    const saved = await autosaveLessonDraft(text(input, "lessonId"), { title: input.title, doc: input.doc, version: input.version }, user, texts);
    return { version: saved.version, savedAt: saved.savedAt };
  });
}

/** The text the editor should show now: after a stale save, "Load the newer version". */
export async function loadLessonDraftAction(payload: Payload): Promise<LessonActionResult<EditorDraft>> {
  return runLessonAction(payload, ({ input, user, texts }) => loadLessonDraft(text(input, "lessonId"), user, texts));
}

/** Keeps the draft as a revision of the history; the editor goes on in a new draft. */
export async function saveLessonRevisionAction(payload: Payload & { version: DraftVersion }): Promise<LessonActionResult<{ version: DraftVersion; changed: boolean }>> {
  return runLessonAction(payload, ({ input, user, texts }) => saveLessonRevision(text(input, "lessonId"), input.version, user, texts));
}

/** Makes the draft live for students, in every language's pages. */
export async function publishLessonAction(payload: Payload & { version: DraftVersion }): Promise<LessonActionResult<{ version: DraftVersion; changed: boolean }>> {
  return runLessonAction(payload, ({ input, user, texts }) => publishLessonDraft(text(input, "lessonId"), input.version, user, texts));
}

export async function unpublishLessonAction(payload: Payload): Promise<LessonActionResult<{ changed: boolean }>> {
  return runLessonAction(payload, async ({ input, user, texts }) => ({ changed: await unpublishLesson(text(input, "lessonId"), user, texts) }));
}

/** Deletes the lesson, or unpublishes it when students have progress on it (answered as `outcome`). */
export async function deleteLessonAction(payload: Payload): Promise<LessonActionResult<RemovedLesson>> {
  return runLessonAction(payload, ({ input, user, texts }) => deleteOrUnpublishLesson(text(input, "lessonId"), user, texts));
}

/** Makes an older revision's text the draft. */
export async function restoreLessonRevisionAction(payload: Payload & { revisionId: string }): Promise<LessonActionResult<EditorDraft>> {
  return runLessonAction(payload, ({ input, user, texts }) => restoreLessonRevision(text(input, "lessonId"), input.revisionId, user, texts));
}

/** One revision's word diff against the revision before it. */
export async function revisionChangesAction(payload: Payload & { revisionId: string }): Promise<LessonActionResult<RevisionChanges>> {
  return runLessonAction(payload, ({ input, user, texts }) => revisionChanges(text(input, "lessonId"), input.revisionId, user, texts));
}

/** Study time and free preview. */
export async function saveLessonSettingsAction(payload: Payload & { estimatedMinutes: number; isFreePreview: boolean }): Promise<LessonActionResult<{ changed: boolean }>> {
  return runLessonAction(payload, async ({ input, user, texts }) => {
    const settings = lessonSettingsSchema(texts.studio).safeParse({ estimatedMinutes: input.estimatedMinutes, isFreePreview: input.isFreePreview });
    if (!settings.success) {
      const fieldErrors = z.flattenError(settings.error).fieldErrors as Record<string, string[]>;
      throw badRequest(Object.values(fieldErrors)[0]?.[0] ?? texts.error("invalid"), { code: "INVALID", details: { fieldErrors } });
    }
    return { changed: await saveLessonSettings(text(input, "lessonId"), settings.data, user, texts.studio) };
  });
}
