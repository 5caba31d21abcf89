import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Session } from "next-auth";
import messages from "@/messages/en.json";
import { CourseCardAction } from "./course-card-action";

const mockSession: { data: Session | null; status: "authenticated" | "unauthenticated" | "loading" } = {
  data: null,
  status: "unauthenticated",
};

jest.mock("@/components/auth/use-session", () => ({ useSession: () => mockSession }));

jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
}));

let userCounter = 0;
function signInWith(enrollments: unknown[]) {
  // A fresh user id per test: the hook shares one request per user across cards.
  const id = `user-${++userCounter}`;
  mockSession.data = { user: { id, firstName: "Grace", lastName: "Okafor", email: "g@example.com", role: "student" }, expires: "" };
  mockSession.status = "authenticated";
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => enrollments })) as jest.Mock;
  return id;
}

const renderCard = () =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CourseCardAction courseId="c1" slug="genesis" title="Genesis" price="$39.99" />
    </NextIntlClientProvider>,
  );

afterEach(() => {
  mockSession.data = null;
  mockSession.status = "unauthenticated";
});

it("shows the price and 'Enroll Now' to checkout for a signed-out visitor, without asking the server", () => {
  global.fetch = jest.fn();
  renderCard();
  expect(screen.getByText("$39.99")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute("href", "/checkout/genesis");
  expect(screen.getByRole("link", { name: /Enroll Now/ })).toHaveClass("min-h-11"); // a 44 px tap target
  expect(global.fetch).not.toHaveBeenCalled();
});

it("shows a capped bar, the rounded percent and 'Continue' to the resume route when in progress", async () => {
  const id = signInWith([{ id: "e1", courseId: "c1", courseSlug: "genesis", status: "active", progress: 42.6 }]);
  renderCard();
  expect(await screen.findByText("43%")).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Progress in Genesis" })).toHaveAttribute("aria-valuenow", "43");
  expect(screen.getByRole("link", { name: /Continue/ })).toHaveAttribute("href", "/course/genesis/resume");
  expect(screen.getByRole("link", { name: /Continue/ })).toHaveClass("min-h-11");
  expect(global.fetch).toHaveBeenCalledWith(`/api/users/${id}/enrollments`, expect.anything());
});

it("shows 'Complete' with a check when the course is completed", async () => {
  signInWith([{ id: "e1", courseId: "c1", courseSlug: "genesis", status: "completed", progress: 100 }]);
  renderCard();
  expect(await screen.findByText("Complete")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /Enroll Now/ })).not.toBeInTheDocument();
});

it("keeps 'Enroll Now' for a signed-in student enrolled in other courses only", async () => {
  signInWith([{ id: "e2", courseId: "other", courseSlug: "exodus", status: "active", progress: 50 }]);
  renderCard();
  await screen.findByRole("link", { name: /Enroll Now/ });
  expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
});
