/** @jest-environment node */
import { LIFETIME_ATTEMPTS, lifetimeAttemptsLeft, lifetimeCapReached } from "./lifetime-cap";

it("allows five attempts per student and assessment over the course's lifetime", () => {
  expect(LIFETIME_ATTEMPTS).toBe(5);
  expect(lifetimeAttemptsLeft(0)).toBe(5);
  expect(lifetimeAttemptsLeft(4)).toBe(1);
  expect(lifetimeAttemptsLeft(5)).toBe(0);
  expect(lifetimeAttemptsLeft(7)).toBe(0);
});

it("is reached only when every allowed attempt is submitted (one under way does not count)", () => {
  expect(lifetimeCapReached(4)).toBe(false);
  expect(lifetimeCapReached(5)).toBe(true);
  expect(lifetimeCapReached(2, 2)).toBe(true);
});
