// GET /api/unsubscribe/:token – 303 to the confirmation page in the reader's language (no change: mail scanners open links)
// POST /api/unsubscribe/:token – RFC 8058 one-click (body "List-Unsubscribe=One-Click") or the page's form: discussion e-mail off, no sign-in; 404 for a bad token
import { NextResponse } from "next/server";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { defaultLocale, localizedPath } from "@/lib/i18n/locales";
import { readUnsubscribeLink, unsubscribeByToken, type UnsubscribeLink } from "@/lib/notifications/unsubscribe";

// The token is the credential, not a cookie, so a forged cross-site request can do nothing its holder could
// not: form bodies are allowed because mail providers POST the one-click body (urlencoded or multipart).
const ONE_CLICK_BODIES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

/** To the page, in the reader's language; a relative Location keeps the host and scheme the visitor used. */
function toPage(link: UnsubscribeLink, token: string): Response {
  const path = localizedPath(link.valid ? link.locale : defaultLocale, `/unsubscribe/${encodeURIComponent(token)}`);
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "private, no-store" } });
}

/** A browser's form post follows on to the page; a mail provider's POST gets a short answer. */
const fromBrowser = (request: Request) =>
  request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");

export const GET = route<{ token: string }>(async (_request, { params }) => {
  const { token } = await params;
  return toPage(await readUnsubscribeLink(token), token);
});

export const POST = route<{ token: string }>(
  async (request, { params }) => {
    const { token } = await params;
    const done = await unsubscribeByToken(token);
    if (fromBrowser(request)) return toPage(await readUnsubscribeLink(token), token);
    if (!done) throw notFound("This unsubscribe link is not valid.");
    return NextResponse.json({ unsubscribed: true }, { headers: { "Cache-Control": "private, no-store" } });
  },
  { bodyTypes: ONE_CLICK_BODIES },
);
