// GET /share.png – the site's share image (Open Graph and Twitter) for the home page and the catalogue, drawn at
// build time and served as a static file. English: the bundled font covers Latin script only.
import { ImageResponse } from "next/og";
import { ShareFrame } from "@/lib/images/share-frame";
import { SHARE_SIZE } from "@/lib/images/share-size";

export const dynamic = "force-static";

export function GET() {
  return new ImageResponse(
    (
      <ShareFrame>
        <div style={{ fontSize: 88, fontWeight: 700, lineHeight: 1.1, display: "flex" }}>Online Bible courses</div>
        <div style={{ display: "flex", gap: 48, fontSize: 32 }}>
          <span>All 66 books</span>
          <span>Ministry training</span>
          <span>12 languages</span>
        </div>
      </ShareFrame>
    ),
    SHARE_SIZE,
  );
}
