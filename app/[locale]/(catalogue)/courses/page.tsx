import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CataloguePage } from "@/components/course/catalogue-page";
import { plainTab } from "@/lib/courses/catalogue-route";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata } from "./catalogue-metadata";

// Static and incrementally regenerated: course writes revalidate the "courses" tag, and the hour is a safety net.
// The other tabs have their own static pages ([tab]); a search, a filter or an order is rendered by ../search (see proxy.ts).
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<"/[locale]/courses">): Promise<Metadata> {
  const { locale } = await params;
  return catalogueMetadata(locale as Locale, "Old");
}

export default async function OldTestamentPage({ params }: PageProps<"/[locale]/courses">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CataloguePage locale={locale as Locale} state={plainTab("Old")} />;
}
