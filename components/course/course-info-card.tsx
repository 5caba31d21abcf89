import { useLocale, useTranslations } from "next-intl";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatPrice } from "@/lib/courses/format";
import type { MyEnrollment } from "@/lib/courses/card-state";
import type { CourseDetail } from "@/lib/courses/types";
import { EnrollmentStatusRow } from "./enroll-panel";

/**
 * The Course Information card: difficulty, lessons, time, price and, for enrolled students, their status.
 * `enrollment`: the visitor's in this course, as the server read it (null on the public page).
 */
export function CourseInfoCard({ course, enrollment }: { course: CourseDetail; enrollment: MyEnrollment | null }) {
  const t = useTranslations("CourseDetail");
  const locale = useLocale();
  const rows: [string, string][] = [
    [t("difficultyLabel"), t(`difficulty.${course.difficulty}`)],
    [t("totalLessons"), String(course.totalLessons)],
    [t("estimatedTime"), t("hours", { hours: course.estimatedHours })],
    [t("price"), formatPrice(course.price, locale)],
  ];
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <h2 className="text-xl font-semibold">{t("infoHeading")}</h2>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex items-center justify-between gap-2 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
          <EnrollmentStatusRow enrollment={enrollment} />
        </dl>
      </CardContent>
    </Card>
  );
}
