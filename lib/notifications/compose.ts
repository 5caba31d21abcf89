import "server-only";
import { defaultLocale, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import type { Mail } from "@/lib/mail/send";
import { siteUrl } from "@/lib/site-url";
import { printableNamePart } from "@/lib/users/full-name";
import { unsubscribeToken } from "./unsubscribe-token";
import type { NotificationView } from "./views";

export type Recipient = { id: string; email: string; firstName: string; preferredLocale: string | null };

/** The language of a user's e-mails: the one chosen on the account page, else English. */
export const mailLocale = (recipient: Recipient): Locale => (isLocale(recipient.preferredLocale) ? recipient.preferredLocale : defaultLocale);

/** The headers of RFC 2369 and RFC 8058: mail programs show an Unsubscribe button that POSTs to the link. */
async function listHeaders(recipient: Recipient, locale: Locale) {
  const token = await unsubscribeToken(recipient.id);
  return {
    pageUrl: `${siteUrl()}${localizedPath(locale, `/unsubscribe/${token}`)}`,
    headers: {
      "List-Unsubscribe": `<${siteUrl()}/api/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}

async function translate(locale: Locale) {
  const t = await translatorFor(locale, "Notifications");
  /** One notification in a sentence: "Ana Silva replied to your thread “…”". */
  const event = (view: NotificationView) => t("event", { kind: view.kind, actor: view.actorName ?? t("someone"), thread: view.threadTitle });
  return { t, event };
}

const linkOf = (view: NotificationView, locale: Locale) => `${siteUrl()}${localizedPath(locale, view.path)}`;

/** The e-mail of one notification. */
export async function eventMail(recipient: Recipient, view: NotificationView): Promise<Mail> {
  const locale = mailLocale(recipient);
  const [{ t, event }, list] = await Promise.all([translate(locale), listHeaders(recipient, locale)]);
  const footer = t("emailFooter", { settingsUrl: `${siteUrl()}${localizedPath(locale, "/account")}#notifications`, unsubscribeUrl: list.pageUrl });
  return {
    to: recipient.email,
    subject: event(view),
    text: t("eventEmailBody", { firstName: printableNamePart(recipient.firstName), event: event(view), course: view.courseTitle, url: linkOf(view, locale), footer }),
    headers: list.headers,
  };
}

/** Most notifications one digest lists; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_ITEMS = 50;

/** The daily digest of several notifications, oldest first. */
export async function digestMail(recipient: Recipient, views: NotificationView[]): Promise<Mail> {
  const locale = mailLocale(recipient);
  const [{ t, event }, list] = await Promise.all([translate(locale), listHeaders(recipient, locale)]);
  const shown = views.slice(0, DIGEST_MAX_ITEMS);
  const lines = shown.map((view) => `• ${event(view)} (${view.courseTitle})\n  ${linkOf(view, locale)}`);
  if (views.length > shown.length) lines.push(t("digestMore", { count: views.length - shown.length }));
  const footer = t("emailFooter", { settingsUrl: `${siteUrl()}${localizedPath(locale, "/account")}#notifications`, unsubscribeUrl: list.pageUrl });
  return {
    to: recipient.email,
    subject: t("digestSubject", { count: views.length }),
    text: t("digestEmailBody", { firstName: printableNamePart(recipient.firstName), items: lines.join("\n\n"), footer, listUrl: `${siteUrl()}${localizedPath(locale, "/notifications")}` }),
    headers: list.headers,
  };
}
