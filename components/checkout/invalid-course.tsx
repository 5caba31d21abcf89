import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

export async function InvalidCourse() {
  const t = await getTranslations("Checkout");
  return (
    <div className="container mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("invalidTitle")}</h1>
      <p className="mt-2 text-muted-foreground">{t("invalidText")}</p>
      <Button asChild className="mt-6">
        <Link href="/courses">{t("browseCourses")}</Link>
      </Button>
    </div>
  );
}
