import { languageList, languageName } from "@/lib/i18n/language-names";
import type { CourseLanguages } from "./types";

// What the card, the course page and the checkout say about a course's languages and format: a message of the
// CourseLanguages namespace and its values, chosen from the data only. A course without videos is called text
// lessons with Scripture at hand, never video; a language is named only where all of the course is in it.

export type ClaimKey =
  | "lessons"
  | "lessonsList"
  | "lessonsCounted"
  | "lessonsMany"
  | "lessonsOwnAndMore"
  | "assessment"
  | "assessmentList"
  | "assessmentCounted"
  | "videos"
  | "captions"
  | "captionsList"
  | "textLessons";

export type Claim = { key: ClaimKey; values: Record<string, string | number> };

/** Up to this many languages are named in full on a page; more are counted, then named. */
const NAMED = 3;

/** One language and a list have messages of their own: some languages word them differently (Arabic, Russian). */
function inLanguages(codes: string[], locale: string, key: "lessons" | "assessment" | "captions"): Claim | null {
  if (codes.length === 0) return null;
  const languages = languageList(codes, locale);
  if (codes.length === 1) return { key, values: { languages } };
  if (codes.length <= NAMED || key === "captions") return { key: `${key}List`, values: { languages } };
  return { key: `${key}Counted`, values: { count: codes.length, languages } };
}

/**
 * The card's one line: 'Lessons in English', 'Lessons in English and Arabic', 'Lessons in Arabic and 11 other
 * languages' (the page's language first, when the course has it), 'Lessons in 12 languages'; null: no lesson yet.
 */
export function cardLessonClaim({ lessons }: CourseLanguages, locale: string): Claim | null {
  if (lessons.length <= 2) return inLanguages(lessons, locale, "lessons");
  if (lessons.includes(locale)) return { key: "lessonsOwnAndMore", values: { language: languageName(locale, locale), count: lessons.length - 1 } };
  return { key: "lessonsMany", values: { count: lessons.length } };
}

/** The course page's and checkout's lines: lessons, assessment (when there is one), then videos and captions or text. */
export function courseClaims(languages: CourseLanguages, locale: string): Claim[] {
  const media: (Claim | null)[] =
    languages.videos > 0
      ? [{ key: "videos", values: { count: languages.videos } }, inLanguages(languages.captions, locale, "captions")]
      : [{ key: "textLessons", values: {} }];
  return [inLanguages(languages.lessons, locale, "lessons"), inLanguages(languages.assessment, locale, "assessment"), ...media].filter(
    (claim): claim is Claim => claim !== null,
  );
}
