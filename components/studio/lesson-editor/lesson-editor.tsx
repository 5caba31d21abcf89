"use client";

import { EditorContent } from "@tiptap/react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { CharacterCount } from "./character-count";
import { ImageDialog, type UploadImage } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { textDirection } from "./text-direction";
import { Toolbar } from "./toolbar";
import { useLessonEditor } from "./use-lesson-editor";

export type LessonEditorProps = {
  /** The lesson as the editor opens it: the draft revision's document, or htmlToDocument of its stored HTML. */
  initialDoc: LessonDocument;
  /** Every change, as the document the server's prepareLessonContent checks (hand it to useAutosave). */
  onChange: (doc: LessonDocument) => void;
  /** Stores an image (already checked for type and size) and answers its lesson-image address. */
  onUploadImage: UploadImage;
  /** The lesson text's language (BCP 47: "en", "ar"…): the writing area's lang and direction. The page's locale when left out. */
  language?: string;
  /** The id of a visible heading that names the text; otherwise it is named "Lesson text". */
  labelledBy?: string;
  /** Read-only, e.g. while a past revision is shown. */
  editable?: boolean;
  /** Shown under the text beside its length: the page's <AutosaveStatus>. */
  footer?: ReactNode;
};

/**
 * The lesson editor (Tiptap): a toolbar (headings, bold, italic, lists, quotation, link, image, undo, redo), the
 * writing area in the lesson's language and direction, its length, and the page's footer. Client-only and heavy:
 * studio pages load it with next/dynamic (no other bundle may import @tiptap, eslint/import-boundaries.mjs).
 */
export function LessonEditor({ initialDoc, onChange, onUploadImage, language, labelledBy, editable = true, footer }: LessonEditorProps) {
  const t = useTranslations("LessonEditor");
  const locale = useLocale();
  const lang = language ?? locale;
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const openLink = useCallback(() => setDialog("link"), []);
  const editor = useLessonEditor({
    initialDoc,
    onChange,
    onLinkShortcut: openLink,
    label: t("editorLabel"),
    labelledBy,
    language: lang,
    dir: textDirection(lang),
    editable,
  });

  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="rounded-lg border bg-card" aria-busy={!editor || undefined}>
      {editor && editable && <Toolbar editor={editor} onLink={openLink} onImage={() => setDialog("image")} />}
      <EditorContent editor={editor} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2">
        {editor ? <CharacterCount editor={editor} /> : <span />}
        {footer}
      </div>
      {editor && (
        <>
          <LinkDialog editor={editor} open={dialog === "link"} onOpenChange={close} />
          <ImageDialog editor={editor} open={dialog === "image"} onOpenChange={close} onUploadImage={onUploadImage} />
        </>
      )}
    </div>
  );
}
