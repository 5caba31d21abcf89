import { z } from "zod";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import type en from "@/messages/en.json";
import { hasInvisibleCharacters } from "@/lib/users/name-rule";

// An instructor's own profile as the studio's profile form sends it: one schema for the form's resolver and the
// server action (lib/studio/profile-actions.ts). Messages are passed in, as in lib/users/schema.ts: the
// browser's translator in the visitor's language, the action's for the language the page is in.

export type ProfileMessages = typeof en.StudioProfile;
export type ProfileTranslate = (key: keyof ProfileMessages, values?: Record<string, number>) => string;

// One character is a whole name in Chinese or Korean (王): the same rule as the account's name (lib/users/name-rule.ts).
export const NAME_MIN = 1;
export const NAME_MAX = 100;
export const CREDENTIALS_MIN = 2;
export const CREDENTIALS_MAX = 300;
/** An English biography shorter than this says nothing: the seeded ones are two sentences. */
export const BIO_MIN = 20;
export const BIO_MAX = 2000;

/** Photos stored by POST /api/studio/images?kind=photo (lib/images/rules.ts): images/photo/<sha-256>.webp. */
export const PHOTO_KEY_PATTERN = /^images\/photo\/[0-9a-f]{64}\.webp$/;

// Characters that are not text. Control characters (C0, DEL, C1) and line or paragraph separators have no place
// in a one-line field; the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) can
// make a name or a sentence read backwards on the page ("Trojan Source"), whatever the page's direction.
const BIDI_CONTROLS = "\u202A-\u202E\u2066-\u2069";
const CONTROLS = "\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029";
/** In a one-line text: also tab and line breaks. */
const NOT_IN_LINE = new RegExp(`[${CONTROLS}\t\n${BIDI_CONTROLS}]`, "u");
/** In a biography: line breaks are paragraphs; tabs and the rest are not. */
const NOT_IN_TEXT = new RegExp(`[${CONTROLS}\t${BIDI_CONTROLS}]`, "u");
/** In a name: also the direction marks (LRM, RLM, ALM), which only a spoofed name needs: pages isolate names. */
const NOT_IN_NAME = new RegExp(`[${CONTROLS}\t\n${BIDI_CONTROLS}\u200E\u200F\u061C]`, "u");

const OTHER_LOCALES = locales.filter((code) => code !== defaultLocale);

/** Line ends as the browser's textarea sends them (CRLF) or as pasted (CR), kept as \n. */
const normaliseLines = (text: string) => text.replace(/\r\n?/g, "\n");

/** One text per language: English required (`english`), any other may be left empty and is then not stored. */
function perLanguage(english: z.ZodType<string, string>, other: z.ZodType<string, string>) {
  const optional = z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .pipe(other);
  return z
    .object({ [defaultLocale]: english, ...Object.fromEntries(OTHER_LOCALES.map((code) => [code, optional])) } as Record<Locale, z.ZodType<string>>)
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== "")) as Partial<Record<Locale, string>>);
}

function credentialsText(t: ProfileTranslate, required: boolean) {
  return z
    .string(t("errorCredentialsRequired"))
    .trim()
    .refine((text) => !required || text.length > 0, t("errorCredentialsRequired"))
    .refine((text) => text.length === 0 || text.length >= CREDENTIALS_MIN, t("errorCredentialsLength", { min: CREDENTIALS_MIN, max: CREDENTIALS_MAX }))
    .refine((text) => text.length <= CREDENTIALS_MAX, t("errorCredentialsLength", { min: CREDENTIALS_MIN, max: CREDENTIALS_MAX }))
    .refine((text) => !NOT_IN_LINE.test(text), t("errorCharacters"));
}

function bioText(t: ProfileTranslate, required: boolean) {
  return z
    .string(t("errorBioRequired", { min: BIO_MIN }))
    .transform(normaliseLines)
    .pipe(z.string().trim())
    .refine((text) => !required || text.length >= BIO_MIN, t("errorBioRequired", { min: BIO_MIN }))
    .refine((text) => text.length <= BIO_MAX, t("errorBioLength", { max: BIO_MAX }))
    .refine((text) => !NOT_IN_TEXT.test(text), t("errorCharacters"));
}

export function profileSchema(t: ProfileTranslate) {
  return z.object({
    displayName: z
      .string(t("errorNameLength", { min: NAME_MIN, max: NAME_MAX }))
      .trim()
      .min(NAME_MIN, t("errorNameLength", { min: NAME_MIN, max: NAME_MAX }))
      .max(NAME_MAX, t("errorNameLength", { min: NAME_MIN, max: NAME_MAX }))
      // Every control and format character (Cc, Cf: zero-width ones too), as in an account's name, and the separators.
      .refine((name) => !NOT_IN_NAME.test(name) && !hasInvisibleCharacters(name), t("errorNameCharacters")),
    credentials: perLanguage(credentialsText(t, true), credentialsText(t, false)),
    bio: perLanguage(bioText(t, true), bioText(t, false)),
    // Left out: the photo stays as it is. Null: no photo (a monogram is drawn). A key: a photo this school's
    // image route stored (the save checks that it exists).
    photoKey: z
      .string(t("errorPhotoKey"))
      .regex(PHOTO_KEY_PATTERN, t("errorPhotoKey"))
      .nullable()
      .optional(),
  });
}

export type ProfileInput = z.input<ReturnType<typeof profileSchema>>;
export type ProfileData = z.output<ReturnType<typeof profileSchema>>;
