import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { NotificationList, type NotificationItem } from "./notification-list";
import { NOTIFICATIONS_CHANGED } from "./notifications-changed";

jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, onClick, ...props }: { href: string; children: React.ReactNode; onClick?: () => void }) => (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault(); // jsdom does not navigate
        onClick?.();
      }}
      {...props}
    >
      {children}
    </a>
  ),
}));

const item = (id: string, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: "reply",
  read: false,
  when: "Dec 16, 2026, 9:00 AM",
  actorName: "Ana Silva",
  threadTitle: "How should we read Genesis 1?",
  courseTitle: "Genesis",
  path: `/course/genesis/discussions/thread-${id}#post-post-${id}`,
  ...overrides,
});

let answer: { status: number; body: unknown } = { status: 200, body: { updated: 1, unread: 0 } };
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(() =>
  Promise.resolve(({ ok: answer.status < 300, status: answer.status, json: async () => answer.body })),
);
const changes: number[] = [];
const onChange = (event: Event) => changes.push((event as CustomEvent<number>).detail);

beforeEach(() => {
  answer = { status: 200, body: { updated: 1, unread: 0 } };
  fetchMock.mockClear();
  changes.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
  window.addEventListener(NOTIFICATIONS_CHANGED, onChange);
});
afterEach(() => window.removeEventListener(NOTIFICATIONS_CHANGED, onChange));

const renderList = (items: NotificationItem[], unread: number) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <NotificationList items={items} unread={unread} />
    </NextIntlClientProvider>,
  );

it("says what happened in each notification and links to the post", () => {
  renderList(
    [item("1"), item("2", { kind: "answer", actorName: null, read: true }), item("3", { kind: "mention", actorName: "李明", threadTitle: "على أية حال" })],
    2,
  );
  const rows = screen.getAllByTestId("notification");
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent("Unread: Ana Silva replied to your thread");
  expect(rows[0]).toHaveAttribute("data-read", "false");
  expect(within(rows[0]!).getByRole("link")).toHaveAttribute("href", "/course/genesis/discussions/thread-1#post-post-1");
  expect(rows[1]).toHaveTextContent("Someone answered your question");
  expect(rows[1]).not.toHaveTextContent("Unread");
  expect(rows[1]).toHaveAttribute("data-read", "true");
  expect(rows[2]).toHaveTextContent("李明 mentioned you");
  // Names and titles in other scripts are isolated, so they do not reorder the sentence around them.
  expect(within(rows[2]!).getByText("李明").tagName).toBe("BDI");
  expect(within(rows[2]!).getByText("على أية حال")).toHaveAttribute("dir", "auto");
});

it("says so when there is nothing, without a Mark all button", () => {
  renderList([], 0);
  expect(screen.getByText(/No notifications yet/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
});

it("marks everything read and tells the bell", async () => {
  renderList([item("1"), item("2")], 2);
  await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
  expect(fetchMock).toHaveBeenCalledWith("/api/notifications/read", expect.objectContaining({ method: "POST", body: JSON.stringify({ all: true }) }));
  expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  expect(screen.getAllByTestId("notification").map((row) => row.getAttribute("data-read"))).toEqual(["true", "true"]);
  expect(changes).toEqual([0]);
});

it("keeps the notifications unread and says so when marking fails", async () => {
  answer = { status: 500, body: { error: "Something went wrong on our side. Please try again." } };
  renderList([item("1")], 1);
  await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("could not be marked as read");
  expect(screen.getByTestId("notification")).toHaveAttribute("data-read", "false");
  expect(changes).toEqual([]);
});

it("marks one notification read when it is opened, once", async () => {
  answer = { status: 200, body: { updated: 1, unread: 1 } };
  renderList([item("1"), item("2")], 2);
  const first = within(screen.getAllByTestId("notification")[0]!).getByRole("link");
  await userEvent.click(first);
  await userEvent.click(first);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "POST", body: JSON.stringify({ ids: ["1"] }), keepalive: true });
  expect(screen.getAllByTestId("notification").map((row) => row.getAttribute("data-read"))).toEqual(["true", "false"]);
  expect(changes).toEqual([1]);
});
