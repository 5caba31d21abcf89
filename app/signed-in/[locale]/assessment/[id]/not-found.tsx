export { default } from "@/app/[locale]/(student)/assessment/[id]/not-found";
