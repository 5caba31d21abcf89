// GET /robots.txt – what crawlers may read (lib/seo/robots-rules.ts), with an ETag: 304 to a crawler that has it.
import { withEtag } from "@/lib/http/etag";
import { robotsTxt } from "@/lib/seo/robots-rules";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return withEtag(request, robotsTxt(), { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400" });
}
