import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { translationsQuery } from "@/lib/translations/target-language";

/** Staff page through every course five at a time; everyone else sees the first five (SPEC). */
export async function TranslationsPager({ page, pages, language }: { page: number; pages: number; language: string }) {
  const [t, locale] = await Promise.all([getTranslations("Translations"), getLocale()]);
  const href = (p: number) => ({ pathname: "/translations", query: translationsQuery(language, locale, p > 1 ? { page: String(p) } : {}) });
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>{t("previousPage")}</Link>
        </Button>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">{t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>{t("nextPage")}</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
