import { useTranslations } from "next-intl";
import type { LanguageChoice } from "@/lib/i18n/language-names";
import { FilterLink } from "./catalogue-takeover";

const CHOICE =
  "inline-flex min-h-11 items-center rounded-full border px-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-primary-foreground";

/**
 * 'Lessons in: Any language · العربية · English': narrows the open tab to the courses whose every lesson is in
 * that language (?lang=ar in the address, like the search and the price band). Links, so it works without
 * JavaScript; with it, the cards are filtered in place as the search does. `choices`: the languages offered
 * besides 'any', named by the server in the page's language. Drawn on the server; each link is a FilterLink.
 */
export function CatalogueLanguageFilter({ choices }: { choices: LanguageChoice[] }) {
  const t = useTranslations("CourseLanguages");
  const options: { code: string | null; name: string }[] = [{ code: null, name: t("filterAny") }, ...choices];
  return (
    <nav aria-label={t("filterLabel")} className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
      <span className="text-muted-foreground" aria-hidden>
        {t("filterLabel")}
      </span>
      {options.map(({ code, name }) => (
        <FilterLink key={code ?? "any"} patch={{ lang: code }} mark className={CHOICE} data-testid="lesson-language-choice">
          {/* A language's own name (Intl), data like a course title: 'any language' is the only message here. */}
          {code ? <span data-language-name>{name}</span> : name}
        </FilterLink>
      ))}
    </nav>
  );
}
