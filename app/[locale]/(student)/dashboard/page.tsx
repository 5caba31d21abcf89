import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PAGE_BUTTON_STYLES } from "@/components/dashboard/button-styles";
import { CurrentCourses } from "@/components/dashboard/current-courses";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { DashboardIcons } from "@/components/dashboard/icons";
import { NextUpCard } from "@/components/dashboard/next-up-card";
import { QuickActions } from "@/components/dashboard/quick-actions";
import { RecentAchievements } from "@/components/dashboard/recent-achievements";
import { SignOutEverywhereButton } from "@/components/dashboard/sign-out-everywhere";
import { UpcomingTests } from "@/components/dashboard/upcoming-tests";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { requirePageUser } from "@/lib/auth/page-guard";
import { readDashboard } from "@/lib/dashboard/page-data";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/dashboard">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function DashboardPage({ params }: PageProps<"/[locale]/dashboard">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, "/dashboard");
  // Every read starts here, at once, and the page renders when they are all in: one pass, no widget streamed
  // behind a skeleton of its own (the route's loading.tsx shows the whole page's while they run).
  const [t, auth, data] = await Promise.all([getTranslations("Dashboard"), getTranslations("Auth"), readDashboard(user.id, locale as Locale)]);

  // The buttons' shared classes and the repeated icons' drawings, once for the page (components/dashboard/button-styles.ts, icons.tsx).
  return (
    <div className={`container mx-auto space-y-6 px-4 py-8 sm:py-10 ${PAGE_BUTTON_STYLES}`}>
      <DashboardIcons.Sprite />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <WelcomeBanner firstName={user.firstName} data={data} />
      <NextUpCard nextUp={data.nextUp} />
      <div className="grid gap-6 lg:grid-cols-3">
        <DashboardSection id="current-courses" title={t("currentCourses")} className="lg:col-span-2">
          <CurrentCourses data={data} />
        </DashboardSection>
        <div className="space-y-6">
          <DashboardSection id="upcoming-tests" title={t("upcomingTests")}>
            <UpcomingTests upcoming={data.upcoming} />
          </DashboardSection>
          <DashboardSection id="recent-achievements" title={t("recentAchievements")}>
            <RecentAchievements certificates={data.certificates} />
          </DashboardSection>
          <DashboardSection id="quick-actions" title={t("quickActions")}>
            <QuickActions activity={data.activity} />
          </DashboardSection>
          <section aria-labelledby="sessions-heading" className="rounded-lg border bg-card p-6">
            <h2 id="sessions-heading" className="text-xl font-semibold leading-tight">
              {auth("signOutEverywhere")}
            </h2>
            <p className="mb-4 mt-1 text-sm text-muted-foreground">{auth("signOutEverywhereDescription")}</p>
            <SignOutEverywhereButton
              labels={{ button: auth("signOutEverywhere"), done: auth("signOutEverywhereDone"), failed: auth("signOutEverywhereFailed") }}
            />
          </section>
          {/* Name, e-mail, password, language, the data download and deletion live on the account page. */}
          <Link href="/account" className="block min-h-11 rounded-lg border bg-card p-6 font-semibold text-primary underline">
            {auth("accountSettings")}
          </Link>
        </div>
      </div>
    </div>
  );
}
