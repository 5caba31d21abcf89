import { setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";

// The course page's client components read these texts.
export default async function CourseOverviewLayout({ children, params }: LayoutProps<"/[locale]/course/[courseId]">) {
  setRequestLocale((await params).locale);
  return <ClientMessages namespaces={["ApiErrors", "CourseDetail", "Refunds"]}>{children}</ClientMessages>;
}
