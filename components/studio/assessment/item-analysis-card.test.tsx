import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { ItemCard } from "@/lib/studio/item-analysis-view";
import { ItemAnalysisCard } from "./item-analysis-card";

jest.mock("@/lib/i18n/navigation", () => ({ Link: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));

const t = messages.StudioItemAnalysis;

const card = (overrides: Partial<ItemCard> = {}): ItemCard => ({
  questionId: "q1",
  number: 2,
  text: "Who wrote Romans?",
  retired: false,
  responses: 8,
  facility: 37.5,
  discrimination: -21.4,
  options: [
    { id: "a", text: "Paul", isCorrect: true, count: 3, percent: 37.5, unpicked: false },
    { id: "b", text: "Peter", isCorrect: false, count: 5, percent: 62.5, unpicked: false },
    { id: "c", text: "Barnabas", isCorrect: false, count: 0, percent: 0, unpicked: true },
  ],
  unanswered: { count: 0, percent: 0 },
  flags: ["strong-students-miss", "distractor-unpicked"],
  tooFew: false,
  ...overrides,
});

function renderCard(value: ItemCard, locale = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ItemAnalysisCard card={value} editHref="/studio/courses/c/assessments/a#question-q1" contentLanguage="en" />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("article", { name: "Question 2" });
}

it("shows the facility, the discrimination and the responses in the reader's number format", () => {
  const article = renderCard(card());
  expect(within(article).getByTestId("facility")).toHaveTextContent("37.5%");
  expect(within(article).getByTestId("discrimination")).toHaveTextContent("-21.4");
  expect(within(article).getByTestId("responses")).toHaveTextContent("8");
});

it("lists every option with its count and share, marks the key and the distractor nobody chose", () => {
  const article = renderCard(card());
  const rows = within(article).getAllByTestId("option-figure");
  expect(rows.map((row) => row.textContent)).toEqual([
    `Paul${t.correctOption}3 times · 37.5%`,
    `Peter5 times · 62.5%`,
    `Barnabas${t.unpicked}0 times · 0%`,
  ]);
  expect(rows[0]).toHaveAttribute("data-correct", "true");
});

it("explains each flag in plain words and links to the question in the editor", () => {
  const article = renderCard(card());
  expect(within(article).getByText(t.flag["strong-students-miss"].label)).toBeInTheDocument();
  expect(within(article).getByText(t.flag["strong-students-miss"].explanation)).toBeInTheDocument();
  expect(within(article).getByText(t.flag["distractor-unpicked"].explanation)).toBeInTheDocument();
  expect(within(article).getByRole("link", { name: "Edit or retire question 2" })).toHaveAttribute("href", "/studio/courses/c/assessments/a#question-q1");
});

it("says when there are too few responses to judge, and shows figures it cannot compute as not available", () => {
  const article = renderCard(card({ responses: 1, facility: 100, discrimination: null, flags: [], tooFew: true }));
  expect(within(article).getByTestId("too-few")).toHaveTextContent("Too few responses to judge: 1 of the 5 needed.");
  expect(within(article).getByTestId("discrimination")).toHaveTextContent(t.notAvailable);
  expect(within(article).queryByText(t.noFlags)).toBeNull();
});

it("says nothing is flagged once a question has enough responses and no flag", () => {
  const article = renderCard(card({ flags: [] }));
  expect(within(article).getByText(t.noFlags)).toBeInTheDocument();
});
