import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/en.json";
import { StripeCardForm } from "@/components/payments/stripe-card-form";

// Stripe.js itself is not loaded in unit tests: Elements and the Payment Element are stand-ins whose
// submit and confirmPayment answer as Stripe does, so the form's own logic is what is tested.
const mockSubmit = jest.fn();
const mockConfirm = jest.fn();
jest.mock("@stripe/stripe-js/pure", () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));
jest.mock("@stripe/react-stripe-js", () => {
  const { useEffect } = jest.requireActual<typeof import("react")>("react");
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => ({ confirmPayment: mockConfirm }),
    useElements: () => ({ submit: mockSubmit }),
    PaymentElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(() => onReady(), [onReady]);
      return <div data-testid="payment-element" />;
    },
  };
});
const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));

const onPaid = jest.fn();

function Harness() {
  const [busy, setBusy] = useState(false);
  return (
    <StripeCardForm
      publishableKey="pk_test_x"
      clientSecret="pi_9_secret_y"
      payLabel="Pay $39.99"
      priceLabel="$39.99"
      busy={busy}
      onProcessing={() => setBusy(true)}
      onFailed={() => setBusy(false)}
      onPaid={onPaid}
    />
  );
}

it("draws the sticky Pay bar with the total and confirms once however often Pay is pressed", async () => {
  let confirmed: (value: unknown) => void = () => {};
  mockSubmit.mockResolvedValue({});
  mockConfirm.mockReturnValue(new Promise((resolve) => (confirmed = resolve)));
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Harness />
    </NextIntlClientProvider>,
  );
  const bar = screen.getByTestId("pay-bar");
  expect(bar).toHaveTextContent("Total$39.99");
  const pay = screen.getByRole("button", { name: "Pay $39.99" });
  expect(pay.closest("form")).toBe(screen.getByTestId("payment-element").closest("form"));

  await act(async () => {
    pay.click();
    pay.click();
  });
  expect(mockSubmit).toHaveBeenCalledTimes(1);
  expect(mockConfirm).toHaveBeenCalledTimes(1);
  await act(async () => confirmed({ paymentIntent: { id: "pi_9" } }));
  expect(onPaid).toHaveBeenCalledWith("pi_9");
});
