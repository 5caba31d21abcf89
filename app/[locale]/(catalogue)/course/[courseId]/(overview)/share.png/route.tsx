// GET /course/:slug/share.png – the course's share image (Open Graph, Twitter, its JSON-LD), generated on first
// request and cached like the page. A route rather than Next's opengraph-image file: that one's address carries
// the [locale] segment, so the English pages pointed at /en/course/…, which redirects; the pages name this
// one by its English address (lib/courses/seo.ts courseImageUrl), the same image in every language.
import { ImageResponse } from "next/og";
import { formatPrice } from "@/lib/courses/format";
import { getCourseDetail } from "@/lib/courses/queries";
import { coverSharePng } from "@/lib/images/share-image";
import { ShareFrame } from "@/lib/images/share-frame";
import { SHARE_SIZE } from "@/lib/images/share-size";

export const dynamic = "force-static";
export const revalidate = 3600;
const contentType = "image/png";

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; courseId: string }> };

export async function GET(_request: Request, { params }: Props) {
  const { courseId } = await params;
  // English text: the bundled font covers Latin script only, and the image is shared across languages.
  const course = await getCourseDetail(courseId, "en");
  // A cover uploaded in the studio is the course's picture wherever it is shown, shares included.
  const uploaded = course?.coverSrc ? await coverSharePng(course.coverSrc) : null;
  if (uploaded) return new Response(new Uint8Array(uploaded), { headers: { "Content-Type": contentType } });
  const title = course?.title ?? "Bible Courses";
  const group = course?.testament ? `${course.testament} Testament` : course?.category ? "Ministry Training" : "";
  return new ImageResponse(
    (
      <ShareFrame>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {group && <div style={{ fontSize: 32, opacity: 0.85, display: "flex" }}>{group}</div>}
          <div style={{ fontSize: 96, fontWeight: 700, lineHeight: 1.1, display: "flex" }}>{title}</div>
        </div>
        <div style={{ display: "flex", gap: 48, fontSize: 32 }}>
          {course && <span>{course.totalLessons} lessons</span>}
          {course && <span>{course.estimatedHours} hours</span>}
          {course && <span>{formatPrice(course.price, "en")}</span>}
        </div>
      </ShareFrame>
    ),
    SHARE_SIZE,
  );
}
