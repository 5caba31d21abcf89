"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef, useState, useTransition, type ReactNode } from "react";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import {
  deleteLessonAction,
  loadLessonDraftAction,
  publishLessonAction,
  saveLessonRevisionAction,
  unpublishLessonAction,
} from "@/lib/studio/lesson-actions";
import type { EditorDraft, EditorLesson, LessonActionResult, RevisionSummary } from "@/lib/studio/lesson-editor-types";
import { DraftSession, type DraftSessionHandle, type DraftSessionState } from "./draft-session";
import { LessonActionsBar } from "./lesson-actions-bar";
import { LessonSettingsForm } from "./lesson-settings-form";
import { LessonStatus } from "./lesson-status";
import { RevisionHistory } from "./revision-history";

type Props = {
  lesson: EditorLesson;
  draft: EditorDraft;
  revisions: RevisionSummary[];
  previewHref: string;
  courseHref: string;
  /** The lesson's videos section (server-rendered around its client parts). */
  videos: ReactNode;
};

/**
 * The lesson editor's page: status and actions, the draft session (title, text, autosave), settings, revision
 * history and videos. The server decides everything; after each action the page's data is read again
 * (router.refresh), while the text being edited stays in the session unless a restore or a reload replaces it.
 */
export function LessonWorkspace({ lesson, draft, revisions, previewHref, courseHref, videos }: Props) {
  const t = useTranslations("StudioLesson");
  const locale = useLocale();
  const router = useRouter();
  const [session, setSession] = useState({ key: 0, draft });
  const handle = useRef<DraftSessionHandle>(null);
  const [draftState, setDraftState] = useState<DraftSessionState>({ saved: true, stale: false, version: draft.version });
  const [busy, startTransition] = useTransition();
  const draftSaved = draftState.saved && !draftState.stale;
  // Whether students see something older than the editor: the server said so at load, or a save since made a draft
  // ("draft:…") or a publish made the text live ("live:…").
  const hasDraft = draftState.version === session.draft.version ? lesson.hasDraft : draftState.version.startsWith("draft:");

  const replaceDraft = useCallback((next: EditorDraft) => {
    setSession((current) => ({ key: current.key + 1, draft: next }));
    setDraftState({ saved: true, stale: false, version: next.version });
    router.refresh();
  }, [router]);

  /** Runs an action, refreshes the page's data, and says how it went; a stale draft shows the session's notice. */
  const run = <T,>(action: () => Promise<LessonActionResult<T>>, done: (data: T) => void) =>
    startTransition(async () => {
      const result = await action().catch(() => null);
      if (!result) return void toast({ variant: "destructive", title: t("failed"), description: t("network") });
      if (!result.ok) {
        if (result.stale) handle.current?.markStale(result.stale);
        return void toast({ variant: "destructive", title: t("failed"), description: result.message });
      }
      done(result.data);
      router.refresh();
    });

  const version = () => handle.current?.version() ?? session.draft.version;
  const onSaveRevision = () =>
    run(
      () => saveLessonRevisionAction({ lessonId: lesson.id, locale, version: version() }),
      (data) => {
        handle.current?.setVersion(data.version);
        setDraftState((current) => ({ ...current, version: data.version }));
        toast({ title: data.changed ? t("revisionSaved") : t("noChanges") });
      },
    );
  const onPublish = () =>
    run(
      () => publishLessonAction({ lessonId: lesson.id, locale, version: version() }),
      (data) => {
        handle.current?.setVersion(data.version);
        setDraftState((current) => ({ ...current, version: data.version }));
        toast({ title: data.changed ? t("published") : t("alreadyPublished") });
      },
    );
  const onUnpublish = () => run(() => unpublishLessonAction({ lessonId: lesson.id, locale }), () => toast({ title: t("unpublished") }));
  const onDelete = () =>
    run(
      () => deleteLessonAction({ lessonId: lesson.id, locale }),
      (data) => {
        if (data.outcome === "unpublished") return void toast({ title: t("unpublishedInstead") });
        toast({ title: t("deleted") });
        router.push(courseHref);
      },
    );
  const onLoadNewer = () => run(() => loadLessonDraftAction({ lessonId: lesson.id, locale }), replaceDraft);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <div className="space-y-3">
          <LessonStatus lesson={{ state: lesson.state, hasDraft }} />
          <LessonActionsBar
            lesson={lesson}
            previewHref={previewHref}
            draftSaved={draftSaved}
            busy={busy}
            onSaveRevision={onSaveRevision}
            onPublish={onPublish}
            onUnpublish={onUnpublish}
            onDelete={onDelete}
          />
        </div>
        <DraftSession
          key={session.key}
          ref={handle}
          lessonId={lesson.id}
          initial={session.draft}
          language={lesson.courseLanguage}
          onState={setDraftState}
          onLoadNewer={onLoadNewer}
        />
        {videos}
      </div>
      <aside className="space-y-6">
        <section aria-labelledby="lesson-settings-heading" className="space-y-3 rounded-lg border bg-card p-4">
          <h2 id="lesson-settings-heading" className="text-lg font-semibold">
            {t("settings.heading")}
          </h2>
          <LessonSettingsForm lessonId={lesson.id} initial={{ estimatedMinutes: lesson.estimatedMinutes, isFreePreview: lesson.isFreePreview }} />
        </section>
        <RevisionHistory lessonId={lesson.id} revisions={revisions} language={lesson.courseLanguage} canRestore={draftSaved && !busy} onRestored={replaceDraft} />
      </aside>
    </div>
  );
}
