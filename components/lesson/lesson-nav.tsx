"use client";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { postJsonRetryingOnce } from "@/lib/http/retrying-post";
import { Link, useRouter } from "@/lib/i18n/navigation";

type Neighbour = { id: string; title: string } | null;
type Props = {
  courseSlug: string;
  lessonId: string;
  previous: Neighbour;
  next: Neighbour;
  /** An enrolled student on a lesson without video: moving on completes it. */
  completesOnLeave: boolean;
  /** Where 'Complete Lesson' leads on the last lesson: the first assessment not yet passed, else the course page. */
  nextAssessmentId?: string | null;
};

// Previous / Next by lesson order, labelled with the neighbours' titles; on the last lesson
// 'Complete Lesson' completes it (when it has no video) and goes on to the first assessment not yet
// passed, or back to the course page.
export function LessonNav({ courseSlug, lessonId, previous, next, completesOnLeave, nextAssessmentId }: Props) {
  const t = useTranslations("Lesson");
  const tp = useTranslations("Progress");
  const router = useRouter();
  const { toast } = useToast();
  const [pending, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);

  const moveOn = async () => {
    setBusy(true);
    try {
      if (completesOnLeave) {
        // Retried once (same key) when a server died under it: the server answers the retry as it did the first try.
        const res = await postJsonRetryingOnce("/api/progress/complete", { lessonId });
        if (!res.ok) toast({ variant: "destructive", title: tp("saveFailed") });
      }
      const target = next ? `/course/${courseSlug}/lesson/${next.id}` : nextAssessmentId ? `/assessment/${nextAssessmentId}` : `/course/${courseSlug}`;
      startTransition(() => {
        router.push(target);
        router.refresh();
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <nav aria-label={t("lessonNavigation")} className="flex flex-col gap-3 sm:flex-row sm:justify-between">
      {previous ? (
        <Button asChild variant="outline" className="h-auto min-h-11 justify-start py-2 text-start">
          <Link href={`/course/${courseSlug}/lesson/${previous.id}`} rel="prev">
            <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
            <span className="flex min-w-0 flex-col">
              <span className="text-xs text-muted-foreground">{t("previous")}</span>
              <span dir="auto" className="whitespace-normal break-words">{previous.title}</span>
            </span>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={moveOn} disabled={busy || pending} className="h-auto min-h-11 justify-end py-2 text-end" data-testid="lesson-next">
        <span className="flex min-w-0 flex-col">
          {next ? (
            <>
              <span className="text-xs opacity-80">{t("next")}</span>
              <span dir="auto" className="whitespace-normal break-words">{next.title}</span>
            </>
          ) : (
            <span>{t("completeLesson")}</span>
          )}
        </span>
        {busy || pending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        )}
        {(busy || pending) && (
          <span role="status" className="sr-only">
            {t("loading")}
          </span>
        )}
      </Button>
    </nav>
  );
}
