import "server-only";
import { db } from "@/lib/db";
import { defaultLocale } from "@/lib/i18n/locales";

// Assessment questions in the student's language: a mapping over what lib/assessments has already drawn,
// ordered and decided (which questions, in which order, which option is correct) – only the texts change.
// A question or option without a translation keeps its English text.

type Texts = { questions: Map<string, string>; options: Map<string, string>; lessons: Map<string, string> };

async function textsIn(language: string, questionIds: string[], optionIds: string[], lessonIds: string[] = []): Promise<Texts> {
  const where = { languageCode: language };
  const [questions, options, lessons] = await Promise.all([
    db.questionTranslation.findMany({ where: { ...where, questionId: { in: questionIds } }, select: { questionId: true, text: true } }),
    db.questionOptionTranslation.findMany({ where: { ...where, optionId: { in: optionIds } }, select: { optionId: true, text: true } }),
    lessonIds.length
      ? db.lessonTranslation.findMany({ where: { ...where, lessonId: { in: lessonIds } }, select: { lessonId: true, title: true } })
      : [],
  ]);
  return {
    questions: new Map(questions.filter((q) => q.text.trim()).map((q) => [q.questionId, q.text])),
    options: new Map(options.filter((o) => o.text.trim()).map((o) => [o.optionId, o.text])),
    lessons: new Map(lessons.filter((l) => l.title.trim()).map((l) => [l.lessonId, l.title])),
  };
}

type SittingQuestion = { id: string; question: string; options: { id: string; text: string }[]; lesson?: { id: string; title: string } | null };

/**
 * Questions as the browser gets them (QuestionDto while sitting, ReviewQuestion in a result) with their texts,
 * and a result's lesson titles, in `language` where translated.
 */
export async function translateQuestions<Q extends SittingQuestion>(questions: Q[], language: string): Promise<Q[]> {
  if (language === defaultLocale || !questions.length) return questions;
  const lessonIds = questions.flatMap((q) => (q.lesson ? [q.lesson.id] : []));
  const texts = await textsIn(language, questions.map((q) => q.id), questions.flatMap((q) => q.options.map((o) => o.id)), lessonIds);
  return questions.map((q) => ({
    ...q,
    question: texts.questions.get(q.id) ?? q.question,
    ...(q.lesson ? { lesson: { ...q.lesson, title: texts.lessons.get(q.lesson.id) ?? q.lesson.title } } : {}),
    options: q.options.map((o) => ({ ...o, text: texts.options.get(o.id) ?? o.text })),
  }));
}

type View = { status: string; questions?: SittingQuestion[]; review?: { questions: SittingQuestion[] } };

/** An attempt as POST /api/assessment-attempts answers it (under way or submitted), its texts in `language`. */
export async function translateAttemptView<V extends View>(view: V, language: string): Promise<V> {
  if ("questions" in view && view.questions) return { ...view, questions: await translateQuestions(view.questions, language) };
  if ("review" in view && view.review) return { ...view, review: { ...view.review, questions: await translateQuestions(view.review.questions, language) } };
  return view;
}

type State<A, R> = { attempt: A | null; lastResult: R | null };

/** The assessment page's state (AssessmentState) with its questions in the page's language. */
export async function translateAssessmentState<A extends View, R extends View, S extends State<A, R>>(state: S, language: string): Promise<S> {
  const [attempt, lastResult] = await Promise.all([
    state.attempt && translateAttemptView(state.attempt, language),
    state.lastResult && translateAttemptView(state.lastResult, language),
  ]);
  return { ...state, attempt, lastResult };
}
