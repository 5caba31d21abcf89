import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { IsolatedInSentence } from "@/components/ui/isolated-in-sentence";
import { Link } from "@/lib/i18n/navigation";

// What a viewer without access sees instead of the videos and text: why, and the way in.
export function LessonLocked({ courseSlug, courseTitle, signedIn, loginHref }: { courseSlug: string; courseTitle: string; signedIn: boolean; loginHref: string }) {
  const t = useTranslations("Lesson");
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-muted/40 px-4 py-10 text-center" data-testid="lesson-locked">
      <Lock className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">{t("lockedTitle")}</h2>
      <p className="max-w-md text-muted-foreground">
        <IsolatedInSentence sentence={(course) => t("lockedText", { course })} value={courseTitle} />
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href={`/checkout/${courseSlug}`}>{t("enrol")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/course/${courseSlug}`}>{t("viewCourse")}</Link>
        </Button>
        {!signedIn && (
          <Button asChild variant="ghost">
            <a href={loginHref}>{t("signIn")}</a>
          </Button>
        )}
      </div>
    </section>
  );
}
