import type { MyEnrollment } from "@/lib/courses/card-state";
import type { CourseSummary } from "@/lib/courses/types";
import { GRID } from "./catalogue-skeleton";
import { CatalogueCardView, CatalogueItem } from "./catalogue-takeover";
import { CourseCardWith } from "./course-card-with";

type Props = {
  courses: CourseSummary[];
  matching: ReadonlySet<string>;
  headingLevel: "h2" | "h3";
  /** The signed-in visitor's enrollments (components/personal/); absent on the public pages. */
  enrollments?: readonly MyEnrollment[];
};

/** A grid of the open tab's cards, rendered on the server; those the search leaves out start hidden. */
export function CatalogueList({ courses, matching, headingLevel, enrollments }: Props) {
  return (
    <ul className={GRID}>
      {courses.map((course) => (
        <CatalogueItem key={course.slug} slug={course.slug} hidden={!matching.has(course.slug) || undefined}>
          <CourseCardWith course={course} headingLevel={headingLevel} enrollments={enrollments} View={CatalogueCardView} />
        </CatalogueItem>
      ))}
    </ul>
  );
}
