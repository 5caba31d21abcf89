// The demo card form's checks before anything is sent: a card number of a plausible length, an expiry
// date (MM / YY) that has not passed, a 3 or 4 digit CVC. The server still decides whether the card pays.

export type CardFields = { number: string; expiry: string; cvc: string };
export type CardField = keyof CardFields;
/** Message keys of the Checkout namespace. */
export type CardFieldError = "cardNumberRequired" | "cardNumberIncomplete" | "expiryInvalid" | "expiryPast" | "cvcInvalid";
export type CardFieldErrors = Partial<Record<CardField, CardFieldError>>;

/** Field order on screen: focus goes to the first one in error. */
export const CARD_FIELD_ORDER: readonly CardField[] = ["number", "expiry", "cvc"];

// Phones with an Arabic, Persian or CJK keyboard type ٤٢٤٢, ۴۲۴۲ or ４２４２: the same digits.
const DIGIT_BLOCKS = [0x0660, 0x06f0, 0xff10];

export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (char) => {
    const code = char.charCodeAt(0);
    const zero = DIGIT_BLOCKS.find((block) => code >= block && code <= block + 9)!;
    return String(code - zero);
  });
}

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(input: string): string {
  return toAsciiDigits(input).replace(/[\s-]/g, "");
}

function expiryError(input: string, now: Date): CardFieldError | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(toAsciiDigits(input).trim());
  if (!match) return "expiryInvalid";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "expiryInvalid";
  // A card is valid to the end of its expiry month.
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? "expiryPast" : undefined;
}

export function validateCardFields(fields: CardFields, now = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = cardDigits(fields.number);
  if (!digits) errors.number = "cardNumberRequired";
  else if (!/^\d{13,19}$/.test(digits)) errors.number = "cardNumberIncomplete";
  const expiry = expiryError(fields.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(toAsciiDigits(fields.cvc).trim())) errors.cvc = "cvcInvalid";
  return errors;
}

/** American Express numbers start 34 or 37. */
export const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The number of digits a complete card number of this brand has: 15 for American Express, 16 for the others. */
export const completeLength = (digits: string) => (isAmex(digits) ? 15 : 16);

/**
 * The field the buyer goes on to once this one is typed in full (16 digits, 15 for Amex, MM/YY), as Stripe's
 * card fields do: no tap to reach the next box.
 */
export function nextFieldWhenComplete(field: CardField, value: string): CardField | undefined {
  const digits = cardDigits(value);
  if (field === "number" && digits.length === completeLength(digits)) return "expiry";
  if (field === "expiry" && /^\d{2}\s*\/?\s*\d{2}$/.test(toAsciiDigits(value).trim())) return "cvc";
  return undefined;
}

export function firstInvalidField(errors: CardFieldErrors): CardField | undefined {
  return CARD_FIELD_ORDER.find((field) => errors[field]);
}
