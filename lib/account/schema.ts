import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { emailSchema, newPasswordSchema, personNameSchema, type ValidationMessages } from "@/lib/users/schema";

// The account page's forms, one schema each, shared by the form's resolver and the server action.
type Translate = (key: keyof ValidationMessages) => string;

export const changeNameSchema = personNameSchema;

export function changeEmailSchema(t: Translate) {
  return z.object({ newEmail: emailSchema(t), currentPassword: z.string().min(1, t("passwordRequired")).max(128, t("passwordMax")) });
}

export function changePasswordSchema(t: Translate) {
  return z
    .object({ currentPassword: z.string().min(1, t("passwordRequired")).max(128, t("passwordMax")), password: newPasswordSchema(t), confirmPassword: z.string() })
    .refine((data) => data.password === data.confirmPassword, { message: t("passwordsMatch"), path: ["confirmPassword"] });
}

export const preferredLanguageSchema = z.object({ locale: z.enum(locales) });

/** The link's token: the random part of the confirmation address. */
export const emailChangeTokenSchema = z.object({ token: z.string().min(20).max(200) });

export type ChangeNameInput = z.input<ReturnType<typeof changeNameSchema>>;
export type ChangeEmailInput = z.input<ReturnType<typeof changeEmailSchema>>;
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;
