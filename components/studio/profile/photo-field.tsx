"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { monogramDataUrl } from "@/components/course/monogram";
import { Button } from "@/components/ui/button";
import { IMAGE_TYPES } from "@/lib/images/rules";
import { uploadPhoto, type PhotoUploadError } from "./upload-photo";

/** The photo as the form will save it: as stored, a newly uploaded one, or none. */
export type PhotoChoice = { kind: "keep"; src: string | null } | { kind: "new"; key: string; src: string } | { kind: "remove" };

/** What the save sends for a choice: nothing (keep), null (remove) or the new photo's key. */
export const photoKeyOf = (choice: PhotoChoice) => (choice.kind === "new" ? choice.key : choice.kind === "remove" ? null : undefined);

const PREVIEW = 96;

type Props = {
  /** The name shown, for the monogram drawn where there is no photo. */
  name: string;
  choice: PhotoChoice;
  onChoice: (choice: PhotoChoice) => void;
  /** The server's refusal of the key, if any. */
  serverError?: string;
  disabled?: boolean;
};

/** The portrait: its preview, a button that uploads a picture through the studio's image route, and removal. */
export function PhotoField({ name, choice, onChoice, serverError, disabled }: Props) {
  const t = useTranslations("StudioProfile");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<PhotoUploadError | null>(null);
  const src = choice.kind === "remove" ? null : choice.src;
  const error = uploadError ? t(uploadError) : serverError;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, choice.kind !== "keep" ? `${id}-state` : null].filter(Boolean).join(" ");

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadPhoto(file);
    setUploading(false);
    if (input.current) input.current.value = "";
    if (result.ok) onChoice({ kind: "new", key: result.key, src: result.src });
    else setUploadError(result.error);
  }

  return (
    <fieldset className="space-y-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{t("photoHeading")}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a stored 480 px portrait or a data: monogram: nothing to optimise */}
        <img
          src={src ?? monogramDataUrl(name || "?")}
          alt={src ? t("photoAlt") : t("monogramAlt")}
          width={PREVIEW}
          height={PREVIEW}
          className="size-24 shrink-0 rounded-full border [object-fit:cover]"
          data-testid="profile-photo-preview"
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void upload(event.target.files?.[0])}
            data-testid="profile-photo-input"
          />
          <Button type="button" variant="outline" disabled={disabled || uploading} aria-describedby={describedBy} aria-invalid={Boolean(error)} onClick={() => input.current?.click()}>
            {uploading ? t("uploading") : src ? t("replacePhoto") : t("uploadPhoto")}
          </Button>
          {src ? (
            <Button type="button" variant="ghost" disabled={disabled || uploading} onClick={() => (setUploadError(null), onChoice({ kind: "remove" }))}>
              {t("removePhoto")}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("photoHint")}
      </p>
      {choice.kind !== "keep" ? (
        <p id={`${id}-state`} role="status" className="text-sm text-muted-foreground">
          {choice.kind === "new" ? t("photoNew") : t("photoRemoved")}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
