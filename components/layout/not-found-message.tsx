import { useTranslations } from "next-intl";
import { PageMessage } from "./page-message";

/** The localized 'page not found' message, shared by the 404 boundary and the unknown-path page. */
export function NotFoundMessage() {
  const t = useTranslations("NotFound");
  return <PageMessage title={t("title")} text={t("description")} href="/" linkLabel={t("backHome")} titleClassName="sm:text-4xl" />;
}
