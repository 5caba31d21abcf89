import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** Previous and next links between pages of a list, with where the reader is. Nothing for a single page. */
export async function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations("Discussions");
  const link = "rounded-md border px-3 py-2 text-sm hover:bg-accent";
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-2">
      {page > 1 ? <Link href={href(page - 1)} className={link} rel="prev">{t("previous")}</Link> : <span />}
      <span className="text-sm text-muted-foreground">{t("page", { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)} className={link} rel="next">{t("next")}</Link> : <span />}
    </nav>
  );
}
