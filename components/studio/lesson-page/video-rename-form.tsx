"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { videoTitleSchema } from "@/lib/studio/video-title";

type Props = { initial: string; onSave: (title: string) => void; onCancel: () => void };

/** A video's new title, checked as the server checks it (1 to 200 characters); Escape cancels. */
export function VideoRenameForm({ initial, onSave, onCancel }: Props) {
  const t = useTranslations("StudioLesson.videos");
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = videoTitleSchema((key) => t(key)).safeParse(title);
        if (!checked.success) return setError(checked.error.issues[0]!.message);
        onSave(checked.data);
      }}
      onKeyDown={(event) => event.key === "Escape" && onCancel()}
    >
      <div className="min-w-48 flex-1 space-y-1.5">
        <Label htmlFor={`${id}-title`}>{t("newTitle")}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          dir="auto"
          maxLength={200}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm">
        {t("saveTitle")}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </form>
  );
}
