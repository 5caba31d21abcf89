"use client";
import { BookOpen, Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AttemptReview, ReviewQuestion } from "@/lib/assessments/types";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils";

// Below a result: each question of the attempt with the student's answer and the lesson that teaches it and,
// once the server sends them (passed, or the last allowed attempt submitted), whether it was right and the
// correct option. Before that the result carries neither, so this shows nothing that could be compared.
export function AssessmentReview({ review, courseSlug }: { review: AttemptReview; courseSlug: string }) {
  const t = useTranslations("AssessmentReview");
  return (
    <section aria-labelledby="review-heading" className="mx-auto max-w-2xl space-y-4 text-start" data-testid="assessment-review">
      <h2 id="review-heading" className="font-serif text-2xl font-bold">{t("heading")}</h2>
      <p className="text-sm text-muted-foreground">{review.answersShown ? t("answersShown") : t("answersHidden")}</p>
      <ol className="space-y-4">
        {review.questions.map((question, index) => (
          <ReviewItem key={question.id} question={question} number={index + 1} courseSlug={courseSlug} />
        ))}
      </ol>
    </section>
  );
}

function ReviewItem({ question, number, courseSlug }: { question: ReviewQuestion; number: number; courseSlug: string }) {
  const t = useTranslations("AssessmentReview");
  const chosen = question.options.find((o) => o.id === question.chosenOptionId);
  const correct = question.options.find((o) => o.isCorrect);
  const judged = question.answeredRight !== undefined;
  const Icon = question.answeredRight ? Check : X;
  const label = judged ? t(question.answeredRight ? "right" : "missed", { number }) : t("questionNumber", { number });
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="review-question" data-result={judged ? (question.answeredRight ? "right" : "missed") : "hidden"}>
      <p className="flex items-start gap-2 font-medium">
        {judged ? <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", question.answeredRight ? "text-success" : "text-destructive")} /> : null}
        <span>
          <span className="sr-only">{label} </span>
          <span dir="auto">{question.question}</span>
        </span>
      </p>
      <p className="text-sm">
        {t("yourAnswer")} {chosen ? <span dir="auto">{chosen.text}</span> : <em>{t("noAnswer")}</em>}
      </p>
      {correct && !question.answeredRight && (
        <p className="text-sm" data-testid="review-correct">
          {t("correctAnswer")} <span dir="auto" className="font-medium">{correct.text}</span>
        </p>
      )}
      {question.lesson && (
        <p className="flex items-center gap-2 text-sm">
          <BookOpen aria-hidden className="size-4 shrink-0 text-primary" />
          <span>{t("readAgain")}</span>
          <Link href={`/course/${courseSlug}/lesson/${question.lesson.id}`} className="font-medium text-primary underline underline-offset-4" data-testid="review-lesson">
            <span dir="auto">{question.lesson.title}</span>
          </Link>
        </p>
      )}
    </li>
  );
}
