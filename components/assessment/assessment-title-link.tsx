"use client";
import { useTranslations } from "next-intl";
import { findEnrollment, useMyEnrollments } from "@/components/course/use-my-enrollments";
import { Link } from "@/lib/i18n/navigation";

// On the (static) course page: the assessment's title, a link to /assessment/{id} once the client knows
// the visitor is enrolled (active or completed). The server checks again when the page opens.
export function AssessmentTitleLink({ id, title, courseId, slug }: { id: string; title: string; courseId: string; slug: string }) {
  const t = useTranslations("Assessment");
  const { enrollments } = useMyEnrollments();
  const enrollment = findEnrollment(enrollments, courseId, slug);
  if (!enrollment || enrollment.status === "refunded") return <p className="font-medium"><bdi>{title}</bdi></p>;
  return (
    <Link href={`/assessment/${id}`} className="font-medium text-primary underline-offset-4 hover:underline" aria-label={t("takeAssessment", { title })}>
      <bdi>{title}</bdi>
    </Link>
  );
}
