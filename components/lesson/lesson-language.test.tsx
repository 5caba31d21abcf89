import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { LessonLanguageNote, nativeLanguageName, originalLanguageMark } from "./lesson-language";

const messages = {
  LessonLanguage: {
    notTranslated: "This lesson is not yet available in {language}",
    quotationsTranslated: "Scripture quotations in this lesson are translated from the World English Bible (public domain).",
  },
};

function renderNote(locale: string, contentLanguage: string) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LessonLanguageNote locale={locale} contentLanguage={contentLanguage} />
    </NextIntlClientProvider>,
  );
}

describe("LessonLanguageNote", () => {
  it("says the lesson is not yet available in the page's language, named in that language", () => {
    renderNote("ar", "en");
    expect(screen.getByRole("note")).toHaveTextContent("This lesson is not yet available in العربية");
  });

  it("says where a translated lesson's Scripture quotations come from, and nothing on an English page", () => {
    const { unmount } = renderNote("de", "de");
    expect(screen.getByRole("note")).toHaveTextContent("translated from the World English Bible");
    unmount();
    renderNote("en", "en");
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("originalLanguageMark", () => {
  it("marks an English fallback lang=en, left to right, also on a right-to-left page", () => {
    expect(originalLanguageMark("ar", "en")).toEqual({ lang: "en", dir: "ltr" });
    expect(originalLanguageMark("es", "en")).toEqual({ lang: "en", dir: "ltr" });
  });

  it("leaves a text in the page's language unmarked", () => {
    expect(originalLanguageMark("ar", "ar")).toBeUndefined();
    expect(originalLanguageMark("en", "en")).toBeUndefined();
  });
});

describe("nativeLanguageName", () => {
  it("names each language in itself", () => {
    expect(nativeLanguageName("es")).toBe("español");
    expect(nativeLanguageName("de")).toBe("Deutsch");
    expect(nativeLanguageName("ja")).toBe("日本語");
  });
});
