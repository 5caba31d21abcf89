// Writes the curriculum (./curriculum.ts) through the studio's save functions, the one way content gets in: a
// seeded course is the same kind of thing as one made in the studio. Rows are matched by slug and by order, so
// re-running updates in place and keeps ids (and students' records) stable. Each course is read once with its
// lessons and pool and compared here; a save function is called only for what differs, so a second run writes
// nothing (not even updatedAt, which the lesson page shows as "last updated") and stays as quick as before.
// A course staff edited in the studio (editedAt set) is left alone, whatever the files say.
import { sanitizeLessonHtml } from "../../lib/content/sanitize";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { SEED_ACTOR } from "../../lib/studio/actor";
import { changedKeys } from "../../lib/studio/changes";
import { englishStudio } from "../../lib/studio/messages";
import { courseDiffers, createCourse, updateCourse } from "../../lib/studio/course-save";
import { createLessons, deleteLesson, saveLessonContent, saveLessonSettings } from "../../lib/studio/lesson-save";
import { assessmentSchema } from "../../lib/studio/question-schema";
import { createAssessment, createQuestions, removeQuestion, setQuestionRetired, updateAssessment, updateQuestion } from "../../lib/studio/question-save";
import { estimatedHours, furtherReadingOf, type CourseData } from "./curriculum";

export type CurriculumOptions = {
  /** English outcomes ("What you'll learn") by course slug (./outcomes.ts); a course without any gets []. */
  outcomes?: Record<string, string[]>;
  log?: (line: string) => void;
};

/** The course editor's payload for a course file: published, as every seeded course is. */
function courseInput(course: CourseData, outcomes: string[]) {
  return {
    title: course.title,
    slug: course.slug,
    description: course.description,
    testament: course.testament,
    category: course.category,
    section: course.section ?? null,
    chapters: course.chapters ?? null,
    author: course.author ?? null,
    writtenDate: course.date ?? null,
    difficulty: course.difficulty,
    price: course.price,
    estimatedHours: estimatedHours(course),
    sortOrder: course.order,
    outcomes,
    furtherReading: furtherReadingOf(course),
    state: "published" as const,
  };
}

type StoredCourse = NonNullable<Awaited<ReturnType<typeof readCourse>>>;

function readCourse(db: PrismaClient, slug: string) {
  return db.course.findUnique({
    where: { slug },
    include: {
      lessons: { orderBy: { order: "asc" } },
      assessments: { orderBy: { order: "asc" }, include: { questions: { orderBy: { order: "asc" }, include: { options: { orderBy: { order: "asc" } } } } } },
    },
  });
}

/** Creates or updates each lesson of the file by order; lessons past the file's are deleted. */
async function importLessons(db: PrismaClient, courseId: string, course: CourseData, stored: StoredCourse["lessons"]) {
  const added = [];
  for (const [index, lesson] of course.lessons.entries()) {
    const order = index + 1;
    const text = { title: lesson.title, html: lesson.content };
    const settings = { estimatedMinutes: lesson.estimatedMinutes, isFreePreview: index === 0 };
    const row = stored.find((l) => l.order === order);
    if (!row) {
      added.push({ ...text, ...settings, order });
      continue;
    }
    const live = row.state === "published" && !row.draftRevisionId && row.title === lesson.title && row.content === sanitizeLessonHtml(lesson.content).trim();
    if (!live) await saveLessonContent(row.id, text, SEED_ACTOR, { publish: true });
    if (row.estimatedMinutes !== settings.estimatedMinutes || row.isFreePreview !== settings.isFreePreview) await saveLessonSettings(row.id, settings, SEED_ACTOR);
  }
  if (added.length) await createLessons(courseId, added, SEED_ACTOR, { publish: true });
  const extra = stored.filter((l) => l.order > course.lessons.length);
  for (const row of extra) await deleteLesson(row.id, SEED_ACTOR);
  // The lessons as they stand now: read again only when this run added or deleted some.
  const ids = added.length || extra.length ? await db.lesson.findMany({ where: { courseId }, select: { id: true, order: true } }) : stored;
  return new Map(ids.map((l) => [l.order, l.id]));
}

/** An assessment's settings as the file gives them (the attempt cap only when it sets one). */
function assessmentInput(a: CourseData["assessments"][number]) {
  return {
    title: a.title,
    type: a.type,
    timeLimit: a.timeLimit,
    passingScore: a.passingScore,
    questionsPerAttempt: a.questionsPerAttempt ?? null,
    ...(a.maxAttempts === undefined ? {} : { maxAttempts: a.maxAttempts }),
    ...(a.attemptWindowHours === undefined ? {} : { attemptWindowHours: a.attemptWindowHours }),
  };
}

type StoredQuestion = StoredCourse["assessments"][number]["questions"][number];
type QuestionFile = CourseData["assessments"][number]["questions"][number];

/** Whether the stored question is the file's: text, lesson, options and the keyed one, in the pool. */
function sameQuestion(row: StoredQuestion, q: QuestionFile, lessonId: string | null) {
  return (
    row.retiredAt === null &&
    row.text === q.question.trim() &&
    row.lessonId === lessonId &&
    row.options.length === q.options.length &&
    row.options.every((o, i) => o.order === i + 1 && o.text === q.options[i]!.trim() && o.isCorrect === (i === q.correct))
  );
}

/**
 * The file's assessments and pools by order. A question dropped from the file is deleted, or retired when an
 * attempt drew or answered it (its result still shows it); assessments past the file's are left to staff.
 */
async function importAssessments(courseId: string, course: CourseData, stored: StoredCourse["assessments"], lessonIds: Map<number, string>) {
  const t = englishStudio();
  for (const [index, assessment] of course.assessments.entries()) {
    const order = index + 1;
    const settings = assessmentInput(assessment);
    const row = stored.find((a) => a.order === order);
    const assessmentId = row ? row.id : (await createAssessment(courseId, { ...settings, order }, SEED_ACTOR)).assessmentId;
    if (row && changedKeys(row, assessmentSchema(t).parse(settings)).length) await updateAssessment(row.id, settings, SEED_ACTOR);
    const added = [];
    for (const [qIndex, q] of assessment.questions.entries()) {
      const lessonId = q.lesson === undefined ? null : (lessonIds.get(q.lesson) ?? null);
      const input = { text: q.question, options: q.options, correct: q.correct, lessonId };
      const qRow = row?.questions.find((x) => x.order === qIndex + 1);
      if (!qRow) added.push({ ...input, order: qIndex + 1 });
      else if (!sameQuestion(qRow, q, lessonId)) {
        await updateQuestion(qRow.id, input, SEED_ACTOR);
        if (qRow.retiredAt) await setQuestionRetired(qRow.id, false, SEED_ACTOR);
      }
    }
    if (added.length) await createQuestions(assessmentId, added, SEED_ACTOR);
    for (const extra of row?.questions.filter((x) => x.order > assessment.questions.length && !x.retiredAt) ?? []) await removeQuestion(extra.id, SEED_ACTOR);
  }
}

/** Imports every course file; answers how many courses were left alone because staff edited them. */
export async function seedCurriculum(db: PrismaClient, courses: CourseData[], { outcomes = {}, log = console.log }: CurriculumOptions = {}): Promise<number> {
  let kept = 0;
  for (const course of courses) {
    const input = courseInput(course, outcomes[course.slug] ?? []);
    const existing = await readCourse(db, course.slug);
    if (existing?.editedAt) {
      log(`course "${course.slug}": edited in the studio on ${existing.editedAt.toISOString()}, left as it is`);
      kept++;
      continue;
    }
    if (existing && courseDiffers(existing, input)) await updateCourse(existing.id, input, SEED_ACTOR);
    const courseId = existing ? existing.id : (await createCourse(input, SEED_ACTOR)).id;
    const lessonIds = await importLessons(db, courseId, course, existing?.lessons ?? []);
    await importAssessments(courseId, course, existing?.assessments ?? [], lessonIds);
  }
  return kept;
}
