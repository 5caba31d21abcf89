"use server";

import { headers } from "next/headers";
import { runAction, type ActionResult } from "@/lib/http/action";
import { isLocale, defaultLocale } from "@/lib/i18n/locales";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/users/schema";
import { clientIp } from "./credentials";
import { requestPasswordReset, resetPassword } from "./password-reset";

export async function forgotPasswordAction(input: unknown, locale: string): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { email } = forgotPasswordSchema().parse(input);
    await requestPasswordReset(email, clientIp(await headers()), isLocale(locale) ? locale : defaultLocale);
    return null;
  });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const { token, password } = resetPasswordSchema().parse(input);
    await resetPassword(token, password);
    return null;
  });
}
