import { z } from "zod";

/** The course a purchase call names: its slug or id. */
export const courseIdSchema = z.string().trim().min(1, "courseId is required").max(200);

/**
 * POST /api/create-payment-intent, /api/enrollments and /api/refunds. Only the course: the amount and the user
 * come from the server.
 */
export const courseRequestSchema = z.object({ courseId: courseIdSchema });

/** POST /api/confirm-payment */
export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string().trim().regex(/^pi_[A-Za-z0-9_]{1,200}$/, "Not a payment intent id"),
});

/** POST /api/payments/demo-confirm: what the demo card form sends instead of Stripe.js. */
export const demoConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().min(1).max(40),
});
