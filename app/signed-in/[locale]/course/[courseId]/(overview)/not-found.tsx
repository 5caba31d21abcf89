export { default } from "@/app/[locale]/(catalogue)/course/[courseId]/(overview)/not-found";
