"use client";

import type { Editor } from "@tiptap/core";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isLessonImageAlt, isLessonImageSrc, MAX_ALT_LENGTH, MAX_LESSON_IMAGE_BYTES } from "@/lib/lesson-content/images";
import { DialogForm, EditorDialog } from "./editor-dialog";
import { IMAGE_ACCEPT, imageFileProblem } from "./image-file";

export type UploadImage = (file: File) => Promise<{ src: string; alt: string }>;

type Props = { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void; onUploadImage: UploadImage };

/**
 * Inserts an image: the author picks a file and describes it; the file is checked (type, size) before the page's
 * onUploadImage stores it, and the address it answers must be a lesson image of this school
 * (lib/lesson-content/images.ts). The alternative text is required: the server refuses an image without it.
 */
export function ImageDialog({ editor, open, onOpenChange, onUploadImage }: Props) {
  const t = useTranslations("LessonEditor");
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("imageDialog.title")}
      description={t("imageDialog.description", { limitMb: MAX_LESSON_IMAGE_BYTES / (1024 * 1024) })}
      onClosed={() => !editor.isDestroyed && editor.commands.focus()}
    >
      <ImageForm editor={editor} close={() => onOpenChange(false)} onUploadImage={onUploadImage} />
    </EditorDialog>
  );
}

type Problem = { field: "file" | "alt" | "form"; message: string };

function ImageForm({ editor, close, onUploadImage }: { editor: Editor; close: () => void; onUploadImage: UploadImage }) {
  const t = useTranslations("LessonEditor");
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [uploading, setUploading] = useState(false);

  const fileProblem = (chosen: File | null): string | null => {
    if (!chosen) return t("imageDialog.fileRequired");
    const found = imageFileProblem(chosen);
    if (!found) return null;
    return found.code === "wrongType" ? t("imageDialog.wrongType") : t("imageDialog.tooLarge", { sizeMb: found.sizeMb, limitMb: found.limitMb });
  };

  const insert = async () => {
    const wrongFile = fileProblem(file);
    if (wrongFile) return setProblem({ field: "file", message: wrongFile });
    if (!isLessonImageAlt(alt)) return setProblem({ field: "alt", message: t("imageDialog.altRequired") });
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await onUploadImage(file!);
      if (!isLessonImageSrc(uploaded.src)) {
        setProblem({ field: "form", message: t("imageDialog.badSource") });
        return;
      }
      editor.chain().focus().setImage({ src: uploaded.src, alt: alt.trim() }).run();
      close();
    } catch {
      setProblem({ field: "form", message: t("imageDialog.uploadFailed") });
    } finally {
      setUploading(false);
    }
  };

  const errorId = `${id}-error`;
  const describedBy = (field: Problem["field"]) => (problem?.field === field ? errorId : undefined);
  return (
    <DialogForm onSubmit={() => void insert()} busy={uploading}>
      <div className="space-y-2">
        <Label htmlFor={`${id}-file`}>{t("imageDialog.file")}</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const wrong = chosen ? fileProblem(chosen) : null;
            setProblem(wrong ? { field: "file", message: wrong } : null);
          }}
          aria-invalid={problem?.field === "file" || undefined}
          aria-describedby={describedBy("file")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-alt`}>{t("imageDialog.alt")}</Label>
        <Input
          id={`${id}-alt`}
          value={alt}
          maxLength={MAX_ALT_LENGTH}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={problem?.field === "alt" || undefined}
          aria-describedby={[`${id}-alt-hint`, describedBy("alt")].filter(Boolean).join(" ")}
          required
        />
        <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
          {t("imageDialog.altHint")}
        </p>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {problem.message}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={uploading}>
          {uploading ? t("imageDialog.uploading") : t("imageDialog.insert")}
        </Button>
      </div>
    </DialogForm>
  );
}
