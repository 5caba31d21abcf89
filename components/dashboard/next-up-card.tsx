import { useTranslations } from "next-intl";
import type { NextUp } from "@/lib/dashboard/next-up";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";
import { NEXT_UP_BUTTON } from "./button-styles";
import { DashboardIcons } from "./icons";

type Texts = { title: React.ReactNode; detail: React.ReactNode; action: string; label: string };

/** 'Next up': the one thing to do now, decided on the server (lib/dashboard/next-up.ts), with one button straight there. */
export function NextUpCard({ nextUp: next }: Pick<DashboardReads, "nextUp">) {
  const t = useTranslations("NextUp");
  const dashboard = useTranslations("Dashboard");
  const texts = textsFor(next, t, dashboard);
  return (
    <section aria-labelledby="next-up-heading" className="rounded-lg border-2 border-primary bg-card p-5 sm:p-6" data-testid="next-up" data-kind={next.kind}>
      <h2 id="next-up-heading" className="text-sm font-semibold text-primary">
        {t("heading")}
      </h2>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold leading-snug">{texts.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{texts.detail}</p>
        </div>
        <Link href={next.href} prefetch={false} aria-label={texts.label} data-testid="next-up-action" data-button className={NEXT_UP_BUTTON}>
          {texts.action}
          <DashboardIcons.Icon name="chevron" className="rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}

type T = ReturnType<typeof useTranslations>;

function textsFor(next: NextUp, t: T, dashboard: T): Texts {
  if (next.kind === "catalogue") {
    const done = next.reason === "all-done";
    const action = t("browseCourses");
    return { title: t(done ? "allDoneTitle" : "browseTitle"), detail: t(done ? "allDoneText" : "browseText"), action, label: action };
  }
  // Titles may fall back to English on a page in another language: isolated, with their own language.
  const title = <bdi lang={next.titleLang}>{next.title}</bdi>;
  const course = <bdi lang={next.course.titleLang}>{next.course.title}</bdi>;
  const kind = next.kind === "lesson" ? t("lesson", { order: next.lessonOrder }) : dashboard(`assessmentType.${next.assessmentType}`);
  const action = next.kind === "assessment" ? t("takeAssessment") : next.started ? t("continueLesson") : t("startLesson");
  return { title, detail: <>{kind} · {course}</>, action, label: t("actionFor", { action, title: next.title }) };
}
