// A discussion thread inside the header that knows the visitor (see app/signed-in/[locale]/layout.tsx).
export { default, generateMetadata } from "@/app/[locale]/(catalogue)/course/[courseId]/discussions/[threadId]/page";
