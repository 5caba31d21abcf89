// SPEC section 3: prices show with a dollar sign and 2 decimals; 29.99 when a price is absent.
export const DEFAULT_PRICE = "29.99";

export function formatPrice(price: string | number | null | undefined): string {
  const value = price === null || price === undefined || price === "" ? Number(DEFAULT_PRICE) : Number(price);
  return `$${(Number.isFinite(value) ? value : Number(DEFAULT_PRICE)).toFixed(2)}`;
}

export const isFree = (price: string) => Number(price) === 0;
