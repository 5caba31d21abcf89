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
    questions: { question: string; options: string[]; correct: number }[];
  }[];
};

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

/** True when any of `data`'s fields differs from the stored row (decimals compared as text). */
export function differs(row: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).some(([key, value]) => String(row[key] ?? null) !== String(value ?? null));
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
    };
    const lessons = course.lessons.map((lesson, index) => ({
      order: index + 1,
      title: lesson.title,
      content: sanitizeLessonHtml(lesson.content),
      estimatedMinutes: lesson.estimatedMinutes,
      isFreePreview: index === 0,
    }));
    const assessments = course.assessments.map(({ questions, ...assessment }, index) => ({
      data: { order: index + 1, ...assessment },
      questions: questions.map((q, qIndex) => ({
        data: { order: qIndex + 1, text: q.question },
        options: q.options.map((text, oIndex) => ({ order: oIndex + 1, text, isCorrect: oIndex === q.correct })),
      })),
    }));

    const existing = await db.course.findUnique({
      where: { slug: course.slug },
      include: { lessons: true, assessments: { include: { questions: { include: { options: true } } } } },
    });
    if (!existing) {
      await db.course.create({
        data: {
          slug: course.slug,
          ...fields,
          lessons: { create: lessons },
          assessments: {
            create: assessments.map((a) => ({
              ...a.data,
              questions: { create: a.questions.map((q) => ({ ...q.data, options: { create: q.options } })) },
            })),
          },
        },
      });
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
      await db.question.deleteMany({ where: { assessmentId, order: { gt: assessment.questions.length } } });
    }
    await db.assessment.deleteMany({ where: { courseId, order: { gt: assessments.length } } });
  }
}
