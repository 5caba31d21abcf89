import { ImageResponse } from "next/og";
import { formatPrice } from "@/lib/courses/format";
import { getCourseDetail } from "@/lib/courses/queries";
import { coverSharePng } from "@/lib/images/share-image";

// One share image per course (Open Graph and Twitter), generated on first request and cached with the page.
export const revalidate = 3600;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Biblical Studies Academy course";

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; courseId: string }> };

export default async function CourseImage({ params }: Props) {
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
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #1e3a8a 0%, #172554 100%)",
          color: "white",
        }}
      >
        <div style={{ fontSize: 36, color: "#fcd34d", display: "flex" }}>Biblical Studies Academy</div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          {group && <div style={{ fontSize: 32, opacity: 0.85, display: "flex" }}>{group}</div>}
          <div style={{ fontSize: 96, fontWeight: 700, lineHeight: 1.1, display: "flex" }}>{title}</div>
        </div>
        <div style={{ display: "flex", gap: 48, fontSize: 32 }}>
          {course && <span>{course.totalLessons} lessons</span>}
          {course && <span>{course.estimatedHours} hours</span>}
          {course && <span>{formatPrice(course.price, "en")}</span>}
        </div>
      </div>
    ),
    size,
  );
}
