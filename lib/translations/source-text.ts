import { z } from "zod";
import { courseSourceHash, lessonSourceHash, questionSourceHash, type CourseSource, type LessonSource, type QuestionSource } from "./source-hash";

// The English a translation was made from, kept beside its hash (Course-, Lesson- and
// QuestionTranslation.sourceText) when the translation is saved: the hash says that the English has changed
// since, this text says what changed (lib/translations/english-changes.ts). It is the same object the hash is
// computed from. Null for a translation saved before it was kept, or whose English had already changed then.

const courseSource = z.object({ title: z.string(), description: z.string(), outcomes: z.array(z.string()) });
const lessonSource = z.object({ title: z.string(), content: z.string() });
const questionSource = z.object({ text: z.string(), explanation: z.string().nullable(), options: z.array(z.string()) });

const reader =
  <T>(schema: z.ZodType<T>) =>
  (json: unknown): T | null => {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  };

export const readCourseSource: (json: unknown) => CourseSource | null = reader(courseSource);
export const readLessonSource: (json: unknown) => LessonSource | null = reader(lessonSource);
export const readQuestionSource: (json: unknown) => QuestionSource | null = reader(questionSource);

/** What a saved translation keeps of its English: the hash and the text (new arrays: the caller's are not kept). */
export const courseSourceColumns = (english: CourseSource) => ({
  sourceHash: courseSourceHash(english),
  sourceText: { title: english.title, description: english.description, outcomes: [...english.outcomes] },
});
export const lessonSourceColumns = (english: LessonSource) => ({ sourceHash: lessonSourceHash(english), sourceText: { title: english.title, content: english.content } });
export const questionSourceColumns = (english: QuestionSource) => ({
  sourceHash: questionSourceHash(english),
  sourceText: { text: english.text, explanation: english.explanation, options: [...english.options] },
});
