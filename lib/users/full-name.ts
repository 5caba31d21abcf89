// One way to write a person's full name, for every place that shows one (certificates, verify page, header,
// greetings, admin lists, e-mails). Browser-safe: the header's user menu formats it too.

export type NameOrder = "given_first" | "family_first";
export const NAME_ORDERS = ["given_first", "family_first"] as const satisfies readonly NameOrder[];

export type PersonName = { firstName: string; lastName: string; nameOrder?: NameOrder | null };

// Languages whose speakers write the family name first (Chinese, Japanese, Korean, Vietnamese, Hungarian).
const FAMILY_FIRST_LANGUAGES = new Set(["zh", "ja", "ko", "vi", "hu"]);

/** The order a new account starts with: the one its sign-up language writes names in. */
export function defaultNameOrder(locale: string): NameOrder {
  return FAMILY_FIRST_LANGUAGES.has((locale.split("-")[0] ?? "").toLowerCase()) ? "family_first" : "given_first";
}

// Chinese, Japanese and Korean family-first names are written as one word (王小明, 김민준); Vietnamese and
// Hungarian ones keep their space (Đặng Thị Hương).
const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

/**
 * A name part as it may be printed: without control and format characters (rows written before sign-up
 * refused them could still hold a bidi override) and with single spaces.
 */
export function printableNamePart(part: string): string {
  return part
    .replace(/\s+/gu, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** The full name in the person's own order. */
export function fullName({ firstName, lastName, nameOrder }: PersonName): string {
  const given = printableNamePart(firstName);
  const family = printableNamePart(lastName);
  if (!given || !family) return given || family;
  if (nameOrder !== "family_first") return `${given} ${family}`;
  return CJK_ONLY.test(given) && CJK_ONLY.test(family) ? `${family}${given}` : `${family} ${given}`;
}
