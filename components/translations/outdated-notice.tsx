import { useFormatter, useLocale, useTranslations } from "next-intl";
import { languageName } from "@/lib/i18n/language-names";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { OriginalLink } from "./original-link";

type Props = {
  /** When the original (English) last changed, ISO 8601. */
  changedAt: string;
  /** The page's path without a language prefix (/course/genesis). */
  path: string;
  /** The language the content was written in (the course's own, English). */
  originalLanguage: Locale;
};

/**
 * Above a translated course, lesson or assessment whose English changed after the translation was saved: says
 * so, with the date, and links to the same page in the original language.
 */
export function OutdatedTranslationNotice({ changedAt, path, originalLanguage }: Props) {
  const t = useTranslations("OutdatedTranslation");
  const format = useFormatter();
  const locale = useLocale();
  const language = languageName(originalLanguage, locale);
  return (
    <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50" data-testid="outdated-translation">
      {t("notice", { date: format.dateTime(new Date(changedAt), { dateStyle: "long", timeZone: "UTC" }) })}{" "}
      <OriginalLink href={localizedPath(originalLanguage, path)} language={originalLanguage}>
        {t("readOriginal", { language })}
      </OriginalLink>
    </p>
  );
}
