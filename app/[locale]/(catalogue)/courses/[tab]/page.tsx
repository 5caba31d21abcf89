import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { CataloguePage } from "@/components/course/catalogue-page";
import { plainTab, TAB_SLUGS, tabFromSlug } from "@/lib/courses/catalogue-route";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata } from "../catalogue-metadata";

// /courses/new-testament and /courses/ministry, static like /courses (the Old Testament tab).
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.values(TAB_SLUGS).map((tab) => ({ tab }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/courses/[tab]">): Promise<Metadata> {
  const { locale, tab } = await params;
  return catalogueMetadata(locale as Locale, tabFromSlug(tab) ?? "Old");
}

export default async function CatalogueTabPage({ params }: PageProps<"/[locale]/courses/[tab]">) {
  const { locale, tab: slug } = await params;
  const tab = tabFromSlug(slug);
  if (!tab) notFound();
  setRequestLocale(locale);
  return <CataloguePage locale={locale as Locale} state={plainTab(tab)} />;
}
