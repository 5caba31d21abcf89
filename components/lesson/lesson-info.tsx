import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/kept-formatters";

// The Lesson Information panel: duration, order, video count, last updated.
export function LessonInfo({ minutes, order, total, videoCount, updatedAt }: { minutes: number; order: number; total: number; videoCount: number; updatedAt: string }) {
  const t = useTranslations("Lesson");
  const locale = useLocale();
  const rows: [string, string][] = [
    [t("duration"), t("minutes", { count: minutes })],
    [t("order"), t("lessonOf", { order, total })],
    [t("videoCount"), String(videoCount)],
    [t("lastUpdated"), formatDate(locale, updatedAt)],
  ];
  return (
    <section aria-labelledby="lesson-info-heading" className="rounded-lg border bg-card">
      <h2 id="lesson-info-heading" className="border-b px-4 py-3 font-semibold">
        {t("information")}
      </h2>
      <dl className="divide-y px-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
