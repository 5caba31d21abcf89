"use client";

import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useTranslations } from "next-intl";

/** The lesson's length as the author writes: characters and words (Tiptap's CharacterCount). */
export function CharacterCount({ editor }: { editor: Editor }) {
  const t = useTranslations("LessonEditor");
  const { characters, words } = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      characters: current.storage.characterCount.characters() as number,
      words: current.storage.characterCount.words() as number,
    }),
  });
  return <p className="text-xs text-muted-foreground tabular-nums">{t("characterCount", { characters, words })}</p>;
}
