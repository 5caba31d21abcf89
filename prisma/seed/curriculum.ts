// Loads the course data files (prisma/seed/data/courses/NN-slug.json) into the database. Rows are matched
// by slug and by order, so re-running updates in place and keeps ids (and students' records) stable.
import fs from "node:fs";
import path from "node:path";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { sanitizeLessonHtml } from "../../lib/content/sanitize";
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
    /** `lesson`: 1-based index of the course lesson that teaches the question. */
    questions: { question: string; options: string[]; correct: number; lesson?: number }[];
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

/** JSON with object keys sorted: PostgreSQL's jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** True when any of `data`'s fields differs from the stored row (decimals compared as text, JSON by content). */
export function differs(row: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).some(([key, value]) =>
    value !== null && typeof value === "object" ? canonical(row[key]) !== canonical(value) : String(row[key] ?? null) !== String(value ?? null),
  );
}

/** The fields the data gives, in a fixed shape (the seed stores exactly these). */
function furtherReadingOf(course: CourseData): FurtherReading[] {
  return (course.furtherReading ?? []).map(({ author, title, publisher, year }) => ({
    author,
    title,
    ...(publisher === undefined ? {} : { publisher }),
    ...(year === undefined ? {} : { year }),
  }));
}

/** An assessment's own columns; the attempt cap only when the data sets it, so the database default stays otherwise. */
function assessmentFields(a: CourseData["assessments"][number], order: number) {
  return {
    order,
    title: a.title,
    type: a.type,
    timeLimit: a.timeLimit,
    passingScore: a.passingScore,
    questionsPerAttempt: a.questionsPerAttempt ?? null,
    ...(a.maxAttempts === undefined ? {} : { maxAttempts: a.maxAttempts }),
    ...(a.attemptWindowHours === undefined ? {} : { attemptWindowHours: a.attemptWindowHours }),
  };
}

/**
 * Questions past the data's pool are removed only when no attempt drew or answered them, so a student's
 * past result keeps its questions (a kept one stays in the pool until its attempts are gone).
 */
async function removeExtraQuestions(db: PrismaClient, assessmentId: string, poolSize: number) {
  const extra = await db.question.findMany({ where: { assessmentId, order: { gt: poolSize } }, select: { id: true } });
  for (const { id } of extra) {
    const rows = await db.$queryRaw<{ used: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "assessment_attempts" WHERE "assessmentId" = ${assessmentId}
        AND (${id} = ANY("questionIds") OR ("answers" -> ${id}) IS NOT NULL)) AS used`;
    if (!rows[0]?.used) await db.question.delete({ where: { id } });
  }
}

/** The rows of a course's assessments, questions and options; a question's `lesson` index becomes that lesson's id. */
function assessmentRows(course: CourseData, lessonIds: Map<number, string>) {
  return course.assessments.map((assessment, index) => ({
    data: assessmentFields(assessment, index + 1),
    questions: assessment.questions.map((q, qIndex) => ({
      data: { order: qIndex + 1, text: q.question, lessonId: q.lesson === undefined ? null : (lessonIds.get(q.lesson) ?? null) },
      options: q.options.map((text, oIndex) => ({ order: oIndex + 1, text, isCorrect: oIndex === q.correct })),
    })),
  }));
}

/**
 * Writes only what changed, so a second run changes nothing (not even updatedAt, which the lesson page
 * shows as "last updated"). A course seen for the first time is created in one nested write.
 */
export async function seedCurriculum(db: PrismaClient, courses: CourseData[]) {
  for (const course of courses) {
    const fields = {
      title: course.title,
      description: course.description,
      testament: course.testament,
      category: course.category,
      section: course.section ?? null,
      chapters: course.chapters ?? null,
      author: course.author ?? null,
      writtenDate: course.date ?? null,
      price: course.price,
      difficulty: course.difficulty,
      estimatedHours: estimatedHours(course),
      sortOrder: course.order,
      published: true,
      furtherReading: furtherReadingOf(course),
    };
    const lessons = course.lessons.map((lesson, index) => ({
      order: index + 1,
      title: lesson.title,
      content: sanitizeLessonHtml(lesson.content),
      estimatedMinutes: lesson.estimatedMinutes,
      isFreePreview: index === 0,
    }));
    const existing = await db.course.findUnique({
      where: { slug: course.slug },
      include: { lessons: true, assessments: { include: { questions: { include: { options: true } } } } },
    });
    if (!existing) {
      // Lessons first: questions point at them by id.
      const created = await db.course.create({ data: { slug: course.slug, ...fields, lessons: { create: lessons } }, include: { lessons: true } });
      const lessonIds = new Map(created.lessons.map((l) => [l.order, l.id]));
      for (const assessment of assessmentRows(course, lessonIds)) {
        await db.assessment.create({
          data: {
            courseId: created.id,
            ...assessment.data,
            questions: { create: assessment.questions.map((q) => ({ ...q.data, options: { create: q.options } })) },
          },
        });
      }
      continue;
    }

    const courseId = existing.id;
    if (differs(existing, fields)) await db.course.update({ where: { id: courseId }, data: fields });
    for (const lesson of lessons) {
      const row = existing.lessons.find((l) => l.order === lesson.order);
      if (!row) await db.lesson.create({ data: { courseId, ...lesson } });
      else if (differs(row, lesson)) await db.lesson.update({ where: { id: row.id }, data: lesson });
    }
    await db.lesson.deleteMany({ where: { courseId, order: { gt: lessons.length } } });
    const lessonIds = new Map((await db.lesson.findMany({ where: { courseId }, select: { id: true, order: true } })).map((l) => [l.order, l.id]));
    const assessments = assessmentRows(course, lessonIds);

    for (const assessment of assessments) {
      const row = existing.assessments.find((a) => a.order === assessment.data.order);
      const assessmentId = row
        ? row.id
        : (await db.assessment.create({ data: { courseId, ...assessment.data } })).id;
      if (row && differs(row, assessment.data)) await db.assessment.update({ where: { id: row.id }, data: assessment.data });
      for (const question of assessment.questions) {
        const qRow = row?.questions.find((q) => q.order === question.data.order);
        const questionId = qRow
          ? qRow.id
          : (await db.question.create({ data: { assessmentId, ...question.data } })).id;
        if (qRow && differs(qRow, question.data)) await db.question.update({ where: { id: qRow.id }, data: question.data });
        for (const option of question.options) {
          const oRow = qRow?.options.find((o) => o.order === option.order);
          if (!oRow) await db.questionOption.create({ data: { questionId, ...option } });
          else if (differs(oRow, option)) await db.questionOption.update({ where: { id: oRow.id }, data: option });
        }
      }
      await removeExtraQuestions(db, assessmentId, assessment.questions.length);
    }
    await db.assessment.deleteMany({ where: { courseId, order: { gt: assessments.length } } });
  }
}
