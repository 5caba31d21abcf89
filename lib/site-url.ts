/** The public origin of the site, for absolute URLs in metadata, sitemaps and e-mails. */
export function siteUrl(): string {
  return (process.env.APP_URL ?? process.env.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}
