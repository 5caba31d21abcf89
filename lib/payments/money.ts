// Course prices are Decimal(10,2) dollars; payments are integer cents. Converting through the decimal's
// string avoids float rounding (29.99 * 100 = 2998.9999…).
export const CURRENCY = "usd";

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
