import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { Session } from "next-auth";
import messages from "@/messages/en.json";
import { HeaderNav } from "./header-nav";

const mockSession: { data: Session | null; status: "authenticated" | "unauthenticated" | "loading" } = {
  data: null,
  status: "unauthenticated",
};

jest.mock("@/components/auth/use-session", () => ({
  useSession: () => mockSession,
  signOut: jest.fn(),
}));

jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  usePathname: () => "/courses",
  useRouter: () => ({ replace: jest.fn() }),
  getPathname: ({ href }: { href: string }) => href,
}));

beforeEach(() => {
  global.fetch = jest.fn(() => new Promise(() => {})) as jest.Mock;
});

function renderNav() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <HeaderNav classes={{ menuToggle: "toggle", signIn: "sign-in", signUp: "sign-up", signOut: "sign-out" }} />
    </NextIntlClientProvider>,
  );
}

const desktopNav = () => screen.getAllByRole("navigation", { name: "Main navigation" })[0]!;

it("shows public links and Sign In / Sign Up to signed-out visitors", () => {
  mockSession.data = null;
  mockSession.status = "unauthenticated";
  renderNav();
  const nav = within(desktopNav());
  expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  expect(nav.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
  expect(nav.getByRole("link", { name: "Languages" })).toHaveAttribute("href", "/translations");
  expect(nav.queryByRole("link", { name: "Dashboard" })).toBeNull();
  expect(nav.queryByRole("link", { name: "Certificates" })).toBeNull();
  expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", "/login");
  expect(screen.getAllByRole("link", { name: "Sign Up" })[0]).toHaveAttribute("href", "/signup");
});

it("keeps Sign In / Sign Up's place, hidden, while the session loads: nothing to read or focus, nothing moves when they show", () => {
  mockSession.data = null;
  mockSession.status = "loading";
  renderNav();
  // Hidden from everyone (jsdom has no layout: the class is what hides them, aria-hidden keeps them from the tree).
  expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  const hidden = screen.getAllByText("Sign In", { selector: "a" });
  for (const link of hidden) {
    expect(link).toHaveAttribute("tabindex", "-1");
    expect(link.parentElement).toHaveClass("invisible");
    expect(link.parentElement).toHaveAttribute("aria-hidden", "true");
  }
});

it("shows Dashboard, Certificates and the user's name with Sign Out when signed in", () => {
  mockSession.status = "authenticated";
  mockSession.data = {
    expires: "2099-01-01",
    user: { id: "u1", firstName: "Grace", lastName: "Okafor", email: "g@example.com", role: "student" },
  };
  renderNav();
  const nav = within(desktopNav());
  expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(nav.getByRole("link", { name: "Certificates" })).toHaveAttribute("href", "/certificates");
  expect(screen.getAllByText("Grace Okafor")[0]).toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: "Sign Out" })[0]).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
});

it("gives signed-in users one notification bell, for the bar and the phone's alike, and visitors none", async () => {
  mockSession.status = "authenticated";
  mockSession.data = {
    expires: "2099-01-01",
    user: { id: "u1", firstName: "Grace", lastName: "Okafor", email: "g@example.com", role: "student" },
  };
  const { unmount } = renderNav();
  // Loaded on demand, like the staff menu: a visitor's page never downloads it. One element at every width (the
  // server used to render a hidden second one), beside the menu button.
  const bells = await screen.findAllByTestId("notification-bell");
  expect(bells.map((bell) => bell.getAttribute("href"))).toEqual(["/notifications"]);
  expect(bells[0]!.parentElement).toBe(screen.getByRole("button", { name: "Open menu" }).parentElement);
  unmount();
  mockSession.data = null;
  mockSession.status = "unauthenticated";
  renderNav();
  expect(screen.queryAllByTestId("notification-bell")).toEqual([]);
});

it("opens and closes the mobile menu", async () => {
  mockSession.data = null;
  mockSession.status = "unauthenticated";
  renderNav();
  const toggle = screen.getByRole("button", { name: "Open menu" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
  // Closed, the phone menu is an empty box: its links, languages and user menu are not rendered twice.
  expect(document.getElementById("mobile-menu")).toBeEmptyDOMElement();
  expect(screen.getAllByRole("combobox", { hidden: true })).toHaveLength(1);
  await userEvent.click(toggle);
  expect(screen.getAllByRole("combobox", { hidden: true })).toHaveLength(2);
  expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  expect(document.getElementById("mobile-menu")).toBeVisible();
  await userEvent.keyboard("{Escape}");
  expect(document.getElementById("mobile-menu")).not.toBeVisible();
});

describe("staff links", () => {
  function signInAs(role: "student" | "instructor" | "admin") {
    mockSession.status = "authenticated";
    mockSession.data = {
      expires: "2099-01-01",
      user: { id: "u1", firstName: "Grace", lastName: "Okafor", email: "g@example.com", role },
    };
  }
  // Both menus start closed (the phone menu hidden, the desktop <details> shut), hence hidden: true. The phone
  // menu's contents exist only while it is open: openPhoneMenu first, to find its copy of the staff links.
  const staffLinks = (name: string) => screen.queryAllByRole("link", { name, hidden: true }).map((link) => link.getAttribute("href"));
  const openPhoneMenu = () => userEvent.click(screen.getByRole("button", { name: "Open menu" }));

  it("shows students no staff tools", async () => {
    signInAs("student");
    renderNav();
    await openPhoneMenu();
    expect(screen.queryAllByRole("navigation", { name: "Staff tools", hidden: true })).toHaveLength(0);
    expect(staffLinks("Translations")).toEqual([]);
  });

  it("gives instructors Translations, in the header's menu and the phone menu, and no admin pages", async () => {
    signInAs("instructor");
    renderNav();
    await openPhoneMenu();
    // The staff menu is loaded on demand (React.lazy), once the session says staff.
    expect(await screen.findAllByRole("navigation", { name: "Staff tools", hidden: true })).toHaveLength(2);
    expect(staffLinks("Translations")).toEqual(["/translations", "/translations"]);
    expect(staffLinks("Users")).toEqual([]);
  });

  it("gives admins Translations and the three admin pages in both menus", async () => {
    signInAs("admin");
    renderNav();
    await openPhoneMenu();
    expect(await screen.findAllByRole("navigation", { name: "Staff tools", hidden: true })).toHaveLength(2);
    expect(staffLinks("Translations")).toEqual(["/translations", "/translations"]);
    expect(staffLinks("Users")).toEqual(["/admin/users", "/admin/users"]);
    expect(staffLinks("Payments")).toEqual(["/admin/payments", "/admin/payments"]);
    expect(staffLinks("Audit log")).toEqual(["/admin/audit", "/admin/audit"]);

    // The desktop menu is a disclosure: it opens on its summary and closes on Escape.
    const summary = screen.getByText("Staff tools", { selector: "summary" });
    const details = summary.closest("details")!;
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(details.open).toBe(false);
  });
});
