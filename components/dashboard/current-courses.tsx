import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { DashboardReads } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";
import { CompletedCourseItem } from "./completed-course-item";
import { CourseProgressItem } from "./course-progress-item";

/**
 * The student's courses, as the big course platforms' "My learning" shows them: in progress, then completed
 * (each with its certificate). The invitation to the catalogue only to a student with no course at all.
 */
export function CurrentCourses({ data: { enrollments, certificates } }: { data: Pick<DashboardReads, "enrollments" | "certificates"> }) {
  const t = useTranslations("Dashboard");
  const mine = useTranslations("MyLearning");
  const browse = (
    <Button asChild className="mt-4">
      <Link href="/courses">{t("browseCourses")}</Link>
    </Button>
  );
  if (enrollments.length === 0) {
    return (
      <div className="py-6 text-center">
        <p className="text-muted-foreground">{t("noCourses")}</p>
        {browse}
      </div>
    );
  }
  const active = enrollments.filter((e) => e.status === "active");
  const completed = enrollments.filter((e) => e.status === "completed");
  const certificateOf = new Map(certificates.filter((c) => c.courseId).map((c) => [c.courseId, c]));
  return (
    <div className="space-y-6">
      <section aria-labelledby="in-progress-heading" data-testid="learning-in-progress">
        <h3 id="in-progress-heading" className="mb-3 font-semibold">
          {mine("inProgress", { count: active.length })}
        </h3>
        {active.length === 0 ? (
          <div className="text-sm text-muted-foreground">
            <p>{mine("allCompleted")}</p>
            {browse}
          </div>
        ) : (
          <ul className="space-y-4">
            {/* The <li> here, not in the item: were the item ever to suspend, React would stream it as its own hidden
                <div>, and an <li> is not allowed in a <div> (the Nu HTML Checker refused such streamed markup). */}
            {active.map((enrollment) => (
              <li key={enrollment.id} className="rounded-lg border p-4" data-testid="current-course">
                <CourseProgressItem enrollment={enrollment} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {completed.length > 0 && (
        <section aria-labelledby="completed-heading" data-testid="learning-completed">
          <h3 id="completed-heading" className="mb-3 font-semibold">
            {mine("completed", { count: completed.length })}
          </h3>
          <ul className="space-y-4">
            {completed.map((enrollment) => (
              <li key={enrollment.id} className="rounded-lg border p-4" data-testid="completed-course">
                <CompletedCourseItem enrollment={enrollment} certificate={certificateOf.get(enrollment.courseId) ?? null} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
