// The course page's texts for its client components, as app/[locale]'s course page has them: in a route group of
// its own, as there, so the lesson and discussion pages below the course do not carry them too.
export { default } from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/layout";
