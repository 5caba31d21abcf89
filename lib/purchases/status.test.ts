/** @jest-environment node */
import { EnrollmentStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/errors";
import { assertTransition, ENROLLMENT_TRANSITIONS, IllegalTransitionError, isAllowed, PAYMENT_TRANSITIONS, sourcesOf } from "./status";

describe("the purchase's status table", () => {
  it("lists every status of the schema, and moves only to statuses of the schema", () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual(Object.values(PaymentStatus).sort());
    expect(Object.keys(ENROLLMENT_TRANSITIONS).sort()).toEqual(Object.values(EnrollmentStatus).sort());
    for (const targets of Object.values(PAYMENT_TRANSITIONS)) for (const to of targets) expect(Object.values(PaymentStatus)).toContain(to);
    for (const targets of Object.values(ENROLLMENT_TRANSITIONS)) for (const to of targets) expect(Object.values(EnrollmentStatus)).toContain(to);
  });

  it("never gives a refunded payment back, and never reopens a completed enrollment", () => {
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
    expect(isAllowed("payment", "refund_pending", "succeeded")).toBe(true);
    expect(isAllowed("enrollment", "completed", "active")).toBe(false);
    expect(isAllowed("enrollment", "refunded", "active")).toBe(true);
    expect(sourcesOf("enrollment", "completed")).toEqual(["active"]);
    expect(sourcesOf("payment", "refund_pending")).toEqual(["succeeded"]);
  });

  it("refuses a move it lacks with a typed 409, naming the row and both statuses", () => {
    expect(() => assertTransition("payment", ["requires_payment", "processing"], "failed")).not.toThrow();
    const refused = (() => {
      try {
        assertTransition("payment", ["succeeded", "refunded"], "succeeded");
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(IllegalTransitionError);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 409, code: "ILLEGAL_STATUS_TRANSITION", row: "payment", from: "succeeded", to: "succeeded" });
    expect(() => assertTransition("enrollment", "completed", "active")).toThrow("The enrollment cannot go from completed to active.");
  });
});
