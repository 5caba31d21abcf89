/** @jest-environment node */
import { languageList, languageName } from "./language-names";

describe("languageName", () => {
  it("names a language in the reader's language, the same each time it is asked, for every reader", () => {
    for (let i = 0; i < 2; i++) {
      expect(languageName("de", "en")).toBe("German");
      expect(languageName("de", "fr")).toBe("allemand");
      expect(languageName("es", "es")).toBe("español");
      expect(languageName("ar", "ar")).toBe("العربية");
    }
  });

  it("gives the code of a language the runtime does not know", () => {
    expect(languageName("qq", "en")).toBe("qq");
  });
});

it("lists languages as one phrase in the reader's language", () => {
  expect(languageList(["en", "es", "ar"], "en")).toBe("English, Spanish, and Arabic");
});
