"use server";

import { cookies, headers } from "next/headers";
import { runAction, type ActionResult } from "@/lib/http/action";
import { englishTranslator } from "@/lib/i18n/english";
import { isLocale, defaultLocale } from "@/lib/i18n/locales";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/users/schema";
import { limitResetRequest } from "@/lib/rate-limit/guards";
import { clientIp } from "./credentials";
import { signOutEverywhere } from "./end-sessions";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { requireUser } from "./session";

export async function forgotPasswordAction(input: unknown, locale: string): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { email } = forgotPasswordSchema(englishTranslator("Validation")).parse(input);
    const ip = clientIp(await headers());
    await limitResetRequest(ip);
    await requestPasswordReset(email, isLocale(locale) ? locale : defaultLocale);
    return null;
  });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { token, password } = resetPasswordSchema(englishTranslator("Validation")).parse(input);
    await resetPassword(token, password);
    return null;
  });
}

/** 'Sign out everywhere' from a page: every other session ends, this browser gets a fresh cookie. */
export async function signOutEverywhereAction(): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireUser();
    const cookie = await signOutEverywhere(user.id, user.remember);
    (await cookies()).set(cookie.name, cookie.value, cookie.options);
    return null;
  });
}
