/** @jest-environment node */
import { targetLanguage, translationsQuery } from "./target-language";

const languages = [{ code: "en" }, { code: "pt" }, { code: "ar" }];
const english = languages[0]!;

it("takes the target language from ?lang, not from the page's language", () => {
  expect(targetLanguage("pt", "en", languages, english)).toEqual({ code: "pt" });
  expect(targetLanguage(["ar", "pt"], "en", languages, english)).toEqual({ code: "ar" });
});

it("falls back to the page's language, then the default, for a missing or inactive ?lang", () => {
  expect(targetLanguage(undefined, "pt", languages, english)).toEqual({ code: "pt" });
  expect(targetLanguage("xx", "ar", languages, english)).toEqual({ code: "ar" });
  expect(targetLanguage("de", "de", languages, english)).toBe(english);
});

it("keeps the target language in the screen's links unless it is the page's own", () => {
  expect(translationsQuery("pt", "en", { page: "2" })).toEqual({ lang: "pt", page: "2" });
  expect(translationsQuery("pt", "pt", { lessons: "exodus" })).toEqual({ lessons: "exodus" });
});
