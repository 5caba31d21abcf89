import { CourseCardView } from "./course-card-view";
import { CourseCardWith, type CourseCardProps } from "./course-card-with";

export { toCardCourse } from "./course-card-with";

/** A course in a grid, drawn by the card's own client component (./course-card-with.tsx). */
export function CourseCard(props: CourseCardProps) {
  return <CourseCardWith {...props} View={CourseCardView} />;
}
