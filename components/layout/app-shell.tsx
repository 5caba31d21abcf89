import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { PersonalStateProvider, type PersonalState } from "@/components/personal/personal-state";
import { SiteFooter } from "@/components/layout/site-footer";
import { RouteFocus } from "@/components/layout/route-focus";
import { SiteHeader } from "@/components/layout/site-header";
import { Toaster } from "@/components/ui/toaster";
import { directionOf, type Locale } from "@/lib/i18n/locales";
import { listActiveLanguages } from "@/lib/languages/queries";

/**
 * The page around every page: <html> in the page's language and direction, header, main, footer, toasts.
 * `personal`: what the server knows of the signed-in visitor (app/signed-in/), drawn in the first response, and
 * `bell` and `staffMenu` their notification bell and staff tools; without them (the public pages, the same for everyone) the header learns the
 * visitor in the browser.
 */
export async function AppShell({ locale, personal, bell, staffMenu, children }: { locale: Locale; personal?: PersonalState; bell?: ReactNode; staffMenu?: ReactNode; children: ReactNode }) {
  const [t, languages] = await Promise.all([getTranslations("Common"), pickerLanguages()]);
  const toasterLabels = { notification: t("notification"), notifications: t("notifications", { hotkey: "{hotkey}" }), close: t("close") };

  // The shell's texts only (the header's): each page wraps its own client components in the texts they read.
  const dir = directionOf(locale);
  const page = (
    <ClientMessages namespaces={["Header", "LanguagePicker", "NotificationBell"]}>
      <SiteHeader languages={languages} bell={bell} staffMenu={staffMenu} signedIn={Boolean(personal?.user)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <Toaster labels={toasterLabels} />
      <RouteFocus />
    </ClientMessages>
  );
  return (
    <html lang={locale} dir={dir}>
      <body className="flex min-h-screen flex-col">
        {/* The browser paints nothing before the whole header (a signed-in page: the whole main part) is parsed
            (React puts this link in <head>): a page streamed by a busy server could otherwise be painted between
            two chunks, a row without its end, which then moves (a layout shift). A public page, sent whole from
            the cache, waits for its header only, so that a slow connection still shows it early. WHATWG HTML,
            "expect" link type; Chromium 124+, ignored elsewhere. */}
        <link rel="expect" href={personal ? "#main" : "#site-header"} blocking="render" />
        {personal ? <PersonalStateProvider value={personal}>{page}</PersonalStateProvider> : page}
      </body>
    </html>
  );
}

/** The active languages (cached, tag "languages"); none when the database cannot say, and the picker asks later. */
async function pickerLanguages(): Promise<Parameters<typeof SiteHeader>[0]["languages"]> {
  try {
    return (await listActiveLanguages()).map(({ code, name, nativeName }) => ({ code, name, nativeName }));
  } catch {
    return undefined;
  }
}
