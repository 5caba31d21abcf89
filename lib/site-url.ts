import { envOf } from "@/lib/env";

/** The public origin of the site, for absolute URLs in metadata, sitemaps and e-mails. */
export function siteUrl(): string {
  // envOf, not env(): prerendered pages call this during `next build`, where the runtime secrets are absent.
  const { APP_URL, NEXTAUTH_URL } = envOf("APP_URL", "NEXTAUTH_URL");
  return (APP_URL ?? NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
