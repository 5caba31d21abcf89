// What a language still lacks of a course for issue 32's "complete": every lesson, every question of every pool with
// all its options, the assessment titles (data/assessment-titles.json), and the captions of the course's videos
// (media/sample-lecture.<language>.vtt, cue for cue on the English timings).
import { translatedAssessmentTitle } from "../assessment-titles";
import type { CourseData } from "../curriculum";
import type { FullTranslation } from "../lesson-translations";

const isText = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/** The cue timings of a WebVTT file, in order ("00:00:00.000 --> 00:00:05.000"). */
export function cueTimings(vtt: string): string[] {
  return vtt
    .split(/\r?\n/)
    .map((line) => /^(\S+ --> \S+)/.exec(line.trim())?.[1])
    .filter((timing): timing is string => Boolean(timing));
}

/** Whether a language's caption file follows the English one cue for cue, every cue with text. */
export function captionsMatch(english: string, translated: string | null): boolean {
  if (translated === null || !/^WEBVTT/.test(translated.replace(/^\uFEFF/, ""))) return false;
  const cues = translated.split(/\r?\n\r?\n/).filter((block) => block.includes("-->"));
  const textOfEveryCue = cues.every((block) => block.split(/\r?\n/).some((line, i, lines) => i > lines.findIndex((l) => l.includes("-->")) && isText(line)));
  return textOfEveryCue && JSON.stringify(cueTimings(english)) === JSON.stringify(cueTimings(translated));
}

export type CourseCoverage = {
  course: string;
  /** What is missing, for a reader: ["lessons 3/7", "assessment 1 questions 0/20", …]; empty when complete. */
  missing: string[];
};

export function courseCoverage(
  course: CourseData,
  translation: FullTranslation | undefined,
  titles: { final: string; midterm: string } | undefined,
  captions: { needed: boolean; match: boolean },
): CourseCoverage {
  const missing: string[] = [];
  if (!translation) missing.push("no file");
  const lessons = course.lessons.filter((_, i) => isText(translation?.lessons?.[i]?.title) && isText(translation?.lessons?.[i]?.content)).length;
  if (lessons < course.lessons.length) missing.push(`lessons ${lessons}/${course.lessons.length}`);
  course.assessments.forEach((assessment, a) => {
    const translated = translation?.assessments?.[a]?.questions ?? [];
    const questions = assessment.questions.filter((q, i) => isText(translated[i]?.question)).length;
    const options = assessment.questions.filter((q, i) => translated[i]?.options?.length === q.options.length && translated[i]!.options.every(isText)).length;
    if (questions < assessment.questions.length) missing.push(`assessment ${a + 1} questions ${questions}/${assessment.questions.length}`);
    if (options < assessment.questions.length) missing.push(`assessment ${a + 1} options complete in ${options}/${assessment.questions.length} questions`);
    // The title is made from the language's pattern around the course's translated title, as the seed makes it.
    if (!titles || translatedAssessmentTitle(assessment.title, course.title, course.title, titles) === null) missing.push(`assessment ${a + 1} title`);
  });
  if (captions.needed && !captions.match) missing.push("captions");
  return { course: course.slug, missing };
}
