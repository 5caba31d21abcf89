import { useTranslations } from "next-intl";
import { PageMessage } from "@/components/layout/page-message";

// A server component, as the language's 404 page is (app/[locale]/not-found.tsx): the locale comes from the
// layouts' setRequestLocale in the same render, and the page's script carries nothing for it.
export default function CourseNotFound() {
  const t = useTranslations("CourseDetail");
  return (
    <PageMessage
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      href="/courses"
      linkLabel={t("browseCourses")}
      titleClassName="font-serif"
    />
  );
}
