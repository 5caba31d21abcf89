import { useTranslations } from "next-intl";
import { PageMessage } from "@/components/layout/page-message";

// A missing course or lesson (HTTP 404).
export default function LessonNotFound() {
  const t = useTranslations("Lesson");
  return <PageMessage title={t("notFoundTitle")} text={t("notFoundText")} href="/courses" linkLabel={t("browseCourses")} />;
}
