// The question checks of a translated course: the same options as the English, the correct option never made the
// only longest where the English one is not (lib/assessments/guessing-cues.ts), and the always-longest strategy
// held to fairness.test.ts's limit.
import { questionCues } from "../../../lib/assessments/guessing-cues";
import type { CourseData } from "../curriculum";
import { longestStrategyPassChance, MAX_LONGEST_PASS_CHANCE } from "../curriculum-rules.mjs";
import type { FullTranslation } from "../lesson-translations";

export function questionFindings(course: CourseData, translation: FullTranslation): string[] {
  const findings: string[] = [];
  course.assessments.forEach((english, a) => {
    const translated = translation.assessments[a]?.questions ?? [];
    english.questions.forEach((question, q) => {
      const where = `assessment ${a + 1} question ${q + 1}`;
      const t = translated[q];
      if (!t) return void findings.push(`${where}: not translated`);
      if (t.options.length !== question.options.length) {
        return void findings.push(`${where}: ${t.options.length} options, the English has ${question.options.length}`);
      }
      // Per question, the one cue a reader sees at a glance: the correct option alone as the longest. The subtler
      // cues (second-longest, a word shared with the question, position) are held course by course, as for the
      // English (fairness.test.ts, "holds the translated questions to the same length rules"): a name or a reference
      // is as long as the language writes it.
      const before = questionCues({ text: question.question, options: question.options, correct: question.correct });
      const added = questionCues({ text: t.question, options: t.options, correct: question.correct }).filter((cue) => cue === "longest" && !before.includes(cue));
      if (added.length) findings.push(`${where}: the translation adds the cue ${added.join(", ")} (correct option ${question.correct + 1}: "${t.options[question.correct]}")`);
    });
    if (translated.length !== english.questions.length || translated.some((t, q) => t.options.length !== english.questions[q]!.options.length)) return;
    const chance = longestStrategyPassChance({
      ...english,
      questions: english.questions.map((question, q) => ({ ...question, question: translated[q]!.question, options: translated[q]!.options })),
    });
    if (chance >= MAX_LONGEST_PASS_CHANCE) {
      findings.push(`assessment ${a + 1}: always picking the longest option passes ${(chance * 100).toFixed(2)}% of attempts (under ${MAX_LONGEST_PASS_CHANCE * 100}%)`);
    }
  });
  return findings;
}
