import { getTranslations } from "next-intl/server";
import { defaultLocale } from "@/lib/i18n/locales";

// Paths outside the locale routing (for example /missing.php) land here, without the localized shell.
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: "NotFound" });
  return (
    <html lang="en" dir="ltr">
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-md text-center">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <p className="mt-4 text-muted-foreground">{t("description")}</p>
          {/* A plain link: next/link here put a second copy of its code in every page's first load (this page is the
              root's not-found boundary, loaded with every page), and this page, outside the site's shell, gains
              nothing from a client-side navigation. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, see above */}
          <a className="mt-6 inline-block text-primary underline" href="/">
            {t("backHome")}
          </a>
        </main>
      </body>
    </html>
  );
}
