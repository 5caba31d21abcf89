// The card number and expiry formatted as they are typed, as Stripe's own card fields do: '4242 4242 4242 4242'
// in groups of four (American Express 4-6-5), 'MM / YY' with the slash put in after the month and taken out
// with it. Pasting works the same (the whole value is formatted at once), the caret stays after the digit it
// followed, and deleting a separator deletes the digit before it rather than leaving the caret stuck.
import { isAmex, toAsciiDigits } from "./card-fields";

export type FormattedField = "number" | "expiry";
export type Formatted = { value: string; caret: number };

const onlyDigits = (input: string) => toAsciiDigits(input).replace(/\D/g, "");

export function formatCardNumber(input: string): string {
  const digits = onlyDigits(input);
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(" ");
  }
  return (digits.slice(0, 19).match(/\d{1,4}/g) ?? []).join(" ");
}

/**
 * 'MM / YY'. A first digit above 1 can only be a month's second digit ('4' → '04 / '); a two-digit month over
 * 12 splits the same way ('13' → '01 / 3'), and so does one closed by a slash ('1/' → '01 / '). The slash comes in once the month is complete and, while deleting,
 * goes away with the year's last digit.
 */
export function formatExpiry(input: string, deleting = false): string {
  let digits = onlyDigits(input);
  const shortMonth = /^\s*\d\s*\//.test(toAsciiDigits(input));
  if (shortMonth || /^[2-9]/.test(digits) || /^1[3-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Where the caret goes in `formatted`: right after its `count`-th digit (at the start for none). */
function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * A field's new value and caret after an edit: `raw` and `caret` as the browser has them after the keystroke,
 * paste or autofill, `previous` the value before it, `inputType` the InputEvent's ('deleteContentBackward'…).
 */
export function reformat(field: FormattedField, raw: string, caret: number, previous: string, inputType = ""): Formatted {
  const deleting = inputType.startsWith("delete");
  let text = raw;
  let before = onlyDigits(raw.slice(0, caret)).length;
  // Backspace over a separator only: take the digit before it instead.
  if (inputType === "deleteContentBackward" && onlyDigits(raw) === onlyDigits(previous) && before > 0) {
    const digits = onlyDigits(raw);
    text = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = field === "number" ? formatCardNumber(text) : formatExpiry(text, deleting);
  const atEnd = caret >= raw.length;
  // Typed or pasted at the end: the caret follows what formatting added there ('12' → '12 / |').
  return { value, caret: atEnd && !deleting ? value.length : caretAfterDigits(value, before) };
}
