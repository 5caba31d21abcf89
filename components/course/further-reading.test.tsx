import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { FurtherReadingEntry } from "@/lib/courses/types";
import type { Locale } from "@/lib/i18n/locales";
import { CourseInstructors } from "./course-instructors";
import { FurtherReading } from "./further-reading";

const milgrom: FurtherReadingEntry = { author: "Jacob Milgrom", title: "Leviticus 1–16 (Anchor Bible 3)", publisher: "Doubleday", year: 1991, language: "en" };
const harnack: FurtherReadingEntry = { author: "Adolf von Harnack", title: "Über den dritten Johannesbrief", publisher: "J. C. Hinrichs", year: 1897, language: "de" };
const douglas: FurtherReadingEntry = { author: "Mary Douglas", title: "Purity and Danger", language: "en" };

const MESSAGES = { en, ar } as const;
function renderIn(locale: "en" | "ar", ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const citationOf = (title: string) => screen.getByText(title).parentElement!;

describe("FurtherReading", () => {
  it("cites each work in a list under its heading: author, italic title, publisher and year", () => {
    renderIn("en", <FurtherReading entries={[milgrom, douglas]} locale="en" />);
    const section = screen.getByRole("region", { name: "Further reading" });
    const items = within(within(section).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Jacob Milgrom, Leviticus 1–16 (Anchor Bible 3) (Doubleday, 1991)",
      "Mary Douglas, Purity and Danger",
    ]);
    const title = screen.getByText("Leviticus 1–16 (Anchor Bible 3)");
    expect(title.tagName).toBe("CITE");
    expect(title).toHaveClass("italic");
  });

  it("on an English page marks only a title in another language", () => {
    renderIn("en", <FurtherReading entries={[milgrom, harnack]} locale="en" />);
    expect(citationOf(milgrom.title)).not.toHaveAttribute("lang");
    expect(citationOf(milgrom.title)).not.toHaveAttribute("dir");
    expect(citationOf(harnack.title)).toHaveAttribute("lang", "de");
    expect(citationOf(harnack.title)).not.toHaveAttribute("dir");
  });

  it("on an Arabic page keeps the titles in their language, left to right, under an Arabic heading", () => {
    renderIn("ar", <FurtherReading entries={[milgrom, harnack]} locale="ar" />);
    expect(screen.getByRole("region", { name: "قراءات إضافية" })).toBeInTheDocument();
    expect(citationOf(milgrom.title)).toHaveAttribute("lang", "en");
    expect(citationOf(milgrom.title)).toHaveAttribute("dir", "ltr");
    expect(citationOf(harnack.title)).toHaveAttribute("lang", "de");
    expect(citationOf(harnack.title)).toHaveAttribute("dir", "ltr");
  });

  it("shows nothing for a course without further reading", () => {
    const { container } = renderIn("en", <FurtherReading entries={[]} locale={"en" as Locale} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("CourseInstructors", () => {
  it("names the course's instructors as a list in the page's language", () => {
    renderIn("en", <CourseInstructors teachers={[{ name: "Daniel Mensah", sample: false }, { name: "Ruth Almeida", sample: false }]} />);
    expect(screen.getByText("Taught by Daniel Mensah and Ruth Almeida")).toBeInTheDocument();
  });

  it("in Arabic", () => {
    renderIn("ar", <CourseInstructors teachers={[{ name: "Daniel Mensah", sample: false }]} />);
    expect(screen.getByText("يقدّم هذه الدورة: Daniel Mensah")).toBeInTheDocument();
  });

  it("says which of them is a sample profile of the demo faculty", () => {
    renderIn("en", <CourseInstructors teachers={[{ name: "Daniel Mensah", sample: true }, { name: "Ruth Almeida", sample: false }]} />);
    expect(screen.getByText("Taught by Daniel Mensah (sample profile) and Ruth Almeida")).toBeInTheDocument();
  });

  it("claims nobody when the course has no instructor", () => {
    const { container } = renderIn("en", <CourseInstructors teachers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
