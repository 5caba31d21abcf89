import { getFormatter, getTranslations } from "next-intl/server";
import { getProgressSummary } from "@/lib/dashboard/queries";
import type { Locale } from "@/lib/i18n/locales";

/** 'Welcome back, {first name}!' with the two numbers that sum up the student's studies. */
export async function WelcomeBanner({ userId, firstName, locale }: { userId: string; firstName: string; locale: Locale }) {
  const [t, format, summary] = await Promise.all([
    getTranslations("Dashboard"),
    getFormatter(),
    // The same enrolments read as Current Courses (cached per request): pass the same locale.
    getProgressSummary(userId, locale),
  ]);
  return (
    <section aria-labelledby="welcome-heading" className="rounded-lg bg-primary p-6 text-primary-foreground">
      <h2 id="welcome-heading" className="text-2xl font-bold">
        {t("welcome", { name: firstName })}
      </h2>
      <dl className="mt-4 flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <dt className="text-sm opacity-90">{t("coursesCompleted")}</dt>
          <dd className="text-3xl font-bold" data-testid="courses-completed">
            {format.number(summary.completedCourses)}
          </dd>
        </div>
        <div>
          <dt className="text-sm opacity-90">{t("overallProgress")}</dt>
          <dd className="text-3xl font-bold" data-testid="overall-progress">
            {format.number(summary.overallProgress / 100, { style: "percent", maximumFractionDigits: 0 })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
