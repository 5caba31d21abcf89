/** @jest-environment node */
import { directionOf, isLocale, locales } from "./locales";

it("supports the 12 languages of the school", () => {
  expect(locales).toHaveLength(12);
  expect(new Set(locales).size).toBe(12);
});

it("writes Arabic right to left and the others left to right", () => {
  expect(directionOf("ar")).toBe("rtl");
  for (const locale of locales.filter((l) => l !== "ar")) expect(directionOf(locale)).toBe("ltr");
});

it("recognises only known locales", () => {
  expect(isLocale("es")).toBe(true);
  expect(isLocale("xx")).toBe(false);
  expect(isLocale(undefined)).toBe(false);
});
