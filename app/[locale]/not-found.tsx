import { useTranslations } from "next-intl";
import { PageMessage } from "@/components/layout/page-message";

export default function NotFound() {
  const t = useTranslations("NotFound");
  return <PageMessage title={t("title")} text={t("description")} href="/" linkLabel={t("backHome")} titleClassName="sm:text-4xl" />;
}
