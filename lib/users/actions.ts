"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { clientIp } from "@/lib/auth/credentials";
import { createSessionCookie } from "@/lib/auth/session-cookie";
import { englishTranslator } from "@/lib/i18n/english";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { limitSignUp } from "@/lib/rate-limit/guards";
import { requireRole } from "@/lib/auth/session";
import { runAction, type ActionResult } from "@/lib/http/action";
import { changeRole } from "./admin";
import { signUpSchema } from "./schema";
import { type PublicUser } from "./service";
import { signUp } from "./sign-up";

/**
 * Signs up (lib/users/sign-up.ts): the same answer for a new and a taken address; a new student is signed in
 * (a 30-day session), the owner of a taken address is told by e-mail in `locale`.
 */
export async function signUpAction(input: unknown, locale?: string): Promise<ActionResult<PublicUser>> {
  return runAction(async () => {
    const { firstName, lastName, nameOrder, email, password } = signUpSchema(englishTranslator("Validation")).parse(input);
    await limitSignUp(clientIp(await headers()), email);
    const { user, signIn } = await signUp({ firstName, lastName, nameOrder, email, password }, isLocale(locale) ? locale : defaultLocale);
    if (signIn) {
      // A new account starts at session version 0 (the column's default).
      const cookie = await createSessionCookie({ ...user, sessionVersion: 0 }, true);
      (await cookies()).set(cookie.name, cookie.value, cookie.options);
    }
    return user;
  });
}

const roleChangeSchema = z.object({ userId: z.string().min(1), role: z.enum(["student", "instructor", "admin"]) });

/** Admins only: gives a user another role. */
export async function changeRoleAction(input: unknown): Promise<ActionResult<PublicUser>> {
  return runAction(async () => {
    const admin = await requireRole(["admin"]);
    const { userId, role } = roleChangeSchema.parse(input);
    const user = await changeRole(admin.id, userId, role);
    revalidatePath("/[locale]/admin/users", "page");
    return user;
  });
}
