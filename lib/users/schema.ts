import { z } from "zod";
import type en from "@/messages/en.json";
import { NAME_ORDERS } from "./full-name";
import { personNamePart } from "./name-rule";

// One schema per form, shared by the react-hook-form resolver, the server action and the route handler.
// Messages are passed in: the browser's in the visitor's language, the server's English (englishTranslator,
// lib/i18n/english.ts, which is server code: it would put every English message in the page's script).
export type ValidationMessages = typeof en.Validation;
type Translate = (key: keyof ValidationMessages) => string;

export const emailSchema = (t: Translate) => z.string().trim().toLowerCase().max(254, t("emailTooLong")).pipe(z.email(t("email")));

export const newPasswordSchema = (t: Translate) => z.string().min(8, t("passwordMin")).max(128, t("passwordMax"));

const nameFields = (t: Translate) => ({
  firstName: personNamePart({ required: t("firstNameRequired"), max: t("nameMax"), invisible: t("nameInvisible"), letters: t("nameLetters") }),
  lastName: personNamePart({ required: t("lastNameRequired"), max: t("nameMax"), invisible: t("nameInvisible"), letters: t("nameLetters") }),
  nameOrder: z.enum(NAME_ORDERS, t("nameOrder")),
});

/** A person's name: its two parts and the order they are written in (sign-up, account settings). */
export function personNameSchema(t: Translate) {
  return z.object(nameFields(t));
}

/** POST /api/signup: the account's fields. Without a name order the name is written given name first. */
export function signUpApiSchema(t: Translate) {
  const { nameOrder, ...parts } = nameFields(t);
  return z.object({ ...parts, nameOrder: nameOrder.default("given_first"), email: emailSchema(t), password: newPasswordSchema(t) });
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
    email: emailSchema(t),
    password: z.string().min(1, t("passwordRequired")).max(128, t("passwordMax")),
    remember: z.boolean().default(false),
  });
}

export function forgotPasswordSchema(t: Translate) {
  return z.object({ email: emailSchema(t) });
}

export function resetPasswordSchema(t: Translate) {
  return z
    .object({ token: z.string().min(20).max(200), password: newPasswordSchema(t), confirmPassword: z.string() })
    .refine((data) => data.password === data.confirmPassword, { message: t("passwordsMatch"), path: ["confirmPassword"] });
}

export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;
