import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { LanguageDto } from "@/lib/languages/queries";
import { TargetLanguageForm } from "./target-language-form";

/**
 * The target language (native name) and its form, the active languages as flag + code, original or translated
 * status. `selected` is the content's language (?lang), not the interface's.
 */
export async function LanguageSettingsCard({ languages, selected }: { languages: LanguageDto[]; selected: LanguageDto }) {
  const t = await getTranslations("Translations");
  const original = selected.code === "en";
  return (
    <Card data-testid="language-settings">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight tracking-tight">{t("settingsTitle")}</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <p>
            <span className="text-sm text-muted-foreground">{t("currentLanguage")}: </span>
            <span className="font-semibold" lang={selected.code} data-testid="current-language">
              <span aria-hidden="true" className="me-1">
                {selected.flag}
              </span>
              {selected.nativeName}
            </span>
          </p>
          <p>
            <span className="text-sm text-muted-foreground">{t("status")}: </span>
            <Badge variant={original ? "secondary" : "success"} data-testid="content-status">
              {original ? t("originalContent") : t("translatedContent")}
            </Badge>
          </p>
        </div>
        <TargetLanguageForm languages={languages} selected={selected} />
        <div>
          <h3 className="mb-2 text-sm font-medium text-muted-foreground">{t("availableLanguages")}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={t("availableLanguages")}>
            {languages.map((language) => (
              <li key={language.code}>
                <Badge
                  variant={language.code === selected.code ? "default" : "outline"}
                  title={language.name}
                  className="font-mono uppercase"
                >
                  <span aria-hidden="true">{language.flag}</span>
                  <span>{language.code}</span>
                  <span className="sr-only"> ({language.name})</span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
