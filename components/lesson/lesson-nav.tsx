"use client";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { postJsonRetryingOnce } from "@/lib/http/retrying-post";
import { Link, useRouter } from "@/lib/i18n/navigation";

type Neighbour = { id: string; title: string } | null;
/** Its texts, from the server: the page sends these few instead of the lesson's whole namespace of messages. */
export type LessonNavLabels = { navigation: string; previous: string; next: string; completeLesson: string; loading: string; saveFailed: string };
type Props = {
  labels: LessonNavLabels;
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
export function LessonNav({ labels, courseSlug, lessonId, previous, next, completesOnLeave, nextAssessmentId }: Props) {
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
        if (!res.ok) toast({ variant: "destructive", title: labels.saveFailed });
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
    <nav aria-label={labels.navigation} className="flex flex-col gap-3 sm:flex-row sm:justify-between">
      {previous ? (
        <Button asChild variant="outline" className="h-auto min-h-11 justify-start py-2 text-start">
          <Link href={`/course/${courseSlug}/lesson/${previous.id}`} rel="prev">
            <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
            <span className="flex min-w-0 flex-col">
              <span className="text-xs text-muted-foreground">{labels.previous}</span>
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
              <span className="text-xs opacity-80">{labels.next}</span>
              <span dir="auto" className="whitespace-normal break-words">{next.title}</span>
            </>
          ) : (
            <span>{labels.completeLesson}</span>
          )}
        </span>
        {busy || pending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        )}
        {(busy || pending) && (
          <span role="status" className="sr-only">
            {labels.loading}
          </span>
        )}
      </Button>
    </nav>
  );
}
