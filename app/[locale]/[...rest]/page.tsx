import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { NotFoundMessage } from "@/components/layout/not-found-message";

// Any path no page claims, in any locale, is a 404 page that arrives as HTML (heading, lang, links) and
// works without JavaScript. Next 16 does not server-render notFound() thrown by a page rendered on
// request: the HTML is an empty error shell that only JavaScript fills. So the message is rendered here as
// the fallback of a boundary whose content calls notFound(): the incremental (cached) render keeps the
// status 404 and the message in the HTML, and in the browser [locale]/not-found.tsx shows the same message.
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

export default async function UnknownPath({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <Suspense fallback={<NotFoundMessage />}>
      <Missing />
    </Suspense>
  );
}

async function Missing(): Promise<never> {
  notFound();
}
