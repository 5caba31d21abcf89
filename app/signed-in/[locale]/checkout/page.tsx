// The checkout inside the header that knows the visitor (see app/signed-in/[locale]/layout.tsx).
export { default } from "@/app/[locale]/(student)/checkout/page";
