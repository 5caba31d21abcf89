export { default } from "@/app/[locale]/(student)/dashboard/loading";
