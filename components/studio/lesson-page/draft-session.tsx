"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useImperativeHandle, useMemo, type Ref } from "react";
import { AutosaveStatus } from "@/components/studio/lesson-editor/autosave-status";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DraftVersion, EditorDraft, StaleDraft } from "@/lib/studio/lesson-editor-types";
import { StaleDraftNotice } from "./stale-draft-notice";
import { lessonImageUploader } from "./upload-lesson-image";
import { useDraftSession } from "./use-draft-session";

// Tiptap and ProseMirror load with the editor only, after the page has shown (no other bundle carries them).
const LessonEditor = dynamic(() => import("@/components/studio/lesson-editor/lesson-editor").then((m) => m.LessonEditor), {
  ssr: false,
  loading: () => <EditorPlaceholder />,
});

function EditorPlaceholder() {
  const t = useTranslations("StudioLesson");
  return (
    <div role="status" className="flex min-h-64 items-center justify-center rounded-lg border bg-card text-sm text-muted-foreground">
      {t("editorLoading")}
    </div>
  );
}

/** What the page's actions need from the session: whether everything typed is stored, and the version they act on. */
export type DraftSessionHandle = { version: () => DraftVersion; setVersion: (version: DraftVersion) => void; markStale: (stale: StaleDraft) => void };
/** saved: everything typed is stored; version: the one the last save answered ("draft:…" once a draft exists). */
export type DraftSessionState = { saved: boolean; stale: boolean; version: DraftVersion };

type Props = {
  lessonId: string;
  initial: EditorDraft;
  /** The lesson text's language (the course's): the title's and the writing area's lang and direction. */
  language: string;
  onState: (state: DraftSessionState) => void;
  /** Loads the newer draft the server holds, replacing this session. */
  onLoadNewer: () => void;
  ref?: Ref<DraftSessionHandle>;
};

/** The lesson's title and text, autosaved as the draft. Keyed by the page: a restored or reloaded draft starts a new session. */
export function DraftSession({ lessonId, initial, language, onState, onLoadNewer, ref }: Props) {
  const t = useTranslations("StudioLesson");
  const locale = useLocale();
  const id = useId();
  const session = useDraftSession({ lessonId, locale, initial });
  const { autosave, stale, titleError } = session;
  const uploadImage = useMemo(() => lessonImageUploader((refusal) => t(`imageErrors.${refusal}`)), [t]);

  const { version, markStale } = session;
  useImperativeHandle(ref, () => ({ version: () => version.current, setVersion: (next) => void (version.current = next), markStale }), [version, markStale]);

  const saved = !autosave.dirty && autosave.status.state !== "saving" && autosave.status.state !== "error";
  useEffect(() => onState({ saved, stale: stale !== null, version: version.current }), [saved, stale, autosave.status, version, onState]);

  const titleErrorId = `${id}-title-error`;
  return (
    <div className="space-y-4">
      {stale && <StaleDraftNotice stale={stale} onLoad={onLoadNewer} onOverwrite={session.overwrite} />}
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>{t("titleLabel")}</Label>
        <Input
          id={`${id}-title`}
          value={session.value.title}
          onChange={(event) => session.setTitle(event.target.value)}
          lang={language}
          dir="auto"
          maxLength={200}
          required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? titleErrorId : undefined}
          className="text-lg font-semibold md:text-lg"
        />
        {titleError && (
          <p id={titleErrorId} className="text-sm font-medium text-destructive">
            {titleError}
          </p>
        )}
      </div>
      <LessonEditor
        initialDoc={initial.doc}
        onChange={session.setDoc}
        onUploadImage={uploadImage}
        language={language}
        footer={<AutosaveStatus autosave={autosave} />}
      />
    </div>
  );
}
