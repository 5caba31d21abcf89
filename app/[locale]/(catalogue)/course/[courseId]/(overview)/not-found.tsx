"use client";

// A client component: it reads the locale from the provider, so the ISR render never falls back to request headers.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export default function CourseNotFound() {
  const t = useTranslations("CourseDetail");
  return (
    <div className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild className="mt-8">
        <Link href="/courses">{t("browseCourses")}</Link>
      </Button>
    </div>
  );
}
