import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { LocaleDirectionProvider } from "@/components/i18n/direction-provider";
import { SiteFooter } from "@/components/layout/site-footer";
import { RouteFocus } from "@/components/layout/route-focus";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { directionOf } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";
import { siteUrl } from "@/lib/site-url";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: t("title"),
    // Route handlers (app/icon.svg, app/favicon.ico) rather than icon files, so that they send an ETag.
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], shortcut: "/favicon.ico" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1e3a8a" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Common");
  const toasterLabels = { notification: t("notification"), notifications: t("notifications", { hotkey: "{hotkey}" }), close: t("close") };

  // The shell's texts only (the header's): each page wraps its own client components in the texts they read.
  const dir = directionOf(locale);
  return (
    <html lang={locale} dir={dir}>
      <body className="flex min-h-screen flex-col">
        <LocaleDirectionProvider dir={dir}>
          <ClientMessages namespaces={["Header", "LanguagePicker", "NotificationBell"]}>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <Toaster labels={toasterLabels} />
            <RouteFocus />
          </ClientMessages>
        </LocaleDirectionProvider>
      </body>
    </html>
  );
}
