import { getLocale, getTranslations } from "next-intl/server";
import { chapterLabel } from "@/lib/scripture/book-names";

/** The chapters a lesson cites, each a button the surrounding ScriptureHost opens like an inline reference. */
export async function ReadFirst({ chapters }: { chapters: string[] }) {
  if (chapters.length === 0) return null;
  const t = await getTranslations("Scripture");
  const locale = await getLocale();
  return (
    <nav aria-labelledby="read-first-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="read-first-heading" className="text-lg font-semibold">
        {t("readFirst")}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t("readFirstHint")}</p>
      <ul className="flex flex-wrap gap-2">
        {chapters.map((chapter) => {
          const label = chapterLabel(chapter, locale);
          return (
            <li key={chapter}>
              <button
                type="button"
                data-scripture-ref={chapter}
                aria-haspopup="dialog"
                aria-expanded="false"
                lang={label.lang === locale ? undefined : label.lang}
                className="rounded-full border px-3 py-1 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {label.text}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
