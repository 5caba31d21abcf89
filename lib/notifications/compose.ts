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
export const mailLocale = (recipient: { preferredLocale: string | null }): Locale =>
  isLocale(recipient.preferredLocale) ? recipient.preferredLocale : defaultLocale;

/** Most notifications one digest lists; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_ITEMS = 50;

/** What every discussion e-mail to `recipient` shares: its language, its sentences, its footer and list headers. */
async function frame(recipient: Recipient) {
  const locale = mailLocale(recipient);
  const [t, token] = await Promise.all([translatorFor(locale, "Notifications"), unsubscribeToken(recipient.id)]);
  const url = (path: string) => `${siteUrl()}${localizedPath(locale, path)}`;
  return {
    t,
    url,
    /** One notification in a sentence: "Ana Silva replied to your thread “…”". */
    event: (view: NotificationView) => t("event", { kind: view.kind, actor: view.actorName ?? t("someone"), thread: view.threadTitle }),
    firstName: printableNamePart(recipient.firstName),
    footer: t("emailFooter", { settingsUrl: `${url("/account")}#notifications-heading`, unsubscribeUrl: url(`/unsubscribe/${token}`) }),
    // RFC 2369 and RFC 8058: mail programs show an Unsubscribe button that POSTs to this address.
    headers: {
      "List-Unsubscribe": `<${siteUrl()}/api/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    },
  };
}

/** The e-mail of one notification. */
export async function eventMail(recipient: Recipient, view: NotificationView): Promise<Mail> {
  const { t, url, event, firstName, footer, headers } = await frame(recipient);
  const text = t("eventEmailBody", { firstName, event: event(view), course: view.courseTitle, url: url(view.path), footer });
  return { to: recipient.email, subject: event(view), text, headers };
}

/** The daily digest of several notifications, oldest first. */
export async function digestMail(recipient: Recipient, views: NotificationView[]): Promise<Mail> {
  const { t, url, event, firstName, footer, headers } = await frame(recipient);
  const shown = views.slice(0, DIGEST_MAX_ITEMS);
  const lines = shown.map((view) => `• ${event(view)} (${view.courseTitle})\n  ${url(view.path)}`);
  if (views.length > shown.length) lines.push(t("digestMore", { count: views.length - shown.length }));
  const text = t("digestEmailBody", { firstName, items: lines.join("\n\n"), listUrl: url("/notifications"), footer });
  return { to: recipient.email, subject: t("digestSubject", { count: views.length }), text, headers };
}
