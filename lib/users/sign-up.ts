import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/errors";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { sendMail } from "@/lib/mail/send";
import { hit } from "@/lib/rate-limit/limit";
import { siteUrl } from "@/lib/site-url";
import { printableNamePart, type NameOrder } from "./full-name";
import { createUser, EMAIL_TAKEN, type PublicUser } from "./service";

type SignUpInput = { firstName: string; lastName: string; nameOrder?: NameOrder; email: string; password: string };

// At most this many "someone tried to sign up with your address" e-mails per address and hour: a script
// cannot bury an owner's inbox, and the answer stays the same after the last one.
const OWNER_NOTICES_PER_HOUR = 3;

/**
 * An account id in the shape Prisma's cuid() gives (25 characters, "c" first), made here for every new
 * account and for the stand-in answered for a taken address, so the two cannot be told apart by their ids.
 */
function newAccountId(): string {
  const random = [...randomBytes(16)].map((b) => (b % 36).toString(36)).join("");
  return `c${Date.now().toString(36).padStart(8, "0")}${random}`;
}

/**
 * Signs up without telling whether the address already has an account. A new address gets its account,
 * a session (`signIn: true`) and a welcome e-mail. A taken address gets the same answer, built from the
 * form's own fields, but no session, nothing changes, and the owner is told by e-mail (with links to sign
 * in and to reset the password). Both end with an e-mail, so the page can say "check your e-mail" to both.
 */
export async function signUp(input: SignUpInput, locale: Locale): Promise<{ user: PublicUser; signIn: boolean }> {
  const id = newAccountId();
  try {
    const user = await createUser({ ...input, id });
    await quietly(() => sendWelcome(user, locale));
    return { user, signIn: true };
  } catch (error) {
    if (!(error instanceof HttpError && error.code === EMAIL_TAKEN)) throw error;
    await quietly(() => noticeToOwner(input.email, locale));
    const standIn = { id, firstName: input.firstName, lastName: input.lastName, nameOrder: input.nameOrder ?? "given_first", email: input.email, role: "student" as const };
    return { user: standIn, signIn: false };
  }
}

/** A mail that cannot go out is logged, never answered: an error only one of the two paths met would tell them apart. */
async function quietly(send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    console.error("[signup] e-mail not sent:", error instanceof Error ? error.message : error);
  }
}

async function sendWelcome(user: PublicUser, locale: Locale) {
  const t = await translatorFor(locale, "SignUpSafetyEmail");
  const url = `${siteUrl()}${localizedPath(locale, "/courses")}`;
  await sendMail({ to: user.email, subject: t("welcomeSubject"), text: t("welcomeBody", { firstName: printableNamePart(user.firstName), url }) });
}

async function noticeToOwner(email: string, locale: Locale) {
  const owner = await db.user.findUnique({ where: { email }, select: { email: true, firstName: true } });
  const allowed = (await hit(`signup:taken:${email}`, OWNER_NOTICES_PER_HOUR, 60 * 60)).allowed;
  if (!owner || !allowed) return;
  const t = await translatorFor(locale, "SignUpSafetyEmail");
  await sendMail({
    to: owner.email,
    subject: t("takenSubject"),
    text: t("takenBody", {
      firstName: printableNamePart(owner.firstName),
      signInUrl: `${siteUrl()}${localizedPath(locale, "/login")}`,
      resetUrl: `${siteUrl()}${localizedPath(locale, "/forgot-password")}`,
    }),
  });
}
