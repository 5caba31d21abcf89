import { z } from "zod";
import type en from "@/messages/en.json";

// One schema per form, shared by the react-hook-form resolver, the server action and the route handler.
// Messages are passed in: the browser's in the visitor's language, the server's English (englishTranslator,
// lib/i18n/english.ts, which is server code: it would put every English message in the page's script).
export type ValidationMessages = typeof en.Validation;
type Translate = (key: keyof ValidationMessages) => string;

const email = (t: Translate) => z.string().trim().toLowerCase().max(254, t("emailTooLong")).pipe(z.email(t("email")));

const newPassword = (t: Translate) => z.string().min(8, t("passwordMin")).max(128, t("passwordMax"));

/** POST /api/signup: the account's fields. */
export function signUpApiSchema(t: Translate) {
  return z.object({
    firstName: z.string().trim().min(2, t("firstNameMin")).max(100, t("nameMax")),
    lastName: z.string().trim().min(2, t("lastNameMin")).max(100, t("nameMax")),
    email: email(t),
    password: newPassword(t),
  });
}

/** The sign-up form: the account's fields, the password confirmation and the terms box. */
export function signUpSchema(t: Translate) {
  return signUpApiSchema(t)
    .extend({
      confirmPassword: z.string(),
      agreeToTerms: z.boolean().refine((value) => value, t("agreeToTerms")),
    })
    .refine((data) => data.password === data.confirmPassword, { message: t("passwordsMatch"), path: ["confirmPassword"] });
}

export function loginSchema(t: Translate) {
  return z.object({
    email: email(t),
    password: z.string().min(1, t("passwordRequired")).max(128, t("passwordMax")),
    remember: z.boolean().default(false),
  });
}

export function forgotPasswordSchema(t: Translate) {
  return z.object({ email: email(t) });
}

export function resetPasswordSchema(t: Translate) {
  return z
    .object({ token: z.string().min(20).max(200), password: newPassword(t), confirmPassword: z.string() })
    .refine((data) => data.password === data.confirmPassword, { message: t("passwordsMatch"), path: ["confirmPassword"] });
}

export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;
