import { useTranslations } from "next-intl";
import { PageMessage } from "@/components/layout/page-message";

// A missing assessment, or one without questions (HTTP 404).
export default function AssessmentNotFound() {
  const t = useTranslations("Assessment");
  return <PageMessage title={t("notFoundTitle")} text={t("notFoundText")} href="/courses" linkLabel={t("browseCourses")} />;
}
