import { ChevronLeft, ChevronRight } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

type Href = ComponentProps<typeof Link>["href"];
type Props = { page: number; pages: number; href: (page: number) => Href };

/** Previous / 'Page N of M' / Next under every admin list, one label set (AdminTable); nothing when everything fits on one page. */
export async function Pager({ page, pages, href }: Props) {
  if (pages <= 1) return null;
  const t = await getTranslations("AdminTable");
  const label = t("page", { page, pages });
  return (
    <nav className="mt-6 flex flex-wrap items-center gap-4" aria-label={label}>
      {page > 1 && (
        <Button asChild variant="outline" className="min-h-11">
          <Link href={href(page - 1)} rel="prev">
            <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
            {t("previous")}
          </Link>
        </Button>
      )}
      <span className="text-sm">{label}</span>
      {page < pages && (
        <Button asChild variant="outline" className="min-h-11">
          <Link href={href(page + 1)} rel="next">
            {t("next")}
            <ChevronRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      )}
    </nav>
  );
}
