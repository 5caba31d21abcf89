import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { generateMetadata as localeMetadata } from "@/app/[locale]/layout";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AppShell } from "@/components/layout/app-shell";
import { isStaffRole } from "@/components/layout/nav-items";
import { StaffMenu } from "@/components/layout/staff-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { sessionUserOf } from "@/components/personal/signed-in-state";
import { getSessionUser } from "@/lib/auth/session";
import { routing } from "@/lib/i18n/routing";

// The pages a request with a session cookie is rewritten to (lib/i18n/address-rules.mjs): the same pages as
// app/[locale], rendered for this visitor, so the first response already shows who is signed in and their
// courses. The public pages stay static and the same for everyone; these are never cached (nginx passes a
// request with the cookie by its cache, and a response here is private).
export const dynamic = "force-dynamic";

export async function generateMetadata(props: LayoutProps<"/signed-in/[locale]">): Promise<Metadata> {
  // Reached through a rewrite only: its own address (/signed-in/…) is never to be indexed.
  return { ...(await localeMetadata(props)), robots: { index: false, follow: false } };
}

export { viewport } from "@/app/[locale]/layout";

export default async function SignedInLayout({ children, params }: LayoutProps<"/signed-in/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const user = await getSessionUser();
  const bell = user ? (
    <ClientMessages namespaces={["NotificationBell"]}>
      <NotificationBell />
    </ClientMessages>
  ) : undefined;
  // Drawn here too, so its code is loaded before the page is hydrated: loaded lazily, a click on it before then
  // opened the native menu, and React, replacing the not-yet-hydrated part, closed it again.
  const staffMenu = isStaffRole(user?.role) ? (
    <ClientMessages namespaces={["Header"]}>
      <StaffMenu variant="menu" />
    </ClientMessages>
  ) : undefined;
  return (
    // The bell drawn here, not loaded by the header after the page: it is in the first paint, and its code is in
    // this layout's scripts only, never in the public pages' (e2e/budget.spec.ts).
    <AppShell locale={locale} personal={{ user: sessionUserOf(user) }} bell={bell} staffMenu={staffMenu}>
      {children}
    </AppShell>
  );
}
