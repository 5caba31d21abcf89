import { useLocale, useTranslations } from "next-intl";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { summarize } from "@/lib/dashboard/queries";
import { formatNumber, formatPercent } from "@/lib/i18n/kept-formatters";
import { printableNamePart } from "@/lib/users/full-name";

const NAME_SLOT = "\uE000"; // a private-use character no translation contains

/**
 * 'Welcome, {first name}!' before the student has studied anything, 'Welcome back, {first name}!' (SPEC)
 * after (lib/dashboard/welcome.ts), with the two numbers that sum up the student's studies.
 */
export function WelcomeBanner({ firstName, data }: { firstName: string; data: Pick<DashboardReads, "enrollments" | "activity"> }) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  const { enrollments, activity: { welcome: state } } = data;
  // The same enrollments as Current Courses shows.
  const summary = summarize(enrollments);
  // The name is the student's own, in whatever script they typed it: set in a <bdi> inside the translated sentence.
  const [before, after] = t(state === "first" ? "welcomeFirst" : "welcome", { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <section aria-labelledby="welcome-heading" className="rounded-lg bg-primary p-6 text-primary-foreground" data-welcome={state}>
      <h2 id="welcome-heading" className="text-2xl font-bold">
        {before}
        <bdi>{printableNamePart(firstName)}</bdi>
        {after}
      </h2>
      <dl className="mt-4 flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <dt className="text-sm opacity-90">{t("coursesCompleted")}</dt>
          <dd className="text-3xl font-bold" data-testid="courses-completed">
            {formatNumber(locale, summary.completedCourses)}
          </dd>
        </div>
        <div>
          <dt className="text-sm opacity-90">{t("overallProgress")}</dt>
          <dd className="text-3xl font-bold" data-testid="overall-progress">
            {formatPercent(locale, summary.overallProgress)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
