import type { CourseSummary } from "@/lib/courses/types";
import { CourseCard, CourseCardSkeleton } from "./course-card";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function CourseGrid({ courses, headingLevel }: { courses: CourseSummary[]; headingLevel: "h2" | "h3" | "h4" }) {
  return (
    <ul className={GRID}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </div>
  );
}
