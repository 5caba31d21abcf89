"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ChevronDown } from "lucide-react";
import { usePathname } from "@/lib/i18n/navigation";
import { openInLanguage } from "@/lib/i18n/open-in-language";
import { rememberLanguage } from "@/lib/i18n/remember-language";

export type Language = { code: string; name: string; nativeName: string };

/**
 * `languages`: the active languages as the server rendered the page with them (the header gives them, so the box
 * works in the first paint); without them the box asks GET /api/languages and says "Loading..." meanwhile.
 */
export function LanguagePicker({ className, id, languages: given }: { className?: string; id?: string; languages?: Language[] }) {
  const t = useTranslations("LanguagePicker");
  const locale = useLocale();
  const pathname = usePathname();
  const [loaded, setLanguages] = useState<Language[] | null>(null);
  const languages = given ?? loaded;
  const [failed, setFailed] = useState(false);
  // The language chosen while its page loads: the box keeps showing it.
  const [chosen, setChosen] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (given) return;
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
  }, [given]);

  function choose(code: string) {
    rememberLanguage(code);
    setChosen(code);
    openInLanguage(pathname, code);
  }

  // A language picked before the page's script had taken over (a slow phone): the box shows it, but React did not
  // see the change, so it is acted on now, once the page is hydrated. Picked means: another option than the one the
  // server marked selected (none is marked on a page in a language the box does not list, the test pseudo-locale,
  // where the browser shows the first option without anyone choosing it).
  const takeEarlyChoice = useEffectEvent(() => {
    const box = select.current;
    const marked = box && [...box.options].find((option) => option.defaultSelected);
    if (!box || !marked || box.value === marked.value || box.value === locale) return;
    if (languages?.some((language) => language.code === box.value)) choose(box.value);
  });
  useEffect(() => takeEarlyChoice(), []);

  const loading = languages === null && !failed;
  // Each language by its own name (العربية, 日本語), no flag: a flag names a country, not a language (a Saudi
  // flag for Arabic), and shows as an empty box where no emoji font is installed.
  // A native select: the phone's own picker, nothing extra to download on every page, and keyboard and
  // screen-reader behaviour that needs no script.
  return (
    // className adds to the box (a width); without cn in the browser it cannot override the box's classes.
    // 44 px tall: a thumb's target on a phone.
    <div className={`relative inline-flex h-11 min-w-[7.5rem] ${className ?? ""}`.trimEnd()}>
      <select
        ref={select}
        id={id}
        aria-label={t("label")}
        value={loading || failed ? "" : (chosen ?? locale)}
        onChange={(event) => choose(event.target.value)}
        disabled={loading || failed}
        className="h-full w-full appearance-none rounded-md border border-input bg-background py-1 pe-8 ps-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-70"
      >
        {loading || failed ? (
          <option value="">{loading ? t("loading") : t("unavailable")}</option>
        ) : (
          (languages ?? []).map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))
        )}
      </select>
      <ChevronDown className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}
