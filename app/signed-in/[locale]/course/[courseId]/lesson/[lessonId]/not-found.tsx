export { default } from "@/app/[locale]/(catalogue)/course/[courseId]/lesson/[lessonId]/not-found";
