// GET /sitemap.xml – every public page in the 12 languages (a free preview lesson in those it is written in) with
// its alternates (lib/seo/sitemap-entries.ts), with an ETag: a crawler that has this version gets 304.
import { listCourseSlugs } from "@/lib/courses/queries";
import { etagOf, withEtag } from "@/lib/http/etag";
import { listPreviewLessons } from "@/lib/seo/preview-lessons";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap-entries";

// Per request, so that If-None-Match is read. The course and preview lesson lists come from the data cache (revalidated with the
// catalogue); the 1.25 MB document made from it is kept beside it in this server's memory (too large for Next's
// data cache) and made again only when the list changes, the same on every server.
export const dynamic = "force-dynamic";

let built: { source: string; xml: string; etag: string } | null = null;

export async function GET(request: Request) {
  const [courses, lessons] = await Promise.all([listCourseSlugs(), listPreviewLessons()]);
  const source = JSON.stringify([courses, lessons]);
  if (built?.source !== source) {
    const xml = sitemapXml(sitemapEntries(courses, lessons));
    built = { source, xml, etag: etagOf(xml) };
  }
  return withEtag(request, built.xml, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400" }, built.etag);
}
