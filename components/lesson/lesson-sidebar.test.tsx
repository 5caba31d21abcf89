import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { LessonListItem } from "@/lib/lessons/page-data";
import { LessonSidebar } from "./lesson-sidebar";

jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const lesson = (order: number, state: Partial<LessonListItem> = {}): LessonListItem => ({
  id: `lesson-${order}`, title: `Lesson ${order} title`, order, estimatedMinutes: 10 * order, completed: false, accessible: true, ...state,
});

function renderSidebar(lessons: LessonListItem[], currentId: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonSidebar courseSlug="genesis" lessons={lessons} currentId={currentId} />
    </NextIntlClientProvider>,
  );
}

it("marks the current lesson, ticks the completed ones and marks the locked ones, in words for a screen reader", () => {
  const { container } = renderSidebar([lesson(1, { completed: true }), lesson(2, { completed: true }), lesson(3), lesson(4, { accessible: false })], "lesson-3");
  expect(screen.getByTestId("lessons-done")).toHaveTextContent("Lessons done: 2 of 4");
  const links = within(screen.getByRole("list")).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([1, 2, 3, 4].map((n) => `/course/genesis/lesson/lesson-${n}`));

  const current = container.querySelectorAll('a[aria-current="page"]');
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveTextContent("Current lesson");
  expect(current[0]).toHaveTextContent("~30 minutes");

  expect(screen.getAllByTestId("lesson-tick")).toHaveLength(2);
  expect(container.querySelectorAll("a[data-completed]")).toHaveLength(2);
  expect(container.querySelector("a[data-completed]")).toHaveTextContent("Completed");
  const locked = container.querySelectorAll("a[data-locked]");
  expect(locked).toHaveLength(1);
  expect(locked[0]).toHaveTextContent("Locked");
});

it("draws the tick and the padlock once, in the list's sprite, and sets the links' classes on the list", () => {
  const { container } = renderSidebar([lesson(1, { completed: true }), lesson(2, { completed: true }), lesson(3, { accessible: false })], "lesson-1");
  const symbols = [...container.querySelectorAll("symbol")].map((symbol) => symbol.id);
  expect(symbols).toEqual(["lesson-icon-done", "lesson-icon-locked"]);
  const uses = [...container.querySelectorAll("use")].map((use) => use.getAttribute("href"));
  expect(uses).toEqual(["#lesson-icon-done", "#lesson-icon-done", "#lesson-icon-locked"]);
  // Each link carries no classes of its own: the list's rules style it (what every lesson repeated before).
  expect([...container.querySelectorAll("ol a")].filter((link) => link.hasAttribute("class"))).toEqual([]);
  expect(container.querySelector("ol")!.className).toContain("[&_a[aria-current]]:border-primary");
});
