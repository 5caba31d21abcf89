import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { getSessionUser } from "@/lib/auth/session";

/**
 * The admin pages share their navigation. Each page still guards itself (sign-in redirect, 404 to a
 * non-admin); the links show only to an admin, so a 404 never lists the admin pages.
 */
export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]/admin">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (user?.role !== "admin") return children;
  const t = await getTranslations("AdminNav");
  return (
    <>
      <AdminNav labels={{ label: t("label"), users: t("users"), payments: t("payments"), audit: t("audit") }} />
      {children}
    </>
  );
}
