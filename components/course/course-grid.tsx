import type { CourseSummary } from "@/lib/courses/types";
import { GRID } from "./catalogue-skeleton";
import { CourseCard } from "./course-card";

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
