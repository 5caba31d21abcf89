import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TAB_PATHS } from "@/lib/courses/catalogue-route";
import type { CatalogueTab } from "@/lib/courses/search";
import { pageMetadata } from "@/lib/courses/seo";
import type { Locale } from "@/lib/i18n/locales";

const TAB_LABEL = { New: "newTestament", Ministry: "ministry" } as const;

/** Title, description and canonical of a catalogue tab: 'Bible Courses', or 'New Testament – Bible Courses'. */
export async function catalogueMetadata(locale: Locale, tab: CatalogueTab): Promise<Metadata> {
  const [t, catalogue] = await Promise.all([getTranslations({ locale, namespace: "Seo" }), getTranslations({ locale, namespace: "Catalogue" })]);
  const title = tab === "Old" ? t("coursesTitle") : `${catalogue(TAB_LABEL[tab])} – ${t("coursesTitle")}`;
  return pageMetadata(locale, TAB_PATHS[tab], title, t("coursesDescription"), t("siteName"));
}
