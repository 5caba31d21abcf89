import "server-only";
import type { z } from "zod";
import { furtherReadingEntrySchema } from "@/lib/courses/further-reading";
import { db } from "@/lib/db";
import type { CourseState, LessonState } from "@/lib/generated/prisma/enums";
import { fullName } from "@/lib/users/full-name";

// What the course editor shows of one course: its fields as the studio saves them (the course's own language,
// not a translation), its lessons in order with their state, and its assessments with their pools. Read for
// staff only: the page has checked access (lib/studio/access.ts) before calling.

export type EditorCourse = {
  id: string;
  title: string;
  slug: string;
  description: string;
  testament: "Old" | "New" | null;
  category: "pastoral" | "leadership" | null;
  section: string | null;
  chapters: number | null;
  author: string | null;
  writtenDate: string | null;
  difficulty: "beginner" | "intermediate" | "advanced";
  /** Two decimals, e.g. "29.99". */
  price: string;
  estimatedHours: number;
  outcomes: string[];
  furtherReading: FurtherReadingInput[];
  instructorIds: string[];
  state: CourseState;
  coverKey: string | null;
  defaultLanguage: string;
};
export type EditorLesson = { id: string; title: string; state: LessonState; /** Saved text not yet published. */ hasDraft: boolean };
export type EditorAssessment = {
  id: string;
  title: string;
  type: "quiz" | "midterm" | "final";
  /** Questions not retired: what attempts draw from. */
  poolSize: number;
  /** null: every question of the pool. */
  questionsPerAttempt: number | null;
};
export type CourseEditorData = { course: EditorCourse; lessons: EditorLesson[]; assessments: EditorAssessment[] };

const readingEntry = furtherReadingEntrySchema();
type FurtherReadingInput = z.output<typeof readingEntry>;

/** The outcomes as strings, the readings as stored (an entry without a language keeps none, so saving changes nothing). */
const outcomesOf = (json: unknown) => (Array.isArray(json) ? json.filter((item): item is string => typeof item === "string") : []);
const readingsOf = (json: unknown) => (Array.isArray(json) ? json.flatMap((item) => { const parsed = readingEntry.safeParse(item); return parsed.success ? [parsed.data] : []; }) : []);

export async function courseForEditor(courseId: string): Promise<CourseEditorData | null> {
  const row = await db.course.findUnique({
    where: { id: courseId },
    include: {
      instructors: { select: { userId: true } },
      lessons: { orderBy: { order: "asc" }, select: { id: true, title: true, state: true, draftRevisionId: true } },
      assessments: {
        orderBy: { order: "asc" },
        select: { id: true, title: true, type: true, questionsPerAttempt: true, _count: { select: { questions: { where: { retiredAt: null } } } } },
      },
    },
  });
  if (!row) return null;
  return {
    course: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      testament: row.testament,
      category: row.category,
      section: row.section,
      chapters: row.chapters,
      author: row.author,
      writtenDate: row.writtenDate,
      difficulty: row.difficulty,
      price: row.price.toFixed(2),
      estimatedHours: row.estimatedHours.toNumber(),
      outcomes: outcomesOf(row.outcomes),
      furtherReading: readingsOf(row.furtherReading),
      instructorIds: row.instructors.map((i) => i.userId),
      state: row.state,
      coverKey: row.coverKey,
      defaultLanguage: row.defaultLanguage,
    },
    lessons: row.lessons.map((l) => ({ id: l.id, title: l.title, state: l.state, hasDraft: l.draftRevisionId !== null })),
    assessments: row.assessments.map((a) => ({ id: a.id, title: a.title, type: a.type, poolSize: a._count.questions, questionsPerAttempt: a.questionsPerAttempt })),
  };
}

export type InstructorOption = { id: string; name: string; email: string };

/** Everyone an admin may assign to teach a course: current instructor accounts, by name. */
export async function instructorOptions(): Promise<InstructorOption[]> {
  const users = await db.user.findMany({
    where: { role: "instructor", deletedAt: null },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    select: { id: true, firstName: true, lastName: true, nameOrder: true, email: true },
  });
  return users.map((u) => ({ id: u.id, name: fullName(u), email: u.email }));
}
