// A lesson for a signed-in visitor: the same page (already rendered per request), inside the header that knows
// the visitor (see app/signed-in/[locale]/layout.tsx).
export { default, generateMetadata } from "@/app/[locale]/(catalogue)/course/[courseId]/lesson/[lessonId]/page";
