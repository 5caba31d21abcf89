"use client";

import { Extension } from "@tiptap/core";
import { CharacterCount } from "@tiptap/extensions";
import { useEditor } from "@tiptap/react";
import { useEffect, useRef } from "react";
import type { LessonDocument } from "@/lib/lesson-content/document";
import { lessonExtensions } from "@/lib/lesson-content/extensions";

type Options = {
  initialDoc: LessonDocument;
  onChange: (doc: LessonDocument) => void;
  /** Opens the link dialog (Mod-K). */
  onLinkShortcut: () => void;
  label: string;
  labelledBy?: string;
  language: string;
  dir: "ltr" | "rtl";
  editable: boolean;
};

const CONTENT_CLASSES =
  "min-h-64 px-4 py-3 leading-relaxed focus-visible:outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6";

/**
 * The Tiptap editor of a lesson: the server's schema (lib/lesson-content/extensions.ts), so the editor makes only
 * documents the server accepts, plus a character count and Mod-K for links. The writing area is a labelled
 * multi-line textbox in the lesson's language and direction. Created once, after mount (immediatelyRender: false:
 * the studio page renders on the server, which has no editor); later changes of label, language or editability
 * update it in place, so nothing typed is lost.
 */
export function useLessonEditor({ initialDoc, onChange, onLinkShortcut, label, labelledBy, language, dir, editable }: Options) {
  // The latest callbacks, without recreating the editor when the page passes new ones.
  const callbacks = useRef({ onChange, onLinkShortcut });
  useEffect(() => {
    callbacks.current = { onChange, onLinkShortcut };
  }, [onChange, onLinkShortcut]);

  const attributes = {
    role: "textbox",
    "aria-multiline": "true",
    ...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label }),
    lang: language,
    dir,
    class: CONTENT_CLASSES,
  };

  const editor = useEditor({
    immediatelyRender: false,
    editable,
    // Tiptap's own direction feature writes a dir attribute into every node, which the lesson schema does not
    // have; the direction is the writing area's (attributes above).
    enableCoreExtensions: { textDirection: false },
    extensions: [
      ...lessonExtensions(),
      CharacterCount,
      Extension.create({
        name: "lessonShortcuts",
        addKeyboardShortcuts: () => ({
          "Mod-k": () => {
            callbacks.current.onLinkShortcut();
            return true;
          },
        }),
      }),
    ],
    content: initialDoc,
    editorProps: { attributes },
    onUpdate: ({ editor }) => callbacks.current.onChange(editor.getJSON() as LessonDocument),
  });

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
    editor.setEditable(editable, false);
  }, [editor, attributesKey, editable]);

  return editor;
}
