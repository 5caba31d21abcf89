// The course form's values as the inputs hold them (text, even for numbers), and the payload the server's schema
// reads (lib/studio/course-schema.ts), both ways. Kept apart from the form so the conversions are tested alone.

import type { EditorCourse } from "@/lib/studio/course-editor-data";

export const COURSE_GROUPS = ["Old", "New", "pastoral", "leadership"] as const;
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export const STATES = ["draft", "published", "archived"] as const;

export type CourseState = (typeof STATES)[number];
export type ReadingValues = { author: string; title: string; year: string; publisher: string; /** Kept as stored, not edited here. */ language?: string };

export type CourseFormValues = {
  title: string;
  slug: string;
  description: string;
  /** A testament (Old, New) or a ministry category (pastoral, leadership): one select, as a course has exactly one. */
  group: "" | (typeof COURSE_GROUPS)[number];
  section: string;
  chapters: string;
  author: string;
  writtenDate: string;
  difficulty: "" | (typeof DIFFICULTIES)[number];
  price: string;
  estimatedHours: string;
  outcomes: { text: string }[];
  furtherReading: ReadingValues[];
  instructorIds: string[];
  state: CourseState;
};

/** A course as the editor reads it (lib/studio/course-editor-data.ts), in plain data. */
export type CourseFields = Omit<EditorCourse, "id" | "coverKey" | "defaultLanguage">;

export const EMPTY_READING: ReadingValues = { author: "", title: "", year: "", publisher: "" };

export const emptyCourseValues = (): CourseFormValues => ({
  title: "",
  slug: "",
  description: "",
  group: "",
  section: "",
  chapters: "",
  author: "",
  writtenDate: "",
  difficulty: "",
  price: "",
  estimatedHours: "",
  outcomes: [],
  furtherReading: [],
  instructorIds: [],
  state: "draft",
});

export function courseValues(course: CourseFields): CourseFormValues {
  return {
    title: course.title,
    slug: course.slug,
    description: course.description,
    group: course.testament ?? course.category ?? "",
    section: course.section ?? "",
    chapters: course.chapters === null ? "" : String(course.chapters),
    author: course.author ?? "",
    writtenDate: course.writtenDate ?? "",
    difficulty: course.difficulty,
    price: course.price,
    estimatedHours: String(course.estimatedHours),
    outcomes: course.outcomes.map((text) => ({ text })),
    furtherReading: course.furtherReading.map((r) => ({
      author: r.author,
      title: r.title,
      year: r.year === undefined ? "" : String(r.year),
      publisher: r.publisher ?? "",
      ...(r.language ? { language: r.language } : {}),
    })),
    instructorIds: course.instructorIds,
    state: course.state,
  };
}

/** Text to a number for the schema: empty is "none"; anything else is Number(text), NaN included, so the schema refuses it with its message. */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

/** The payload for the server's schema; instructors only when the user may assign them (admins). */
export function coursePayload(values: CourseFormValues, { withInstructors }: { withInstructors: boolean }) {
  const group = values.group || null;
  return {
    title: values.title,
    slug: values.slug,
    description: values.description,
    testament: group === "Old" || group === "New" ? group : null,
    category: group === "pastoral" || group === "leadership" ? group : null,
    section: values.section,
    chapters: numberOrNull(values.chapters),
    author: values.author,
    writtenDate: values.writtenDate,
    difficulty: values.difficulty || undefined,
    price: values.price,
    ...(values.estimatedHours.trim() === "" ? {} : { estimatedHours: Number(values.estimatedHours.trim()) }),
    outcomes: values.outcomes.map((o) => o.text),
    furtherReading: values.furtherReading.map((r) => ({
      author: r.author,
      title: r.title,
      ...(r.publisher.trim() ? { publisher: r.publisher } : {}),
      ...(r.year.trim() ? { year: Number(r.year.trim()) } : {}),
      ...(r.language ? { language: r.language } : {}),
    })),
    ...(withInstructors ? { instructorIds: values.instructorIds } : {}),
    state: values.state,
  };
}

/** The form field a payload path's message belongs under ("outcomes.2" → "outcomes.2.text", "testament" → "group"). */
export function formPath(payloadPath: string): string {
  const [head, index] = payloadPath.split(".");
  if (head === "testament" || head === "category") return "group";
  if (head === "outcomes") return index === undefined ? "outcomes" : `outcomes.${index}.text`;
  if (head === "instructorIds") return "instructorIds";
  return payloadPath || "root";
}

/** A first address from the title ("Church History I" → "church-history-i"); empty when the title has no Latin letters. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
