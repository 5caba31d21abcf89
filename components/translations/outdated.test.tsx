import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import arabic from "@/messages/ar.json";
import messages from "@/messages/en.json";
import type { OutdatedMark } from "@/lib/translations/outdated";
import { EnglishChanges } from "./english-changes";
import { OutdatedBadge } from "./outdated-badge";
import { OutdatedTranslationNotice } from "./outdated-notice";
import { WordDiff } from "./word-diff";

const t = messages.TranslationStatus;

function renderIn(locale: "en" | "ar", ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : arabic} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}

const changed: OutdatedMark = {
  changedAt: "2026-12-03T22:30:00.000Z",
  changes: [
    {
      field: "title",
      segments: [
        { kind: "same", text: "The " },
        { kind: "removed", text: "Law" },
        { kind: "added", text: "Torah" },
      ],
    },
    { field: "option", number: 3, segments: [{ kind: "added", text: "Moses" }] },
    { field: "content", segments: [] },
  ],
};

it("says 'Outdated'", () => {
  renderIn("en", <OutdatedBadge />);
  expect(screen.getByText(t.outdated)).toBeInTheDocument();
});

it("strikes removed words through and underlines added ones, each announced to screen readers", () => {
  const { container } = renderIn("en", <WordDiff segments={changed.changes![0]!.segments} labels={{ removed: t.removed, added: t.added }} />);
  expect(container.querySelector("del")).toHaveTextContent(`[${t.removed} Law]`);
  expect(container.querySelector("ins")).toHaveTextContent(`[${t.added} Torah]`);
  expect(screen.getByTestId("word-diff")).toHaveTextContent("The [removed: Law][added: Torah]");
});

it("gives the date the English changed and, folded, what changed field by field in English", async () => {
  renderIn("en", <EnglishChanges outdated={changed} />);
  const box = screen.getByTestId("english-changes");
  expect(box).toHaveTextContent("The English was changed on December 3, 2026, after this translation was saved.");
  const summary = screen.getByText(t.changesSummary);
  expect(summary.closest("details")).not.toHaveAttribute("open");
  await userEvent.click(summary);
  expect(summary.closest("details")).toHaveAttribute("open");
  expect(within(box).getByText(t.fieldTitle)).toBeInTheDocument();
  expect(within(box).getByText("Option 3")).toBeInTheDocument();
  expect(within(box).getByText(t.formattingOnly)).toBeInTheDocument();
  expect(within(box).getAllByTestId("word-diff")[0]!.parentElement).toHaveAttribute("lang", "en");
});

it("says when the English it was made from is not known", () => {
  renderIn("en", <EnglishChanges outdated={{ changedAt: changed.changedAt, changes: null }} />);
  expect(screen.getByText(t.changesUnknown)).toBeInTheDocument();
  expect(screen.queryByText(t.changesSummary)).toBeNull();
});

describe("OutdatedTranslationNotice", () => {
  afterEach(() => (document.cookie = "NEXT_LOCALE=; max-age=0; path=/"));

  it("tells an Arabic reader the date in Arabic and links to the English page, remembering English as the language", async () => {
    renderIn("ar", <OutdatedTranslationNotice changedAt={changed.changedAt} path="/course/genesis/lesson/l1" originalLanguage="en" />);
    const note = screen.getByRole("note");
    // Digits as this Node's ICU writes Arabic dates (Latin or Arabic-Indic), the month in Arabic.
    expect(note).toHaveTextContent(/^قد تكون هذه الترجمة قديمة: تغيّر النص الإنجليزي في .*ديسمبر (2026|٢٠٢٦)/);
    const link = within(note).getByRole("link", { name: "اقرأ الأصل (الإنجليزية)" });
    expect(link).toHaveAttribute("href", "/course/genesis/lesson/l1");
    expect(link).toHaveAttribute("hreflang", "en");
    // A reader who once chose Arabic would be sent back to it from the English address without this.
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain("NEXT_LOCALE=en");
  });

  it("links a course written in another language to that language's page", () => {
    renderIn("en", <OutdatedTranslationNotice changedAt={changed.changedAt} path="/course/hechos" originalLanguage="es" />);
    expect(screen.getByRole("link", { name: "Read the original (Spanish)" })).toHaveAttribute("href", "/es/course/hechos");
    expect(screen.getByRole("note")).toHaveTextContent("This translation may be out of date: the English was changed on December 3, 2026.");
  });
});
