import { useTranslations } from "next-intl";
import { languageName } from "@/lib/i18n/language-names";
import { directionOf, isLocale } from "@/lib/i18n/locales";

/** A language's name in that same language, as it reads inside a sentence there ("español", "Deutsch", "العربية"). */
export function nativeLanguageName(code: string): string {
  return languageName(code, code);
}

export type TextLanguage = { lang: string; dir: "ltr" | "rtl" };

/**
 * How to mark a lesson text that is not in the page's language (an untranslated, English lesson), so screen
 * readers and an Arabic page read it in its own language and direction; undefined when it is in the page's.
 */
export function originalLanguageMark(locale: string, contentLanguage: string): TextLanguage | undefined {
  if (contentLanguage === locale) return undefined;
  return { lang: contentLanguage, dir: isLocale(contentLanguage) ? directionOf(contentLanguage) : "ltr" };
}

/**
 * The visible note above a lesson shown in English because it is not yet translated into the page's language; above
 * a translated lesson, where its Scripture quotations come from: the language's own Bible where the school ships one
 * (Spanish: Reina-Valera 1909, checked by prisma/seed/quotations.test.ts), else translated with the lesson from the
 * English one's World English Bible.
 */
export function LessonLanguageNote({ locale, contentLanguage }: { locale: string; contentLanguage: string }) {
  const t = useTranslations("LessonLanguage");
  if (contentLanguage === locale) {
    if (locale === "en") return null;
    return <p role="note" className="text-sm text-muted-foreground">{t("quotationsTranslated")}</p>;
  }
  return (
    <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {t("notTranslated", { language: nativeLanguageName(locale) })}
    </p>
  );
}
