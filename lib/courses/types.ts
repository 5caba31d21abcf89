// Plain course data handed from the server to client components and returned by the read APIs
// (SPEC section 3 field names). Never carries lesson content or correct answers.
export type TestamentKey = "Old" | "New";
export type CategoryKey = "pastoral" | "leadership";

export type CourseSummary = {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Decimal string with two places, e.g. "29.99". */
  price: string;
  totalLessons: number;
  estimatedHours: number;
  difficulty: "beginner" | "intermediate" | "advanced";
  testament: TestamentKey | null;
  category: CategoryKey | null;
  /** The book's section in the canon ("Law", "Pauline Epistles"); null for ministry courses. */
  section?: string | null;
  defaultLanguage: string;
  /** The cover uploaded in the studio (/api/images/cover/…); absent: the cover drawn from the course's data. */
  coverSrc?: string;
  /** Present when the course has a translation in the requested language. */
  translation?: { title: string; description: string | null };
  /** In which languages its lessons, assessment and captions are complete, and how many videos it has. */
  languages: CourseLanguages;
};

/**
 * Language codes, the course's own first: each list holds a language only when all of it is there (every
 * published lesson; every assessment title, question and option; every video's captions). Derived on the
 * server from the data (lib/courses/languages.ts).
 */
export type CourseLanguages = {
  lessons: string[];
  /** Empty when the course has no assessment to sit. */
  assessment: string[];
  /** Videos students see; 0 for a course of text lessons. */
  videos: number;
  /** Empty when it has no videos, or not every video has captions. */
  captions: string[];
};

export type LessonSummary = {
  id: string;
  title: string;
  estimatedMinutes: number;
  order: number;
  isFreePreview: boolean;
  updatedAt: string;
};

export type AssessmentSummary = {
  id: string;
  title: string;
  type: "quiz" | "midterm" | "final";
  totalQuestions: number;
  /** Minutes. */
  timeLimit: number;
  passingScore: number;
};

/** One work of a course's further reading, cited as the data gives it (titles in their own language). */
export type FurtherReadingEntry = {
  author: string;
  title: string;
  publisher?: string;
  year?: number;
  /** BCP 47 code of the title's language ("en" unless the data says otherwise). */
  language: string;
};

/** Text shown in the reader's language, or in `lang` (English, the original) where it has no translation. */
export type LocalizedText<T> = { value: T; lang?: string };

/** Someone who teaches a course, as the course page introduces them. */
export type CourseTeacher = {
  id: string;
  name: string;
  /** A portrait; null: the page draws a monogram from the name. */
  photoUrl: string | null;
  /** Degrees and posts, in the reader's language or English (marked as such); null when none are given. */
  credentials: LocalizedText<string> | null;
  /** Short biography; null when the instructor has no profile yet. */
  bio: LocalizedText<string> | null;
  /** A fictional person of the demo faculty: pages mark it, structured data leaves it out. */
  sample: boolean;
};

export type CourseDetail = CourseSummary & {
  /** "What you'll learn"; an empty list when the course has none. */
  outcomes: LocalizedText<string[]>;
  /** The teachers with their profiles, for "Taught by". */
  teachers: CourseTeacher[];
  lessons: LessonSummary[];
  assessments: AssessmentSummary[];
  furtherReading: FurtherReadingEntry[];
  updatedAt: string;
  /**
   * When the English changed, if the course's translation into the page's language was saved before that (the
   * page says the translation may be out of date); null or absent otherwise.
   */
  translationOutdatedSince?: string | null;
};
