import { useFormatter, useTranslations } from "next-intl";
import type { CourseTeacher } from "@/lib/courses/types";

/** "Taught by …": the people assigned to teach the course, a sample profile said to be one; nothing when nobody is. */
export function CourseInstructors({ teachers }: { teachers: Pick<CourseTeacher, "name" | "sample">[] }) {
  const t = useTranslations("CourseAbout");
  const format = useFormatter();
  if (teachers.length === 0) return null;
  const names = teachers.map(({ name, sample }) => (sample ? t("sampleName", { name }) : name));
  return <p className="text-sm" data-testid="course-instructors">{t("taughtBy", { names: format.list(names, { type: "conjunction" }) })}</p>;
}
