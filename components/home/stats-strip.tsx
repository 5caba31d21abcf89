import { getFormatter, getTranslations } from "next-intl/server";
import { getStats } from "@/lib/stats/queries";
import type { StatKey } from "@/lib/stats/visibility";
import { statValue } from "./stat-value";

const LABELS: Record<StatKey, string> = {
  coursesCount: "statCourses",
  lessonsCount: "statLessons",
  languagesCount: "statLanguages",
  studyHours: "statHours",
  bibleBooksCount: "statBooks",
  graduatesCount: "statGraduates",
  completionRate: "statCompletion",
};

/** The school in numbers, counted in the database; graduates and completion only once they mean something (lib/stats/visibility.ts). */
export async function StatsStrip() {
  const [stats, t, format] = await Promise.all([getStats(), getTranslations("Home"), getFormatter()]);
  return (
    <section aria-label={t("statsLabel")} className="border-y bg-primary text-primary-foreground">
      <dl className="container mx-auto flex flex-wrap justify-center gap-x-6 gap-y-8 px-4 py-10 text-center" data-testid="stats-strip">
        {stats.shown.map((key) => (
          <div key={key} className="flex min-w-32 flex-1 basis-36 flex-col-reverse sm:basis-40" data-stat={key}>
            <dt className="mt-1 text-sm">{t(LABELS[key])}</dt>
            <dd className="font-serif text-3xl font-bold">{statValue(key, stats, format)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
