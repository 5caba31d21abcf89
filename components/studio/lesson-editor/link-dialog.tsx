"use client";

import type { Editor } from "@tiptap/core";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { normaliseHref } from "@/lib/lesson-content/urls";
import { DialogForm, EditorDialog } from "./editor-dialog";

type Props = { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Adds, changes or removes the link on the selected text. The address is checked by the server's rule
 * (lib/lesson-content/urls.ts): web pages, e-mail addresses and this site's own paths; "example.org" becomes
 * https://example.org. With nothing selected, the address itself is inserted as the link's text.
 */
export function LinkDialog({ editor, open, onOpenChange }: Props) {
  const t = useTranslations("LessonEditor");
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("linkDialog.title")}
      description={t("linkDialog.description")}
      onClosed={() => !editor.isDestroyed && editor.commands.focus()}
    >
      <LinkForm editor={editor} close={() => onOpenChange(false)} />
    </EditorDialog>
  );
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const t = useTranslations("LessonEditor");
  const id = useId();
  const existing = editor.isActive("link");
  const [value, setValue] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const href = normaliseHref(value);
    if (!href) return setInvalid(true);
    if (editor.state.selection.empty && !existing) {
      editor.chain().focus().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    }
    close();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  };

  return (
    <DialogForm onSubmit={apply}>
      <div className="space-y-2">
        <Label htmlFor={`${id}-url`}>{t("linkDialog.url")}</Label>
        <Input
          id={`${id}-url`}
          // Not type=url: the browser's own check would refuse this site's paths ("/courses") and bare addresses.
          type="text"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder="https://"
        />
        {invalid && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {t("linkDialog.invalid")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {existing && (
          <Button type="button" variant="outline" onClick={remove}>
            {t("linkDialog.remove")}
          </Button>
        )}
        <Button type="submit">{t("linkDialog.apply")}</Button>
      </div>
    </DialogForm>
  );
}
