import { getFormatter, getTranslations } from "next-intl/server";
import { getStats } from "@/lib/stats/queries";

/** The statistics strip, counted in the database (SPEC section 9's figures only where nothing is counted yet). */
export async function StatsStrip() {
  const [stats, t, format] = await Promise.all([getStats(), getTranslations("Home"), getFormatter()]);
  const items = [
    [format.number(stats.bibleBooksCount), t("statBooks")],
    [format.number(stats.coursesCount), t("statCourses")],
    [format.number(stats.lessonsCount), t("statLessons")],
    [format.number(stats.graduatesCount), t("statGraduates")],
    [t("percentValue", { value: stats.completionRate }), t("statCompletion")],
  ] as const;
  return (
    <section aria-label={t("statsLabel")} className="border-y bg-primary text-primary-foreground">
      <dl className="container mx-auto grid grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-5">
        {items.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm">{label}</dt>
            <dd className="font-serif text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
