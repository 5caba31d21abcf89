import { notFound } from "next/navigation";

// Any path no page claims, in any locale, renders app/[locale]/not-found.tsx with status 404.
export default function CatchAll() {
  notFound();
}
