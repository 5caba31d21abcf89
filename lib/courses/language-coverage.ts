import { locales } from "@/lib/i18n/locales";
import type { CourseLanguages } from "./types";

// Which languages a course can honestly be said to be "in". A language counts only when every unit has it: every
// published lesson (for the lessons), every title, question and option in the pool (for the assessment), every
// video students see (for the captions). Half a course in Arabic is a course in English with some Arabic.

/** Units per language: `total` units in all, `translated[code]` of them in that language. */
export type Coverage = { total: number; translated: Record<string, number> };

/** The languages every unit is in: the course's own first (its original), then the others in the picker's order. */
export function coveredLanguages({ total, translated }: Coverage, own: string): string[] {
  if (total === 0) return [];
  const others = locales.filter((code) => code !== own && (translated[code] ?? 0) >= total);
  return [own, ...others];
}

/** What a course page, card and checkout say about its languages and videos, from the counts of one course. */
export function courseLanguages(
  own: string,
  counts: { lessons: Coverage; assessment: Coverage; videos: number; captioned: Record<string, number> },
): CourseLanguages {
  return {
    lessons: coveredLanguages(counts.lessons, own),
    assessment: coveredLanguages(counts.assessment, own),
    videos: counts.videos,
    // Captions are not the course's own text: only the languages every video has captions in.
    captions: counts.videos === 0 ? [] : locales.filter((code) => (counts.captioned[code] ?? 0) >= counts.videos),
  };
}

/** A course with no published lesson yet, or one the counts do not know: nothing is claimed. */
export const NO_LANGUAGES: CourseLanguages = { lessons: [], assessment: [], videos: 0, captions: [] };
