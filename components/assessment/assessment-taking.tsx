"use client";
import { ChevronLeft, ChevronRight, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { ConfirmDialog } from "@/components/studio/confirm-dialog";
import { useToast } from "@/components/ui/use-toast";
import type { AssessmentInfo, AttemptResult, OpenAttempt } from "@/lib/assessments/types";
import { useRouter } from "@/lib/i18n/navigation";
import { Countdown } from "./countdown";
import { QuestionCard } from "./question-card";
import { QuestionNavigator } from "./question-navigator";
import { useAttempt } from "./use-attempt";
import { useCountdown } from "./use-countdown";
import { useFocusOnMount } from "./use-focus-on-mount";

type Props = { info: AssessmentInfo; attempt: OpenAttempt; timeKnown: boolean; onFinished: (result: AttemptResult) => void };

// One question at a time, the countdown, the progress bar, Previous / Save & Continue Later / Next or Submit, and the navigator.
// On a phone Previous and Next or Submit stay at the bottom of the screen (sticky, above the home indicator); Submit
// with questions unanswered asks first.
export function AssessmentTaking({ info, attempt, timeKnown, onFinished }: Props) {
  const { questions } = attempt;
  const t = useTranslations("Assessment");
  const { toast } = useToast();
  const router = useRouter();
  const session = useAttempt({ assessmentId: info.id, attempt, timeKnown, onFinished });
  const seconds = useCountdown(session.endsAt, () => session.submit(true));
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const finish = useTranslations("AssessmentFinish");
  const heading = useFocusOnMount<HTMLHeadingElement>(timeKnown);
  const index = Math.min(session.current, questions.length - 1);
  const question = questions[index]!;
  const last = index === questions.length - 1;
  const percent = Math.round(((index + 1) / questions.length) * 100);
  const unanswered = questions.filter((q) => !session.answers[q.id]).length;
  const busy = session.submitting || leaving;
  const submit = () => (unanswered > 0 ? setConfirming(true) : session.submit(false));

  const saveAndLeave = async () => {
    setLeaving(true);
    try {
      await session.save(session.answers, index);
      toast({ title: t("savedTitle"), description: t("savedText") });
      router.push(`/course/${info.course.slug}`);
    } catch {
      toast({ variant: "destructive", title: t("errorTitle"), description: t("saveError") });
      setLeaving(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="min-w-0 space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground"><bdi>{info.course.title}</bdi></p>
            <h1 ref={heading} tabIndex={-1} className="font-serif text-2xl font-bold text-primary sm:text-3xl"><bdi>{info.title}</bdi></h1>
          </div>
          <Countdown seconds={seconds} />
        </header>
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <span data-testid="assessment-position" aria-live="polite">{t("questionOf", { current: index + 1, total: questions.length })}</span>
            <span className="tabular-nums">{t("percent", { percent })}</span>
          </div>
          <Progress value={percent} aria-label={t("questionOf", { current: index + 1, total: questions.length })} />
        </div>
        <div className="rounded-lg border p-4 sm:p-6">
          <QuestionCard
            key={question.id}
            question={question}
            number={index + 1}
            chosen={session.answers[question.id]}
            onChoose={(optionId) => session.choose(question.id, optionId)}
            disabled={busy}
          />
        </div>
        {last && unanswered > 0 && <p className="text-sm text-muted-foreground" role="note">{t("unansweredWarning", { count: unanswered })}</p>}
        <Button variant="secondary" className="w-full sm:hidden" onClick={saveAndLeave} disabled={busy}>
          <Save aria-hidden />
          {leaving ? t("saving") : t("saveLater")}
        </Button>
        <div
          role="group"
          aria-label={finish("navigationLabel")}
          className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t bg-background px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
          data-testid="assessment-nav"
        >
          <Button variant="outline" onClick={() => session.go(index - 1)} disabled={index === 0 || busy}>
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
            {t("previous")}
          </Button>
          <Button variant="secondary" className="hidden sm:inline-flex" onClick={saveAndLeave} disabled={busy}>
            <Save aria-hidden />
            {leaving ? t("saving") : t("saveLater")}
          </Button>
          {last ? (
            <Button onClick={submit} disabled={busy}>
              {session.submitting ? t("submitting") : t("submit")}
            </Button>
          ) : (
            <Button onClick={() => session.go(index + 1)} disabled={busy}>
              {t("next")}
              <ChevronRight aria-hidden className="rtl:rotate-180" />
            </Button>
          )}
        </div>
        <ConfirmDialog
          open={confirming}
          title={finish("confirmTitle")}
          description={finish("confirmText", { count: unanswered })}
          confirmLabel={finish("confirmSubmit")}
          cancelLabel={finish("confirmBack")}
          onConfirm={() => {
            setConfirming(false);
            session.submit(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      </div>
      <aside>
        <QuestionNavigator questionIds={questions.map((q) => q.id)} answers={session.answers} current={index} onGo={session.go} disabled={busy} />
      </aside>
    </div>
  );
}
