"use client";

import { ImagePlus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/lib/i18n/navigation";
import { setCourseCoverAction } from "@/lib/studio/course-actions";
import { COVER_TYPES, coverFileProblem, uploadCover, type CoverProblem } from "./cover-upload";
import { ERROR_CLASS, HINT_CLASS } from "./field-styles";

type Props = { courseId: string; /** The uploaded cover's address, or null. */ uploadedSrc: string | null; /** The cover drawn from the course's data. */ drawnSrc: string };

/**
 * The course's cover: the one drawn from its data (the default), or an uploaded picture (JPEG, PNG, WebP or GIF up
 * to 5 MB, cropped to the catalogue card's 16:9 by the server). Saved as soon as it is uploaded or removed.
 */
export function CoverField({ courseId, uploadedSrc, drawnSrc }: Props) {
  const t = useTranslations("CourseEditor");
  const locale = useLocale();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CoverProblem | null>(null);
  const [status, setStatus] = useState("");

  async function save(key: string | null) {
    const result = await setCourseCoverAction(locale, courseId, key).catch(() => null);
    if (!result?.ok) {
      setProblem("coverFailed");
      return;
    }
    setStatus(t(key ? "coverSaved" : "coverRemoved"));
    router.refresh();
  }

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    setStatus("");
    const early = coverFileProblem(file);
    if (early) {
      setProblem(early);
      return;
    }
    setBusy(true);
    const uploaded = await uploadCover(file);
    if ("problem" in uploaded) setProblem(uploaded.problem);
    else await save(uploaded.key);
    setBusy(false);
    if (input.current) input.current.value = "";
  }

  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <section className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("cover")}
      </h2>
      <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_1fr] md:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- a stored WebP or a drawn SVG: nothing for next/image to do */}
        <img src={uploadedSrc ?? drawnSrc} alt={t(uploadedSrc ? "coverUploadedAlt" : "coverDrawnAlt")} width={640} height={360} className="h-auto w-full rounded-md border" data-testid="editor-cover" />
        <div className="space-y-3">
          <p className="text-sm">{t(uploadedSrc ? "coverIsUploaded" : "coverIsDrawn")}</p>
          <p id={`${id}-hint`} className={HINT_CLASS}>
            {t("coverHint")}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={id}
              type="file"
              accept={COVER_TYPES.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-label={t("cover")}
              aria-describedby={describedBy}
              aria-invalid={Boolean(problem)}
              disabled={busy}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <Button type="button" variant="outline" className="min-h-11" disabled={busy} onClick={() => input.current?.click()} aria-describedby={describedBy}>
              <ImagePlus className="size-4" aria-hidden />
              {busy ? t("coverUploading") : t(uploadedSrc ? "coverReplace" : "coverUpload")}
            </Button>
            {uploadedSrc ? (
              <Button type="button" variant="ghost" className="min-h-11" disabled={busy} onClick={() => void save(null)}>
                {t("coverUseDrawn")}
              </Button>
            ) : null}
          </div>
          {problem ? (
            <p id={`${id}-error`} role="alert" className={ERROR_CLASS}>
              {t(problem)}
            </p>
          ) : null}
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}
