import { getTranslations } from "next-intl/server";
import { PageMessage } from "@/components/layout/page-message";

export async function InvalidCourse() {
  const t = await getTranslations("Checkout");
  return <PageMessage title={t("invalidTitle")} text={t("invalidText")} href="/courses" linkLabel={t("browseCourses")} />;
}
