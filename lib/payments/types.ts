// What the rest of the school knows about a payment provider. Stripe and the demo provider both
// implement it, so routes, enrollment and refunds never care which one is configured.

export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** From the intent's metadata, written by our server when it created the intent. */
  userId: string | null;
  courseId: string | null;
  clientSecret: string | null;
  /** The provider's message for the last failed attempt (e.g. "Your card was declined."). */
  lastError: string | null;
  /** The card that paid, when the provider says (Stripe: the latest charge's payment_method_details.card). */
  card: PaidCard | null;
};

/** What a receipt shows of the card: its brand as the provider names it ("visa", "mastercard", "amex") and last four digits. */
export type PaidCard = { brand: string; last4: string };

export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  userId: string;
  courseId: string;
  description: string;
  idempotencyKey: string;
};

export type ProviderRefund = { id: string; status: string };

export interface PaymentProvider {
  readonly name: "stripe" | "demo";
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<ProviderRefund>;
  /** Stripe completes a refund through its charge.refunded webhook; the demo provider has no webhooks. */
  readonly refundsCompleteViaWebhook: boolean;
}
