import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

// A missing assessment, or one without questions (HTTP 404).
export default function AssessmentNotFound() {
  const t = useTranslations("Assessment");
  return (
    <div className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="mt-4 text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild className="mt-8">
        <Link href="/courses">{t("browseCourses")}</Link>
      </Button>
    </div>
  );
}
