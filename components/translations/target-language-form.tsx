import { ChevronDown } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/lib/i18n/locales";
import { getPathname } from "@/lib/i18n/navigation";
import type { LanguageDto } from "@/lib/languages/queries";
import { TARGET_LANGUAGE_PARAM } from "@/lib/translations/target-language";

const SELECT_ID = "translations-language";

/**
 * The language to translate into: a GET form to this page (?lang=pt), so choosing it changes the content shown
 * and edited, never the interface's language or its cookie (the header's picker does that). A button sends it,
 * without JavaScript too; nothing happens on merely moving through the options.
 */
export async function TargetLanguageForm({ languages, selected }: { languages: LanguageDto[]; selected: LanguageDto }) {
  const [t, locale] = await Promise.all([getTranslations("Translations"), getLocale()]);
  return (
    <form method="get" action={getPathname({ locale: locale as Locale, href: "/translations" })} className="space-y-1.5" data-testid="target-language-form">
      <Label htmlFor={SELECT_ID}>{t("selectLanguage")}</Label>
      <div className="flex flex-wrap gap-2">
        <div className="relative inline-flex h-11 w-full sm:w-64">
          <select
            id={SELECT_ID}
            name={TARGET_LANGUAGE_PARAM}
            defaultValue={selected.code}
            className="h-full w-full appearance-none rounded-md border border-input bg-background py-1 pe-8 ps-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
          <ChevronDown className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
        </div>
        <Button type="submit" variant="outline" className="min-h-11">
          {t("showLanguage")}
        </Button>
      </div>
    </form>
  );
}
