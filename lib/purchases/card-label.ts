import type { PaidCard } from "@/lib/payments/types";

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  unionpay: "UnionPay",
  diners: "Diners Club",
};

/** The card as a receipt prints it, "Visa •••• 4242": brand names are the brands' own, in every language. */
export function cardLabel(card: PaidCard): string {
  return `${BRANDS[card.brand] ?? card.brand} •••• ${card.last4}`;
}
