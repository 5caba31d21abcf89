/** @jest-environment node */
import { drawFitsPool, largestDrawFor } from "./pool-rule";

it("draws at most a third of the pool, rounded down", () => {
  expect(largestDrawFor(30)).toBe(10);
  expect(largestDrawFor(28)).toBe(9);
  expect(largestDrawFor(2)).toBe(0);
  expect(drawFitsPool(10, 30)).toBe(true);
  expect(drawFitsPool(11, 30)).toBe(false);
  expect(drawFitsPool(15, 30)).toBe(false); // the old seed's draw: half the pool
  expect(drawFitsPool(0, 30)).toBe(false);
});
