import { useFormatter, useTranslations } from "next-intl";

/** "Taught by …": the people assigned to teach the course; nothing when nobody is. */
export function CourseInstructors({ names }: { names: string[] }) {
  const t = useTranslations("CourseAbout");
  const format = useFormatter();
  if (names.length === 0) return null;
  return <p className="text-sm" data-testid="course-instructors">{t("taughtBy", { names: format.list(names, { type: "conjunction" }) })}</p>;
}
