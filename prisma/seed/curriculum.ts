// The course data files (prisma/seed/data/courses/NN-slug.json): read and checked here; written to the database
// through the studio's save functions by ./curriculum-import.ts.
import fs from "node:fs";
import path from "node:path";
import { changedKeys } from "../../lib/studio/changes";
import { CATALOGUE, checkCourse } from "./curriculum-rules.mjs";

export type CourseData = {
  slug: string;
  order: number;
  title: string;
  description: string;
  testament: "Old" | "New" | null;
  category: "pastoral" | "leadership" | null;
  section?: string | null;
  chapters?: number | null;
  author?: string | null;
  date?: string | null;
  difficulty: "beginner" | "intermediate" | "advanced";
  price: string;
  lessons: { title: string; estimatedMinutes: number; content: string }[];
  assessments: {
    title: string;
    type: "quiz" | "midterm" | "final";
    timeLimit: number;
    passingScore: number;
    /** How many questions each attempt draws from the pool; missing: every question. */
    questionsPerAttempt?: number;
    /** The attempt cap; missing: the database defaults (3 in 24 hours). */
    maxAttempts?: number;
    attemptWindowHours?: number;
    /**
     * `lesson`: 1-based index of the course lesson that teaches the question; `kind: "interpret"`: the question
     * names or quotes a passage and asks what it means or how it applies (at least a quarter of a course's).
     */
    questions: { question: string; options: string[]; correct: number; lesson?: number; kind?: "interpret" }[];
  }[];
  furtherReading?: FurtherReading[];
};

export type FurtherReading = { author: string; title: string; publisher?: string; year?: number };

const DATA_DIR = path.join(__dirname, "data", "courses");

function courseFileName(index: number, slug: string) {
  return `${String(index + 1).padStart(2, "0")}-${slug}.json`;
}

/** Reads and checks every course file; throws with the full list of problems. */
export function loadCurriculum(): CourseData[] {
  const problems: string[] = [];
  const courses: CourseData[] = [];
  CATALOGUE.forEach(([slug], index) => {
    const file = courseFileName(index, slug);
    const full = path.join(DATA_DIR, file);
    if (!fs.existsSync(full)) {
      problems.push(`${file}: missing`);
      return;
    }
    const course = JSON.parse(fs.readFileSync(full, "utf8")) as CourseData;
    problems.push(...checkCourse(course, file, index));
    courses.push(course);
  });
  if (problems.length) throw new Error(`The curriculum data has problems:\n${problems.join("\n")}`);
  return courses;
}

/** Study time of a course: its lessons plus its assessments, to the nearest half hour. */
export function estimatedHours(course: CourseData): number {
  const minutes =
    course.lessons.reduce((sum, l) => sum + l.estimatedMinutes, 0) +
    course.assessments.reduce((sum, a) => sum + a.timeLimit, 0);
  return Math.max(0.5, Math.round(minutes / 30) / 2);
}

/** True when any of `data`'s fields differs from the stored row (decimals compared as text, JSON by content). */
export function differs(row: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return changedKeys(row, data).length > 0;
}

/** The fields the data gives, in a fixed shape (the seed stores exactly these). */
export function furtherReadingOf(course: CourseData): FurtherReading[] {
  return (course.furtherReading ?? []).map(({ author, title, publisher, year }) => ({
    author,
    title,
    ...(publisher === undefined ? {} : { publisher }),
    ...(year === undefined ? {} : { year }),
  }));
}
