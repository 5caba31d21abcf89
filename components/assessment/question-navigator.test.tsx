import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { QuestionCard } from "./question-card";
import { QuestionNavigator } from "./question-navigator";

const wrap = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{ui}</NextIntlClientProvider>);

it("marks each question current, answered or unanswered and goes to the one chosen", async () => {
  const onGo = jest.fn();
  wrap(<QuestionNavigator questionIds={["a", "b", "c"]} answers={{ a: "x", b: "y" }} current={1} onGo={onGo} disabled={false} />);
  const nav = screen.getByRole("navigation", { name: "Questions" });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Question 1, Answered" })).toHaveAttribute("data-state", "answered");
  expect(screen.getByRole("button", { name: "Question 2, Answered" })).toHaveAttribute("aria-current", "step");
  expect(screen.getByRole("button", { name: "Question 3, Unanswered" })).toHaveAttribute("data-state", "unanswered");
  await userEvent.click(screen.getByRole("button", { name: "Question 3, Unanswered" }));
  expect(onGo).toHaveBeenCalledWith(2);
});

it("shows a question as a labelled radio group and reports the option chosen by id", async () => {
  const onChoose = jest.fn();
  const question = { id: "q1", question: "Who wrote Jude?", options: [{ id: "o1", text: "Jude" }, { id: "o2", text: "Paul" }] };
  wrap(<QuestionCard question={question} number={1} chosen="o1" onChoose={onChoose} disabled={false} />);
  const group = screen.getByRole("group", { name: "Question 1: Who wrote Jude?" });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "Jude" })).toBeChecked();
  await userEvent.click(screen.getByRole("radio", { name: "Paul" }));
  expect(onChoose).toHaveBeenCalledWith("o2");
});
