import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { AttemptReview } from "@/lib/assessments/types";
import messages from "@/messages/en.json";
import { AssessmentReview } from "./assessment-review";

const wrap = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{ui}</NextIntlClientProvider>);

const review = (answersShown: boolean): AttemptReview => ({
  answersShown,
  questions: [
    { id: "q1", question: "Who wrote Jude?", chosenOptionId: "a", answeredRight: true, lesson: null, options: [{ id: "a", text: "Jude" }, { id: "b", text: "Paul" }] },
    {
      id: "q2",
      question: "Which book does Jude quote?",
      chosenOptionId: "c",
      answeredRight: false,
      lesson: { id: "lesson-3", title: "Jude and 1 Enoch" },
      options: answersShown ? [{ id: "c", text: "Tobit", isCorrect: false }, { id: "d", text: "1 Enoch", isCorrect: true }] : [{ id: "c", text: "Tobit" }, { id: "d", text: "1 Enoch" }],
    },
  ],
});

it("links a missed question to the lesson that teaches it, and hides the correct option until the server shows it", () => {
  wrap(<AssessmentReview review={review(false)} courseSlug="jude" />);
  const items = screen.getAllByTestId("review-question");
  expect(items.map((i) => i.dataset.result)).toEqual(["right", "missed"]);
  expect(within(items[0]!).queryByRole("link")).toBeNull();
  expect(within(items[1]!).getByRole("link", { name: "Jude and 1 Enoch" })).toHaveAttribute("href", "/course/jude/lesson/lesson-3");
  expect(within(items[1]!).getByText("Tobit")).toBeInTheDocument();
  expect(screen.queryByTestId("review-correct")).toBeNull();
  expect(screen.getByText(/shown once you pass or have used your last attempt/)).toBeInTheDocument();
});

it("names the correct option of a missed question once answers are shown", () => {
  wrap(<AssessmentReview review={review(true)} courseSlug="jude" />);
  expect(screen.getByTestId("review-correct")).toHaveTextContent("Correct answer: 1 Enoch");
});
