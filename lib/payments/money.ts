// Course prices are Decimal(10,2) dollars; payments are integer cents. Converting through the decimal's
// string avoids float rounding (29.99 * 100 = 2998.9999…).
export const CURRENCY = "usd";

/**
 * What a course may cost, in cents: 0 (free: enrolling needs no payment, lib/purchases/enrol.ts), or from
 * Stripe's smallest USD charge ($0.50; a smaller intent is refused) to the largest it accepts ($999,999.99,
 * which Course.price's Decimal(10,2) also holds). Two decimals at most, as priceToCents reads them.
 */
export const MIN_PRICE_CENTS = 50;
export const MAX_PRICE_CENTS = 99_999_999;

/** Whether a course may be sold at `cents`: free, or within what the payment provider charges. */
export function isAllowedPriceCents(cents: number): boolean {
  return cents === 0 || (Number.isInteger(cents) && cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS);
}

export function priceToCents(price: { toString(): string } | string | number): number {
  const text = String(price).trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a price: ${text}`);
  const [, whole, fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export function formatCents(cents: number, locale = "en", currency = CURRENCY): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}
