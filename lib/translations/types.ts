import type { OutdatedMark } from "./outdated";

// Plain data the translations page, its client components and GET /api/courses/{id}/localized share.
export type CourseText = { title: string; description: string | null };

/** One course as the translations page and GET /api/courses/{id}/localized show it. */
export type LocalizedCourse = {
  id: string;
  slug: string;
  /** In `language` when translated, otherwise the original. */
  title: string;
  description: string;
  defaultLanguage: string;
  /** The language `title` and `description` are in: the requested one, or the original's as a fallback. */
  language: string;
  /** The stored translation in the requested language, if any (a null description keeps the original). */
  translation: CourseText | null;
  /** The original (English) title and description. */
  original: { title: string; description: string };
  /** On the translations screen: set when the English changed after the translation was saved. */
  outdated?: OutdatedMark | null;
};
