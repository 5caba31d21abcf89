import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { Session } from "next-auth";
import messages from "@/messages/en.json";
import { isFree } from "@/lib/courses/format";
import { EnrollPanel } from "./enroll-panel";
import { completedIcon } from "./lesson-icons";

const mockSession: { data: Session | null; status: "authenticated" | "unauthenticated" } = { data: null, status: "unauthenticated" };
const mockPush = jest.fn();
const mockToast = jest.fn();

jest.mock("@/components/auth/use-session", () => ({ useSession: () => mockSession }));
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
  useRouter: () => ({ push: mockPush }),
}));

let n = 0;
const renderPanel = (price: string) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <EnrollPanel courseId="c1" slug="ruth" free={isFree(price)} title="Ruth" completedIcon={completedIcon} />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  mockPush.mockReset();
  mockToast.mockReset();
  mockSession.data = null;
  mockSession.status = "unauthenticated";
});

it("links a paid course to checkout, stating the refund rule before paying", () => {
  renderPanel("19.99");
  expect(screen.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/ruth");
  expect(screen.getByTestId("refund-rule")).toHaveTextContent("until you submit an attempt at the final assessment or download the certificate");
});

it("enrols at once in a free course, shows 'Enrolling...' meanwhile, then the enrolled state", async () => {
  const userId = `u-free-${++n}`;
  mockSession.data = { user: { id: userId, firstName: "A", lastName: "B", email: "a@example.com", role: "student" }, expires: "" };
  mockSession.status = "authenticated";
  let enrolled = false;
  let release: () => void = () => {};
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      expect(url).toBe("/api/enrollments");
      expect(JSON.parse(String(init.body))).toEqual({ courseId: "c1" });
      await new Promise<void>((resolve) => (release = resolve));
      enrolled = true;
      return { ok: true, status: 201, json: async () => ({}) };
    }
    const list = enrolled ? [{ id: "e", courseId: "c1", courseSlug: "ruth", status: "active", progress: 0 }] : [];
    return { ok: true, status: 200, json: async () => list };
  }) as jest.Mock;

  renderPanel("0.00");
  await userEvent.click(await screen.findByRole("button", { name: "Enroll in Course" }));
  expect(screen.getByRole("button", { name: "Enrolling..." })).toBeDisabled();
  release();
  expect(await screen.findByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/course/ruth/resume");
  expect(mockToast).toHaveBeenCalledWith({ title: "Success", description: "Successfully enrolled in course!" });
});

it("sends a signed-out visitor of a free course to sign in and back", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as jest.Mock;
  renderPanel("0");
  await userEvent.click(screen.getByRole("button", { name: "Enroll in Course" }));
  expect(mockPush).toHaveBeenCalledWith(`/login?callbackUrl=${encodeURIComponent("/course/ruth")}`);
});

it("says 'Failed to enroll in course' when the server refuses", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as jest.Mock;
  renderPanel("0");
  await userEvent.click(screen.getByRole("button", { name: "Enroll in Course" }));
  expect(mockToast).toHaveBeenCalledWith({ variant: "destructive", title: "Error", description: "Failed to enroll in course" });
  expect(screen.getByRole("button", { name: "Enroll in Course" })).toBeEnabled();
});
