import { BookOpen, Captions, ClipboardCheck, Languages, PlayCircle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { courseClaims, type ClaimKey } from "@/lib/courses/language-claims";
import type { CourseLanguages as Languages_ } from "@/lib/courses/types";

const ICONS: Record<ClaimKey, typeof PlayCircle> = {
  lessons: Languages,
  lessonsList: Languages,
  lessonsCounted: Languages,
  lessonsMany: Languages,
  lessonsOwnAndMore: Languages,
  assessment: ClipboardCheck,
  assessmentList: ClipboardCheck,
  assessmentCounted: ClipboardCheck,
  videos: PlayCircle,
  captions: Captions,
  captionsList: Captions,
  textLessons: BookOpen,
};

/**
 * What a buyer learns before paying, on the course page and the checkout: the languages of the lessons and of
 * the assessment, and video lectures (with their captions' languages) or text lessons. Rendered on the server
 * from the course's data (lib/courses/languages.ts).
 */
export function CourseLanguages({ languages, compact, className }: { languages: Languages_; compact?: boolean; className?: string }) {
  const t = useTranslations("CourseLanguages");
  const locale = useLocale();
  return (
    // Compact (the checkout): side by side in small print, so on a phone the card form stays in the first screenful.
    <ul aria-label={t("label")} className={`${compact ? "flex flex-wrap gap-x-4 gap-y-1 text-xs" : "space-y-1 text-sm"} ${className ?? ""}`} data-testid="course-languages">
      {courseClaims(languages, locale).map(({ key, values }) => {
        const Icon = ICONS[key];
        return (
          <li key={key} className={compact ? "flex items-center gap-1" : "flex items-start gap-2"}>
            <Icon aria-hidden className={`${compact ? "size-3.5" : "mt-0.5 size-4"} shrink-0 text-primary`} />
            <span>{t(key, values)}</span>
          </li>
        );
      })}
    </ul>
  );
}
