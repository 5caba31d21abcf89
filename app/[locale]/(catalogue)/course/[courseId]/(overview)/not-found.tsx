"use client";

// A client component: it reads the locale from the provider, so the ISR render never falls back to request headers.
import { useTranslations } from "next-intl";
import { PageMessage } from "@/components/layout/page-message";

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
