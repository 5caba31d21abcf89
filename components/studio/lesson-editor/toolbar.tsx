"use client";

import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Quote, Redo2, Undo2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment } from "react";
import { ToolbarButton } from "./toolbar-button";
import { useRovingFocus } from "./use-roving-focus";

/** Tiptap's shortcuts for each command (StarterKit's keymaps), both spellings of the modifier. */
const keys = (combo: string) => `Control+${combo} Meta+${combo}`;

type Props = { editor: Editor; onLink: () => void; onImage: () => void };

/** The editor's formatting toolbar: groups of icon buttons, one Tab stop, arrow keys along it. */
export function Toolbar({ editor, onLink, onImage }: Props) {
  const t = useTranslations("LessonEditor");
  const { onKeyDown, itemProps } = useRovingFocus();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();

  const groups = [
    [
      { key: "undo", icon: Undo2, shortcut: keys("Z"), unavailable: !state.canUndo, run: () => chain().undo().run() },
      { key: "redo", icon: Redo2, shortcut: keys("Shift+Z"), unavailable: !state.canRedo, run: () => chain().redo().run() },
    ],
    [
      { key: "heading2", icon: Heading2, shortcut: keys("Alt+2"), pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: "heading3", icon: Heading3, shortcut: keys("Alt+3"), pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: "bold", icon: Bold, shortcut: keys("B"), pressed: state.bold, run: () => chain().toggleBold().run() },
      { key: "italic", icon: Italic, shortcut: keys("I"), pressed: state.italic, run: () => chain().toggleItalic().run() },
    ],
    [
      { key: "bulletList", icon: List, shortcut: keys("Shift+8"), pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { key: "orderedList", icon: ListOrdered, shortcut: keys("Shift+7"), pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { key: "quote", icon: Quote, shortcut: keys("Shift+B"), pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    ],
    [
      { key: "link", icon: Link, shortcut: keys("K"), pressed: state.link, run: onLink },
      { key: "image", icon: ImagePlus, run: onImage },
    ],
  ] as const;

  // Each button's place along the whole bar, for the roving Tab stop.
  const firstOfGroup = groups.map((_, groupIndex) => groups.slice(0, groupIndex).reduce((count, group) => count + group.length, 0));
  return (
    <div
      role="toolbar"
      aria-label={t("toolbarLabel")}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-1 border-b bg-card p-1"
    >
      {groups.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex > 0 && <span role="separator" aria-orientation="vertical" className="mx-1 h-6 w-px bg-border" />}
          {group.map((item, itemIndex) => (
            <ToolbarButton
              key={item.key}
              icon={item.icon}
              label={t(item.key)}
              shortcut={"shortcut" in item ? item.shortcut : undefined}
              pressed={"pressed" in item ? item.pressed : undefined}
              unavailable={"unavailable" in item ? item.unavailable : undefined}
              onPress={item.run}
              itemProps={itemProps(firstOfGroup[groupIndex]! + itemIndex)}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}
