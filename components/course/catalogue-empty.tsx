import { useTranslations } from "next-intl";
import { catalogueHref, type CatalogueQuery } from "@/lib/courses/catalogue-route";
import { CATALOGUE_TABS, TAB_LABEL, type CatalogueTab, type TabCounts } from "@/lib/courses/catalogue-tabs";
import { Link } from "@/lib/i18n/navigation";

const EMPTY = { Old: "emptyOld", New: "emptyNew", Ministry: "emptyMinistry" } as const;
/** Stands for the term in the empty-state sentence, to cut it where the term goes. */
const TERM_SLOT = "\u0000";

type Props = { tab: CatalogueTab; q: string; filters: Required<CatalogueQuery>; counts: TabCounts };

/**
 * 'No New Testament courses found matching "…"' when the open tab has nothing to show, with a link to each
 * tab that has results ('New Testament: 1 course found'). The term sits in a <bdi>: an English term in an
 * Arabic sentence (or the reverse) keeps its quotes in place. No client code of its own: the server draws it for
 * the address, the live search (./catalogue-live.ts) as the visitor types or filters.
 */
export function CatalogueEmpty({ tab, q, filters, counts }: Props) {
  const t = useTranslations("Catalogue");
  const elsewhere = CATALOGUE_TABS.filter((other) => counts[other] > 0);
  const [before, after = ""] = t(EMPTY[tab], { term: TERM_SLOT }).split(TERM_SLOT);
  return (
    <div className="py-12 text-center" role="status">
      <p className="text-muted-foreground">
        {q ? (
          <>
            {before}
            <bdi>{q}</bdi>
            {after}
          </>
        ) : (
          t("noCourses")
        )}
      </p>
      {elsewhere.length > 0 && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {elsewhere.map((other) => (
            <li key={other}>
              <Link
                href={catalogueHref({ tab: other, ...filters })}
                scroll={false}
                prefetch={false}
                className="inline-flex min-h-11 items-center rounded-full border bg-background px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t("matchesIn", { count: counts[other], group: t(TAB_LABEL[other]) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
