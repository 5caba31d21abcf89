/** @jest-environment node */
import { browserLanguagePath } from "./browser-language";

const headers = (values: Record<string, string>) => new Headers(values);

describe("browserLanguagePath", () => {
  it("sends the English address of a verify page to the browser's language", () => {
    expect(browserLanguagePath("/verify/BSA-1234", headers({ "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" }))).toBe("/ar/verify/BSA-1234");
    expect(browserLanguagePath("/verify/BSA-1234", headers({ "accept-language": "nl, pt-BR;q=0.8" }))).toBe("/pt/verify/BSA-1234");
  });

  it("stays where the browser asks for English or for no language of the school's", () => {
    expect(browserLanguagePath("/verify/BSA-1234", headers({ "accept-language": "en-GB,ar;q=0.5" }))).toBeNull();
    expect(browserLanguagePath("/verify/BSA-1234", headers({ "accept-language": "nl, sv" }))).toBeNull();
    expect(browserLanguagePath("/verify/BSA-1234", headers({}))).toBeNull();
  });

  it("keeps the language the address names, or the one the visitor chose in the picker", () => {
    expect(browserLanguagePath("/es/verify/BSA-1234", headers({ "accept-language": "ar" }))).toBeNull();
    expect(browserLanguagePath("/verify/BSA-1234", headers({ "accept-language": "ar", cookie: "theme=dark; NEXT_LOCALE=en" }))).toBeNull();
  });

  it("leaves every other page to its address", () => {
    expect(browserLanguagePath("/courses", headers({ "accept-language": "ar" }))).toBeNull();
    expect(browserLanguagePath("/", headers({ "accept-language": "ar" }))).toBeNull();
  });
});
