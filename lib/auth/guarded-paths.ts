import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * Pages only signed-in users may open (the pages check again on the server). Checkout is not among them:
 * a signed-out buyer sees what the course costs and gets 'Create Account & Enroll' / 'Sign In to Enroll',
 * which bring them back; paying itself needs a session (POST /api/create-payment-intent answers 401).
 */
const GUARDED_PREFIXES = ["/dashboard", "/purchases", "/certificates", "/assessment", "/instructor", "/admin", "/studio"];

/** Splits /es/dashboard into { locale: "es", path: "/dashboard" }; English paths have no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split("/");
  if (isLocale(first)) return { locale: first, path: `/${rest.join("/")}` };
  return { locale: defaultLocale, path: pathname };
}

export function isGuarded(path: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The localized sign-in page that brings the visitor back to `returnTo` afterwards. */
export function loginUrl(locale: Locale, returnTo: string): string {
  return `${localizedPath(locale, "/login")}?callbackUrl=${encodeURIComponent(returnTo)}`;
}
