"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { clientIp } from "@/lib/auth/credentials";
import { getSessionUser, requireUser } from "@/lib/auth/session";
import { publicPart, type SessionSubject } from "@/lib/auth/session-claims";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { runAction, type ActionResult } from "@/lib/http/action";
import { englishTranslator } from "@/lib/i18n/english";
import { defaultLocale, isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import type { PublicUser } from "@/lib/users/service";
import { confirmCurrentPassword } from "./current-password";
import { confirmEmailChange, requestEmailChange } from "./email-change";
import { changePassword } from "./password-change";
import { changeName, setPreferredLanguage } from "./profile";
import { changeEmailSchema, changeNameSchema, changePasswordSchema, emailChangeTokenSchema, preferredLanguageSchema } from "./schema";

const validation = () => englishTranslator("Validation");

/** This browser's session, issued again for `subject` (same "remember me"): the header reads the name and e-mail from it. */
async function renewSessionCookie(subject: SessionSubject, remember: boolean) {
  const cookie = await createSessionCookie(subject, remember);
  (await cookies()).set(cookie.name, cookie.value, cookie.options);
}

export async function changeNameAction(input: unknown): Promise<ActionResult<PublicUser>> {
  return runAction(async () => {
    const user = await requireUser();
    const name = changeNameSchema(validation()).parse(input);
    const subject = await changeName(user.id, name);
    await renewSessionCookie(subject, user.remember);
    revalidatePath("/[locale]/account", "page");
    return publicPart(subject);
  });
}

/** Sends the confirmation link to the new address (in the page's language); nothing changes until it is opened. */
export async function requestEmailChangeAction(input: unknown, locale: string): Promise<ActionResult<{ newEmail: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    const { newEmail, currentPassword } = changeEmailSchema(validation()).parse(input);
    await confirmCurrentPassword(user, currentPassword, clientIp(await headers()));
    await requestEmailChange(user, newEmail, isLocale(locale) ? locale : defaultLocale);
    return { newEmail };
  });
}

/** The link's page: the change is made; this browser's session follows it when it is the same person's. */
export async function confirmEmailChangeAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  return runAction(async () => {
    const { token } = emailChangeTokenSchema.parse(input);
    const subject = await confirmEmailChange(token);
    const current = await getSessionUser();
    if (current?.id === subject.id) await renewSessionCookie(subject, current.remember);
    return { email: subject.email };
  });
}

/** A new password: every other session ends, this browser stays signed in with a fresh cookie. */
export async function changePasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireUser();
    const { currentPassword, password } = changePasswordSchema(validation()).parse(input);
    const subject = await changePassword(user, currentPassword, password, clientIp(await headers()));
    await renewSessionCookie(subject, user.remember);
    return null;
  });
}

/** The preferred language: kept on the account and in the language cookie the proxy reads. */
export async function setPreferredLanguageAction(input: unknown): Promise<ActionResult<{ locale: string }>> {
  return runAction(async () => {
    const user = await requireUser();
    const { locale } = preferredLanguageSchema.parse(input);
    await setPreferredLanguage(user.id, locale);
    (await cookies()).set(LOCALE_COOKIE, locale, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
    return { locale };
  });
}
