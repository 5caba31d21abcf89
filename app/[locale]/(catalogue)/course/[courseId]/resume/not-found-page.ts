import "server-only";
import { directionOf, localizedPath, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A route handler cannot render the app's not-found page (notFound() there answers an empty 404), so
 * an unknown course gets a small 404 page of its own, in the visitor's language, linking back to the
 * catalogue.
 */
export async function notFoundPage(locale: Locale): Promise<Response> {
  const t = await translatorFor(locale, "NotFound");
  const courses = await translatorFor(locale, "Dashboard");
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t("title"))}</title>
<style>body{font-family:system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0;padding:1.5rem;color:#0f172a}main{max-width:32rem;text-align:center}a{color:#1e3a8a}a:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}</style></head>
<body><main><h1>${escape(t("title"))}</h1><p>${escape(t("description"))}</p>
<p><a href="${localizedPath(locale, "/courses")}">${escape(courses("browseCourses"))}</a> · <a href="${localizedPath(locale, "/")}">${escape(t("backHome"))}</a></p></main></body>
</html>`;
  return new Response(html, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
