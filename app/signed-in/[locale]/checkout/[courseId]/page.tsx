// The student's page inside the header that knows the visitor (see app/signed-in/[locale]/layout.tsx).
export { default, generateMetadata } from "@/app/[locale]/(student)/checkout/[courseId]/page";
