import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AttemptReview } from "@/lib/assessments/types";
import messages from "@/messages/en.json";
import { AssessmentReview } from "./assessment-review";

const wrap = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{ui}</NextIntlClientProvider>);

// As the server sends it: correctness and the correct options only once answers are shown.
const review = (answersShown: boolean): AttemptReview => ({
  answersShown,
  questions: [
    {
      id: "q1",
      question: "Who wrote Jude?",
      chosenOptionId: "a",
      ...(answersShown ? { answeredRight: true } : {}),
      lesson: { id: "lesson-1", title: "The author" },
      options: answersShown ? [{ id: "a", text: "Jude", isCorrect: true }, { id: "b", text: "Paul", isCorrect: false }] : [{ id: "a", text: "Jude" }, { id: "b", text: "Paul" }],
    },
    {
      id: "q2",
      question: "Which book does Jude quote?",
      chosenOptionId: "c",
      ...(answersShown ? { answeredRight: false } : {}),
      lesson: { id: "lesson-3", title: "Jude and 1 Enoch" },
      options: answersShown ? [{ id: "c", text: "Tobit", isCorrect: false }, { id: "d", text: "1 Enoch", isCorrect: true }] : [{ id: "c", text: "Tobit" }, { id: "d", text: "1 Enoch" }],
    },
  ],
});

it("links every question to the lesson that teaches it and says nothing of right or wrong until the server shows it", () => {
  wrap(<AssessmentReview review={review(false)} courseSlug="jude" />);
  const items = screen.getAllByTestId("review-question");
  expect(items.map((i) => i.dataset.result)).toEqual(["hidden", "hidden"]);
  expect(within(items[0]!).getByRole("link", { name: "The author" })).toHaveAttribute("href", "/course/jude/lesson/lesson-1");
  expect(within(items[1]!).getByRole("link", { name: "Jude and 1 Enoch" })).toHaveAttribute("href", "/course/jude/lesson/lesson-3");
  expect(within(items[1]!).getByText("Tobit")).toBeInTheDocument();
  expect(within(items[0]!).getByText("Question 1:")).toHaveClass("sr-only");
  expect(screen.queryByText(/^Question \d+, (answered correctly|missed):/)).toBeNull();
  expect(screen.queryByTestId("review-correct")).toBeNull();
  expect(screen.getByText(/shown once you pass or have submitted your last allowed attempt/)).toBeInTheDocument();
});

it("marks each question right or missed and names the correct option of a missed one once answers are shown", () => {
  wrap(<AssessmentReview review={review(true)} courseSlug="jude" />);
  expect(screen.getAllByTestId("review-question").map((i) => i.dataset.result)).toEqual(["right", "missed"]);
  expect(screen.getByTestId("review-correct")).toHaveTextContent("Correct answer: 1 Enoch");
});
