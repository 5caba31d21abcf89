"use client";

import { useTranslations } from "next-intl";
import { catalogueHref } from "@/lib/courses/catalogue-route";
import { Link } from "@/lib/i18n/navigation";
import { useFilter } from "./catalogue-filter";
import { GRID } from "./catalogue-skeleton";
import { CourseCard } from "./course-card";

/** Stands for the term or title in a sentence, to cut it where the term goes (it sits in a <bdi>). */
const SLOT = "\u0000";

/**
 * A search's results: one list across the tabs, best match first (lib/courses/search-rank.ts), with 'Did you
 * mean: Genesis?' when the term was read as a typo, and the SPEC's sentence when nothing is found.
 */
export function CatalogueResults() {
  const t = useTranslations("Catalogue");
  const { tab, q, filters, results, setQuery } = useFilter();
  if (!results) return null;
  const { results: courses, suggestion } = results;
  if (courses.length === 0) {
    const [before, after = ""] = t("noResults", { term: SLOT }).split(SLOT);
    return (
      <p className="py-12 text-center text-muted-foreground" role="status" data-testid="search-results-empty">
        {before}
        <bdi>{q}</bdi>
        {after}
      </p>
    );
  }
  const [before, after = ""] = suggestion ? t("didYouMean", { title: SLOT }).split(SLOT) : [];
  return (
    <section aria-labelledby="search-results-heading" data-testid="search-results">
      <h2 id="search-results-heading" className="mb-4 text-center text-sm font-medium text-muted-foreground">
        {t("resultsCount", { count: courses.length })}
      </h2>
      {suggestion && (
        <p className="mb-4 text-center" data-testid="did-you-mean">
          {before}
          <Link
            href={catalogueHref({ tab, ...filters, q: suggestion })}
            scroll={false}
            prefetch={false}
            onClick={(event) => {
              event.preventDefault();
              const href = event.currentTarget.href;
              void setQuery({ q: suggestion }).then((ok) => ok || window.location.assign(href));
            }}
            className="font-semibold text-primary underline underline-offset-4"
          >
            <bdi>{suggestion}</bdi>
          </Link>
          {after}
        </p>
      )}
      <ul className={GRID}>
        {courses.map((course) => (
          <li key={course.slug}>
            <CourseCard course={course} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
