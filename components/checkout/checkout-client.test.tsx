import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { CheckoutClient } from "./checkout-client";
import { CheckoutStage, UntilPaid } from "./checkout-stage";
import { PaymentSuccess } from "./payment-success";

// Typing a card number key by key takes a while on a busy machine.
jest.setTimeout(15_000);

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
const mockRouter = { push: jest.fn(), replace: jest.fn() };
jest.mock("@/lib/i18n/navigation", () => ({
  useRouter: () => mockRouter,
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

/** The three calls of a demo purchase; confirm-payment answers with what the server decided. */
function serverAnswers(confirmed: unknown) {
  global.fetch = jest.fn(async (url: string) => {
    if (url === "/api/create-payment-intent") return json({ clientSecret: "demo_pi_7_secret_x" });
    if (url === "/api/payments/demo-confirm") return json({ status: "succeeded" });
    if (url === "/api/confirm-payment") return json(confirmed);
    throw new Error(`unexpected ${url}`);
  }) as jest.Mock;
}

const receipt = {
  id: "pay_1",
  orderNumber: "BSA-000042",
  courseSlug: "romans",
  courseTitle: "Romans",
  amountCents: 3999,
  currency: "usd",
  paidAt: "2026-11-30T10:00:00.000Z",
  card: { brand: "visa", last4: "4242" },
  status: "paid",
  refundedAt: null,
};

/** The checkout page's parts as it puts them together: the heading and form until paid, then the success. */
async function buy() {
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <CheckoutStage>
        <UntilPaid>
          <h1>Complete Your Enrollment</h1>
          <CheckoutClient courseId="c1" priceLabel="$39.99" provider="demo" publishableKey={null} />
        </UntilPaid>
        <PaymentSuccess courseTitle="Romans" />
      </CheckoutStage>
    </NextIntlClientProvider>,
  );
  await userEvent.type(await screen.findByLabelText("Card number"), "4242 4242 4242 4242");
  await userEvent.type(screen.getByLabelText("Expiry (MM / YY)"), "12 / 34");
  await userEvent.type(screen.getByLabelText("CVC"), "123");
  await userEvent.click(screen.getByRole("button", { name: "Pay $39.99" }));
}

beforeEach(() => {
  mockRouter.push.mockReset();
  mockRouter.replace.mockReset();
});

it("after paying says where the student is enrolled, focuses it, offers lesson 1 first, shows the receipt, and stays", async () => {
  serverAnswers({ enrolled: true, courseSlug: "romans", firstLessonId: "lesson-1", receipt });
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await buy();
    const heading = await screen.findByRole("heading", { name: "You're enrolled in Romans" });
    // Focus moves in an effect after the success view is drawn.
    await waitFor(() => expect(heading).toHaveFocus());
    // The payment's heading and form are gone: the success is the page now.
    expect(screen.queryByRole("heading", { name: "Complete Your Enrollment" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Start lesson 1", "/course/romans/lesson/lesson-1"],
      ["Go to Course", "/course/romans"],
      ["Print receipt", "/purchases/pay_1"],
      ["Go to Dashboard", "/dashboard"],
    ]);
    // The receipt as the server wrote it.
    expect(screen.getByRole("heading", { name: "Receipt" })).toBeInTheDocument();
    expect(screen.getByTestId("receipt-order-number")).toHaveTextContent("BSA-000042");
    expect(screen.getByTestId("receipt-amount")).toHaveTextContent("$39.99");
    expect(screen.getByTestId("receipt-date")).toHaveTextContent("November 30, 2026");
    expect(screen.getByTestId("receipt-card")).toHaveTextContent("Visa •••• 4242");
    // No timer sends the student anywhere: the success stays until they choose.
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "You're enrolled in Romans" })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("offers the course page first when the course has no lesson yet", async () => {
  serverAnswers({ enrolled: true, courseSlug: "romans", firstLessonId: null, receipt: null });
  await buy();
  await screen.findByRole("heading", { name: "You're enrolled in Romans" });
  expect(screen.queryByRole("link", { name: "Start lesson 1" })).not.toBeInTheDocument();
  expect(screen.getAllByRole("link")[0]).toHaveTextContent("Go to Course");
});
