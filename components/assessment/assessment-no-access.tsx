import { Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { AssessmentInfo } from "@/lib/assessments/types";
import { Link } from "@/lib/i18n/navigation";

// A signed-in visitor who is not enrolled (nor teaching the course, nor an admin): why, and the way in.
export async function AssessmentNoAccess({ info }: { info: AssessmentInfo }) {
  const t = await getTranslations("Assessment");
  return (
    <section className="container mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center" data-testid="assessment-no-access">
      <Lock className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{t("noAccessTitle")}</h1>
      <p className="text-muted-foreground">{t("noAccessText", { assessment: info.title, course: info.course.title })}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href={`/checkout/${info.course.slug}`}>{t("enrol")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={`/course/${info.course.slug}`}>{t("viewCourse")}</Link>
        </Button>
      </div>
    </section>
  );
}
