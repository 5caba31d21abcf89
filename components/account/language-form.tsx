"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { setPreferredLanguageAction } from "@/lib/account/actions";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { rememberLanguage } from "@/lib/i18n/remember-language";
import type { LanguageChoice } from "@/lib/i18n/language-names";
import { failureMessage } from "./failure-message";

/** The preferred language, named in its own words; saving opens the account page in it. */
export function LanguageForm({ current, languages }: { current: string; languages: LanguageChoice[] }) {
  const t = useTranslations("Account");
  const id = useId();
  const [locale, setLocale] = useState(current);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await setPreferredLanguageAction({ locale });
    if (!result.ok) {
      setPending(false);
      toast({ variant: "destructive", title: failureMessage(result, t) });
      return;
    }
    rememberLanguage(result.data.locale);
    window.location.assign(localizedPath(result.data.locale as Locale, "/account"));
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("language")}
        </label>
        <select
          id={id}
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
          className="flex h-11 w-60 rounded-md border border-input bg-background px-3 text-sm"
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" className="h-11" disabled={pending}>
        {pending ? t("saving") : t("saveLanguage")}
      </Button>
    </form>
  );
}
