import { serverPersonalState } from "@/components/personal/server-personal-state";
import type { CourseSummary } from "@/lib/courses/types";
import { GRID } from "./catalogue-skeleton";
import { CourseCard } from "./course-card";

/** A grid of course cards, drawn by the server, the signed-in student's own progress in those they hold. */
export function CourseGrid({ courses, headingLevel }: { courses: CourseSummary[]; headingLevel: "h2" | "h3" | "h4" }) {
  const { enrollments } = serverPersonalState();
  return (
    <ul className={GRID}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={headingLevel} enrollments={enrollments} />
        </li>
      ))}
    </ul>
  );
}
