/** @jest-environment node */
import { demoCardOutcome } from "./demo-card";

it("accepts Stripe's success test card, with or without spaces", () => {
  expect(demoCardOutcome("4242 4242 4242 4242")).toEqual({ ok: true });
  expect(demoCardOutcome("4242424242424242")).toEqual({ ok: true });
});

it("declines Stripe's decline test card with Stripe's message", () => {
  expect(demoCardOutcome("4000 0000 0000 0002")).toEqual({ ok: false, code: "card_declined", message: "Your card was declined." });
});

it("reports a mistyped number as incorrect", () => {
  expect(demoCardOutcome("4242 4242 4242 4241")).toMatchObject({ ok: false, code: "incorrect_number" });
  expect(demoCardOutcome("12")).toMatchObject({ ok: false, code: "incorrect_number" });
});

it("declines a real-looking card that is not a test card", () => {
  expect(demoCardOutcome("4111 1111 1111 1111")).toMatchObject({ ok: false, code: "card_declined" });
});
