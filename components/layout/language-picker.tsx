"use client";

import { useEffect, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

type Language = { code: string; name: string; nativeName: string; flag: string };

/** Remembers the choice in the locale cookie (read by the proxy) and in localStorage `selectedLanguage`. */
export function rememberLanguage(code: string) {
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, code);
  } catch {
    // Private browsing can refuse storage; the cookie still carries the choice.
  }
}

export function LanguagePicker({ className, id }: { className?: string; id?: string }) {
  const t = useTranslations("LanguagePicker");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [languages, setLanguages] = useState<Language[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/languages", { credentials: "include", signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((list: Language[]) => setLanguages(list))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error("Could not load languages", error);
          setFailed(true);
        }
      });
    return () => controller.abort();
  }, []);

  function choose(code: string) {
    rememberLanguage(code);
    startTransition(() => {
      router.replace(`${pathname}${window.location.search}`, { locale: code as Locale });
    });
  }

  const loading = languages === null && !failed;
  return (
    <Select value={locale} onValueChange={choose} disabled={loading || failed || pending}>
      <SelectTrigger id={id} aria-label={t("label")} className={cn("h-9 w-auto min-w-[7.5rem]", className)}>
        {loading ? (
          <span>{t("loading")}</span>
        ) : failed ? (
          <span>{t("unavailable")}</span>
        ) : (
          <SelectValue />
        )}
      </SelectTrigger>
      <SelectContent>
        {(languages ?? []).map((language) => (
          <SelectItem key={language.code} value={language.code} lang={language.code}>
            <span aria-hidden="true" className="me-2">
              {language.flag}
            </span>
            {language.nativeName}
            <span className="sr-only"> ({language.name})</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
