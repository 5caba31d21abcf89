import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { LessonSummary } from "@/lib/courses/types";
import { LessonList } from "./lesson-list";

jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
}));

const lesson = (n: number): LessonSummary => ({ id: `l${n}`, title: `Lesson ${n}`, estimatedMinutes: 10, order: n, isFreePreview: n === 1, updatedAt: "" });
const lessons = [lesson(1), lesson(2), lesson(3)];

const renderList = (enrolled: boolean, completed: string[] = []) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonList slug="exodus" lessons={lessons} enrolled={enrolled} completed={new Set(completed)} />
    </NextIntlClientProvider>,
  );

it("ticks the lessons the enrolled student has completed, with 'Completed' for screen readers", () => {
  renderList(true, ["l1", "l2"]);
  expect(screen.getAllByTestId("lesson-completed")).toHaveLength(2);
  const items = screen.getAllByRole("listitem");
  expect(within(items[0]!).getByRole("link")).toHaveAccessibleName(/Lesson 1.*Completed/);
  expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/course/exodus/lesson/l1");
  expect(items.map((li) => li.getAttribute("data-completed"))).toEqual(["true", "true", "false"]);
  expect(items.map((li) => li.getAttribute("data-locked"))).toEqual(["false", "false", "false"]);
  expect(screen.queryByRole("img", { name: "Locked" })).toBeNull();
});

it("locks every lesson but the free preview for a visitor who is not enrolled, and ticks nothing", () => {
  renderList(false, ["l2"]);
  const items = screen.getAllByRole("listitem");
  expect(items.map((li) => li.getAttribute("data-locked"))).toEqual(["false", "true", "true"]);
  expect(screen.getAllByRole("img", { name: "Locked" })).toHaveLength(2);
  expect(within(items[0]!).getByText(/Free preview/i)).toBeInTheDocument();
  expect(screen.queryByTestId("lesson-completed")).toBeNull();
});
