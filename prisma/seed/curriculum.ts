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

export function courseFileName(index: number, slug: string) {
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
    const { id: courseId } = await db.course.upsert({
      where: { slug: course.slug },
      create: { slug: course.slug, ...fields },
      update: fields,
    });

    for (const [index, lesson] of course.lessons.entries()) {
      const order = index + 1;
      const data = {
        title: lesson.title,
        content: sanitizeLessonHtml(lesson.content),
        estimatedMinutes: lesson.estimatedMinutes,
        isFreePreview: order === 1,
      };
      await db.lesson.upsert({
        where: { courseId_order: { courseId, order } },
        create: { courseId, order, ...data },
        update: data,
      });
    }
    await db.lesson.deleteMany({ where: { courseId, order: { gt: course.lessons.length } } });

    for (const [index, assessment] of course.assessments.entries()) {
      const order = index + 1;
      const { questions, ...data } = assessment;
      const { id: assessmentId } = await db.assessment.upsert({
        where: { courseId_order: { courseId, order } },
        create: { courseId, order, ...data },
        update: data,
      });
      for (const [qIndex, question] of questions.entries()) {
        const qOrder = qIndex + 1;
        const { id: questionId } = await db.question.upsert({
          where: { assessmentId_order: { assessmentId, order: qOrder } },
          create: { assessmentId, order: qOrder, text: question.question },
          update: { text: question.question },
        });
        for (const [oIndex, text] of question.options.entries()) {
          const oOrder = oIndex + 1;
          const isCorrect = oIndex === question.correct;
          await db.questionOption.upsert({
            where: { questionId_order: { questionId, order: oOrder } },
            create: { questionId, order: oOrder, text, isCorrect },
            update: { text, isCorrect },
          });
        }
      }
      await db.question.deleteMany({ where: { assessmentId, order: { gt: questions.length } } });
    }
    await db.assessment.deleteMany({ where: { courseId, order: { gt: course.assessments.length } } });
  }
}
