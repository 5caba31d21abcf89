import { useTranslations } from "next-intl";
import type { MyEnrollment } from "@/lib/courses/card-state";
import type { Ranked } from "@/lib/courses/search-rank";
import type { CourseSummary } from "@/lib/courses/types";
import { GRID } from "./catalogue-skeleton";
import { CatalogueCardView, FilterLink } from "./catalogue-takeover";
import { CourseCardWith } from "./course-card-with";

/** Stands for the term or title in a sentence, to cut it where the term goes (it sits in a <bdi>). */
const SLOT = "\u0000";

/**
 * A search's results: one list across the tabs, best match first (lib/courses/search-rank.ts), with 'Did you
 * mean: Genesis?' when the term was read as a typo, and the SPEC's sentence when nothing is found. No client code
 * of its own: the server draws it for the address's term, the live search (./catalogue-live.ts) as the visitor types.
 * `enrollments`: the signed-in visitor's (components/personal/), for the cards of the courses they hold.
 */
export function CatalogueResults({ q, results, enrollments }: { q: string; results: Ranked<CourseSummary>; enrollments?: readonly MyEnrollment[] }) {
  const t = useTranslations("Catalogue");
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
          <FilterLink patch={{ q: suggestion }} className="font-semibold text-primary underline underline-offset-4">
            <bdi>{suggestion}</bdi>
          </FilterLink>
          {after}
        </p>
      )}
      <ul className={GRID}>
        {courses.map((course) => (
          <li key={course.slug}>
            <CourseCardWith course={course} headingLevel="h3" enrollments={enrollments} View={CatalogueCardView} />
          </li>
        ))}
      </ul>
    </section>
  );
}
