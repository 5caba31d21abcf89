import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import arabic from "@/messages/ar.json";
import { NotificationBell, badgeText } from "./notification-bell";
import { announceNotificationsChanged } from "./notifications-changed";
import { resetUnreadCount } from "./unread-count";

let pathname = "/courses";
jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  usePathname: () => pathname,
}));

let answers: Array<{ status: number; body: unknown }> = [];
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(() => {
  const answer = answers.shift() ?? { status: 200, body: { unread: 0 } };
  return Promise.resolve(({ ok: answer.status < 300, status: answer.status, json: async () => answer.body }));
});

beforeEach(() => {
  resetUnreadCount();
  pathname = "/courses";
  answers = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderBell(locale = "en", texts: object = messages, count = 1) {
  return render(
    <NextIntlClientProvider locale={locale} messages={texts as typeof messages}>
      {Array.from({ length: count }, (_, i) => (
        <NotificationBell key={i} />
      ))}
    </NextIntlClientProvider>,
  );
}

it("links to the notifications page and names the unread count once the server answers", async () => {
  answers = [{ status: 200, body: { unread: 3 } }];
  renderBell();
  const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
  expect(bell).toHaveAttribute("href", "/notifications");
  expect(screen.getByTestId("notification-count")).toHaveTextContent("3");
  expect(fetchMock).toHaveBeenCalledWith("/api/notifications/unread-count", expect.objectContaining({ cache: "no-store" }));
});

it("shows no badge when nothing is unread, and none when the count cannot be had", async () => {
  answers = [{ status: 401, body: { error: "Please sign in to continue." } }];
  renderBell();
  await act(async () => {});
  expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument();
  expect(screen.queryByTestId("notification-count")).toBeNull();
});

it("asks once for the desktop and the phone bells together, and again on another page", async () => {
  answers = [{ status: 200, body: { unread: 2 } }, { status: 200, body: { unread: 5 } }];
  const { rerender } = renderBell("en", messages, 2);
  expect(await screen.findAllByRole("link", { name: "Notifications, 2 unread" })).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  pathname = "/dashboard";
  rerender(
    <NextIntlClientProvider locale="en" messages={messages}>
      <NotificationBell />
      <NotificationBell />
    </NextIntlClientProvider>,
  );
  expect(await screen.findAllByRole("link", { name: "Notifications, 5 unread" })).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("follows the list when it marks notifications read", async () => {
  answers = [{ status: 200, body: { unread: 4 } }];
  renderBell();
  await screen.findByRole("link", { name: "Notifications, 4 unread" });
  act(() => announceNotificationsChanged(0));
  expect(screen.getByRole("link", { name: "Notifications" })).toBeInTheDocument();
  expect(screen.queryByTestId("notification-count")).toBeNull();
});

it("caps the badge at 99+ and speaks Arabic plurals", async () => {
  expect([badgeText(7), badgeText(99), badgeText(100)]).toEqual(["7", "99", "99+"]);
  answers = [{ status: 200, body: { unread: 150 } }];
  renderBell("ar", arabic);
  const bell = await screen.findByRole("link", { name: "الإشعارات، 150 إشعارًا غير مقروء" });
  expect(bell).toHaveTextContent("99+");
});
