import type { EnrollmentStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/errors";

// The purchase's status table: every move a payment's or an enrollment's status may make. Each status write
// (./status-writes.ts, and the progress save in ./progress.ts) checks its move here first, so a move the
// table lacks is refused with IllegalTransitionError instead of being written.

type Transitions<Status extends string> = { readonly [From in Status]: readonly Status[] };

/** A payment is recorded as `requires_payment` when its intent is created (or first heard of). */
export const PAYMENT_TRANSITIONS = {
  // The demo card form marks its payment processing while it pays; Stripe's webhook reports failures. A
  // refund reported by the provider completes whatever we last heard: the provider only refunds a charge.
  requires_payment: ["processing", "succeeded", "failed", "refunded"],
  processing: ["succeeded", "failed", "refunded"],
  // A declined card may be tried again.
  failed: ["processing", "succeeded", "refunded"],
  // refund_pending: the refund is claimed and asked of the provider.
  succeeded: ["refund_pending", "refunded"],
  // Back to succeeded when the provider refuses the refund.
  refund_pending: ["succeeded", "refunded"],
  refunded: [],
  // Nothing here cancels an intent; a canceled one can no longer be paid, as at Stripe.
  canceled: [],
} as const satisfies Transitions<PaymentStatus>;

/** An enrollment starts `active` (a free course, or a succeeded payment). */
export const ENROLLMENT_TRANSITIONS = {
  // Completed by the progress save once every lesson and assessment is done; refunded with its payment.
  active: ["completed", "refunded"],
  completed: ["refunded"],
  // Bought (or, for a free course, taken) again.
  refunded: ["active"],
} as const satisfies Transitions<EnrollmentStatus>;

export const PAYMENT_INITIAL_STATUS = "requires_payment" satisfies PaymentStatus;
export const ENROLLMENT_INITIAL_STATUS = "active" satisfies EnrollmentStatus;

type Row = "payment" | "enrollment";
type StatusOf<R extends Row> = R extends "payment" ? PaymentStatus : EnrollmentStatus;

const TABLES: { [R in Row]: Transitions<StatusOf<R>> } = { payment: PAYMENT_TRANSITIONS, enrollment: ENROLLMENT_TRANSITIONS };

/** A status move the table does not allow: a 409, so a webhook records the event and does not retry it. */
export class IllegalTransitionError extends HttpError {
  constructor(
    readonly row: Row,
    readonly from: string,
    readonly to: string,
  ) {
    super(409, `The ${row} cannot go from ${from} to ${to}.`, { code: "ILLEGAL_STATUS_TRANSITION" });
    this.name = "IllegalTransitionError";
  }
}

/** Whether the table lets a `row`'s status move from `from` to `to`. */
export function isAllowed<R extends Row>(row: R, from: StatusOf<R>, to: StatusOf<R>): boolean {
  return (TABLES[row][from] as readonly string[]).includes(to);
}

/** Throws IllegalTransitionError unless the table allows every `from` → `to`. */
export function assertTransition<R extends Row>(row: R, from: StatusOf<R> | readonly StatusOf<R>[], to: StatusOf<R>): void {
  for (const status of typeof from === "string" ? [from] : from) {
    if (!isAllowed(row, status, to)) throw new IllegalTransitionError(row, status, to);
  }
}

/** Every status the table lets move to `to`. */
export function sourcesOf<R extends Row>(row: R, to: StatusOf<R>): StatusOf<R>[] {
  const table = TABLES[row] as Transitions<string>;
  return Object.keys(table).filter((from) => table[from]!.includes(to)) as StatusOf<R>[];
}
