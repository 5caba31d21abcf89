import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

type Href = ComponentProps<typeof Link>["href"];
type Props = { page: number; pages: number; href: (page: number) => Href; labels: { previous: string; next: string; page: string } };

/** Previous / 'Page N of M' / Next under an admin list; nothing when everything fits on one page. */
export function Pager({ page, pages, href, labels }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="mt-6 flex items-center gap-4" aria-label={labels.page}>
      {page > 1 && (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page - 1)}>{labels.previous}</Link>
        </Button>
      )}
      <span className="text-sm">{labels.page}</span>
      {page < pages && (
        <Button asChild variant="outline" size="sm">
          <Link href={href(page + 1)}>{labels.next}</Link>
        </Button>
      )}
    </nav>
  );
}
