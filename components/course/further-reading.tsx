import { useTranslations } from "next-intl";
import type { FurtherReadingEntry } from "@/lib/courses/types";
import type { Locale } from "@/lib/i18n/locales";
import { Citation } from "./citation";

/** The course's bibliography; nothing when the course has none. */
export function FurtherReading({ entries, locale }: { entries: FurtherReadingEntry[]; locale: Locale }) {
  const t = useTranslations("CourseAbout");
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="further-reading-heading" className="space-y-3">
      <h2 id="further-reading-heading" className="font-serif text-2xl font-semibold">{t("furtherReadingHeading")}</h2>
      <p className="text-sm text-muted-foreground">{t("furtherReadingIntro")}</p>
      <ul className="space-y-2 ps-5 leading-relaxed [list-style-type:disc]" data-testid="further-reading">
        {entries.map((entry, index) => (
          <li key={`${index}-${entry.title}`}>
            <Citation entry={entry} pageLocale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
