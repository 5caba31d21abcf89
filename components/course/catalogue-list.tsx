import type { CourseSummary } from "@/lib/courses/types";
import { CatalogueItem } from "./catalogue-filter";
import { CourseCard } from "./course-card";
import { GRID } from "./catalogue-skeleton";

type Props = { courses: CourseSummary[]; matching: ReadonlySet<string>; headingLevel: "h2" | "h3" };

/** A grid of the open tab's cards, rendered on the server; those the search leaves out start hidden. */
export function CatalogueList({ courses, matching, headingLevel }: Props) {
  return (
    <ul className={GRID}>
      {courses.map((course) => (
        <CatalogueItem key={course.slug} slug={course.slug} hidden={!matching.has(course.slug) || undefined}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </CatalogueItem>
      ))}
    </ul>
  );
}
