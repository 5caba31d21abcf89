import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { MyEnrollment } from "@/lib/courses/card-state";
import { isFree } from "@/lib/courses/format";
import { EnrollPanel, EnrollmentStatusRow } from "./enroll-panel";

const mockPush = jest.fn();
const mockRefresh = jest.fn();
const mockToast = jest.fn();

jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
  useRouter: () => ({ push: mockPush, refresh: mockRefresh }),
}));

const enrollment = (status: MyEnrollment["status"], progress: number): MyEnrollment => ({ id: "e1", courseId: "c1", courseSlug: "ruth", status, progress });

const renderPanel = (price: string, mine: MyEnrollment | null = null) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <EnrollPanel enrollment={mine} courseId="c1" slug="ruth" free={isFree(price)} title="Ruth" />
      <dl>
        <EnrollmentStatusRow enrollment={mine} />
      </dl>
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  mockPush.mockReset();
  mockRefresh.mockReset();
  mockToast.mockReset();
});

it("links a paid course to checkout, stating the refund rule before paying", () => {
  renderPanel("19.99");
  expect(screen.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/ruth");
  expect(screen.getByTestId("refund-rule")).toHaveTextContent("until you submit an attempt at the final assessment or download the certificate");
  expect(screen.queryByText("Status")).toBeNull();
});

it("shows the student's progress, 'Continue Learning' and 'In Progress' for a course under way", () => {
  renderPanel("19.99", enrollment("active", 42.6));
  const panel = screen.getByTestId("enrolled-panel");
  expect(panel).toHaveTextContent("43%");
  expect(screen.getByRole("progressbar", { name: /Ruth/ })).toHaveAttribute("aria-valuenow", "43");
  expect(screen.getByRole("link", { name: "Continue Learning" })).toHaveAttribute("href", "/course/ruth/resume");
  expect(screen.queryByRole("link", { name: "Enroll in Course" })).toBeNull();
  expect(screen.getByText("In Progress")).toBeInTheDocument();
});

it("says 'Completed' for a completed course, and offers enrolment again after a refund", () => {
  const { unmount } = renderPanel("19.99", enrollment("completed", 100));
  expect(screen.getByTestId("enrolled-panel")).toHaveTextContent("Completed");
  expect(screen.queryByRole("progressbar")).toBeNull();
  unmount();
  renderPanel("19.99", enrollment("refunded", 40));
  expect(screen.queryByTestId("enrolled-panel")).toBeNull();
  expect(screen.getByRole("link", { name: "Enroll in Course" })).toHaveAttribute("href", "/checkout/ruth");
});

it("enrols at once in a free course, busy meanwhile, then asks the server for the page again", async () => {
  let release: () => void = () => {};
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe("/api/enrollments");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ courseId: "c1" });
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true, status: 201, json: async () => ({}) };
  }) as jest.Mock;

  renderPanel("0.00");
  await userEvent.click(screen.getByRole("button", { name: "Enroll in Course" }));
  expect(screen.getByRole("button", { name: "Enrolling..." })).toBeDisabled();
  release();
  await screen.findByRole("button", { name: "Enroll in Course" });
  expect(mockToast).toHaveBeenCalledWith({ title: "Success", description: "Successfully enrolled in course!" });
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

it("sends a signed-out visitor of a free course to sign in and back", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as jest.Mock;
  renderPanel("0");
  await userEvent.click(screen.getByRole("button", { name: "Enroll in Course" }));
  expect(mockPush).toHaveBeenCalledWith(`/login?callbackUrl=${encodeURIComponent("/course/ruth")}`);
  expect(mockRefresh).not.toHaveBeenCalled();
});

it("says 'Failed to enroll in course' when the server refuses", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as jest.Mock;
  renderPanel("0");
  await userEvent.click(screen.getByRole("button", { name: "Enroll in Course" }));
  expect(mockToast).toHaveBeenCalledWith({ variant: "destructive", title: "Error", description: "Failed to enroll in course" });
  expect(screen.getByRole("button", { name: "Enroll in Course" })).toBeEnabled();
  expect(mockRefresh).not.toHaveBeenCalled();
});
