// The same 404 as app/[locale] (this tree holds app/[locale]'s pages for signed-in visitors: see layout.tsx).
export { default } from "@/app/[locale]/not-found";
