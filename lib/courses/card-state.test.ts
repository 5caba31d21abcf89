/** @jest-environment node */
import { cardState } from "./card-state";
import { formatPrice, textLanguage } from "./format";

describe("cardState (SPEC section 4)", () => {
  it("offers enrollment when there is no enrollment", () => {
    expect(cardState(null)).toEqual({ kind: "not-enrolled" });
    expect(cardState(undefined)).toEqual({ kind: "not-enrolled" });
  });

  it("offers enrollment again after a refund", () => {
    expect(cardState({ status: "refunded", progress: 40 })).toEqual({ kind: "not-enrolled" });
  });

  it("shows progress rounded to a whole percent for an active enrollment", () => {
    expect(cardState({ status: "active", progress: 42.6 })).toEqual({ kind: "in-progress", percent: 43, barWidth: 43 });
    expect(cardState({ status: "active", progress: "12.4" })).toEqual({ kind: "in-progress", percent: 12, barWidth: 12 });
    expect(cardState({ status: "active", progress: 0 })).toEqual({ kind: "in-progress", percent: 0, barWidth: 0 });
  });

  it("caps the bar at 100% (and at 0%) whatever the stored progress", () => {
    expect(cardState({ status: "active", progress: 130 })).toEqual({ kind: "in-progress", percent: 130, barWidth: 100 });
    expect(cardState({ status: "active", progress: -5 })).toEqual({ kind: "in-progress", percent: -5, barWidth: 0 });
  });

  it("treats unreadable progress as 0", () => {
    expect(cardState({ status: "active", progress: "n/a" })).toEqual({ kind: "in-progress", percent: 0, barWidth: 0 });
  });

  it("shows Complete for a completed enrollment", () => {
    expect(cardState({ status: "completed", progress: 100 })).toEqual({ kind: "completed" });
  });
});

describe("formatPrice", () => {
  it("shows a dollar sign and two decimals, 29.99 when absent", () => {
    expect(formatPrice("19.9", "en")).toBe("$19.90");
    expect(formatPrice(39.99, "en")).toBe("$39.99");
    expect(formatPrice(null, "en")).toBe("$29.99");
    expect(formatPrice("", "en")).toBe("$29.99");
  });

  it("writes dollars as each language does", () => {
    expect(formatPrice("39.99", "de")).toBe("39,99\u00a0$");
    // A left-to-right mark keeps 'US$' whole in a right-to-left line (not '$US').
    expect(formatPrice("39.99", "ar")).toBe("\u200f39.99\u00a0US$\u200e");
    expect(formatPrice("39.99", "ja")).toBe("$39.99");
  });
});

describe("textLanguage", () => {
  const translated = { defaultLanguage: "en", translation: { title: "Génesis", description: null } };
  it("marks untranslated text as English, and nothing when the text is in the active language", () => {
    expect(textLanguage(translated, "title", "es")).toBeUndefined();
    expect(textLanguage(translated, "description", "es")).toBe("en");
    expect(textLanguage({ defaultLanguage: "en" }, "title", "ar")).toBe("en");
    expect(textLanguage({ defaultLanguage: "en" }, "title", "en")).toBeUndefined();
  });
});
