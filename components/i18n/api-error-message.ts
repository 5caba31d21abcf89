"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

// An error answer from the API is { error, code }: `error` is English, for logs and API clients; the browser
// shows the message for `code` in the reader's language (messages namespace ApiErrors, one key per code).
export const API_ERROR_CODES = [
  // route()'s checks of every request (lib/http/origin.ts, body.ts, address.ts)
  "cross_origin",
  "unsupported_media_type",
  "body_too_large",
  "nul_character",
  "too_deep",
  "invalid_address",
  "invalid_encoding",
  // A retried payment confirmation or progress save (lib/http/idempotency.ts)
  "BAD_IDEMPOTENCY_KEY",
  "IDEMPOTENCY_KEY_REUSED",
  "IDEMPOTENCY_IN_FLIGHT",
  // Checkout (lib/purchases/start.ts, fulfil.ts, confirm.ts)
  "ALREADY_ENROLLED",
  "FREE_COURSE",
  "PAYMENT_NOT_SUCCEEDED",
  "PAYMENT_REFUNDED",
  // The demo card, as Stripe's test cards answer (lib/payments/demo-card.ts)
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
  // Refunds (lib/purchases/refund.ts, refund-closed.ts)
  "REFUND_NOT_ALLOWED",
  "REFUND_COURSE_USED",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The answer's code when the browser has a message for it. */
export function knownErrorCode(body: unknown): ApiErrorCode | undefined {
  const code = body && typeof body === "object" ? (body as { code?: unknown }).code : undefined;
  return API_ERROR_CODES.find((known) => known === code);
}

/** (answer body, translated fallback) → the message for its code in the reader's language, else the fallback. */
export function useApiErrorMessage() {
  const t = useTranslations("ApiErrors");
  return useCallback((body: unknown, fallback: string) => {
    const code = knownErrorCode(body);
    return code ? t(code) : fallback;
  }, [t]);
}
