import { getTranslations, setRequestLocale } from "next-intl/server";
import { StudioNav } from "@/components/studio/studio-nav";
import { getSessionUser } from "@/lib/auth/session";

/**
 * The studio's screens share their navigation. Each page still guards itself (sign-in redirect, 404 to anyone
 * but staff); the links show only to staff, so a 404 never lists the studio's screens.
 */
export default async function StudioLayout({ children, params }: LayoutProps<"/[locale]/studio">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getSessionUser();
  if (user?.role !== "instructor" && user?.role !== "admin") return children;
  const [t, moderation] = await Promise.all([getTranslations("StudioNav"), getTranslations("DiscussionModeration")]);
  return (
    <>
      <StudioNav labels={{ label: t("label"), courses: t("courses"), profile: t("profile"), translations: t("translations"), discussions: moderation("navLabel") }} />
      {children}
    </>
  );
}
