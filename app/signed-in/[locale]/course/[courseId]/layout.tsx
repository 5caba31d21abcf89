// The course page's texts for its client components, as app/[locale]'s course page has them.
export { default } from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/layout";
