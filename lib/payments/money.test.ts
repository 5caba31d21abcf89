/** @jest-environment node */
import { formatCents, priceToCents } from "./money";

it("turns decimal prices into exact cents", () => {
  expect(priceToCents("29.99")).toBe(2999);
  expect(priceToCents("19.9")).toBe(1990);
  expect(priceToCents("0")).toBe(0);
  expect(priceToCents("0.00")).toBe(0);
  expect(priceToCents({ toString: () => "1234.05" })).toBe(123405);
});

it("refuses anything that is not a non-negative price", () => {
  expect(() => priceToCents("-1")).toThrow();
  expect(() => priceToCents("1.999")).toThrow();
  expect(() => priceToCents("abc")).toThrow();
});

it("formats cents as dollars", () => {
  expect(formatCents(2999)).toBe("$29.99");
});
