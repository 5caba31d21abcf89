import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import messages from "@/messages/en.json";
import { DemoCardForm } from "@/components/payments/demo-card-form";

// Typing a card number key by key takes a while on a busy machine.
jest.setTimeout(15_000);

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));

const onPaid = jest.fn();

/** The form as CheckoutClient drives it: `busy` follows onProcessing / onFailed. */
function Harness() {
  const [busy, setBusy] = useState(false);
  return (
    <DemoCardForm
      clientSecret="demo_pi_1_secret_abc"
      payLabel="Pay $39.99"
      priceLabel="$39.99"
      busy={busy}
      onProcessing={() => setBusy(true)}
      onFailed={() => setBusy(false)}
      onPaid={onPaid}
    />
  );
}

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Harness />
    </NextIntlClientProvider>,
  );
  return {
    number: screen.getByLabelText("Card number"),
    expiry: screen.getByLabelText("Expiry (MM / YY)"),
    cvc: screen.getByLabelText("CVC"),
    pay: screen.getByRole("button", { name: "Pay $39.99" }),
  };
}

const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;

beforeEach(() => {
  mockToast.mockReset();
  onPaid.mockReset();
  global.fetch = jest.fn();
});

it("starts empty with neutral placeholders; card fields are left to right, numeric, and autofill as a card", () => {
  const { number, expiry, cvc } = renderForm();
  expect([number, expiry, cvc].map((field) => (field as HTMLInputElement).value)).toEqual(["", "", ""]);
  expect([number, expiry, cvc].map((field) => field.getAttribute("placeholder"))).toEqual(["1234 1234 1234 1234", "MM / YY", "CVC"]);
  expect([number, expiry, cvc].map((field) => field.getAttribute("autocomplete"))).toEqual(["cc-number", "cc-exp", "cc-csc"]);
  for (const field of [number, expiry, cvc]) {
    expect(field).toHaveAttribute("dir", "ltr");
    expect(field).toHaveAttribute("inputmode", "numeric");
  }
  // The demo card stays as a hint in the text, never as a value or placeholder.
  expect(screen.getByText(/Pay with 4242 4242 4242 4242/)).toBeInTheDocument();
});

it("formats the card number and the expiry as they are typed, as Stripe's fields do", async () => {
  const { number, expiry } = renderForm();
  await userEvent.type(number, "42424242");
  expect(number).toHaveValue("4242 4242");
  // A digit typed in the middle keeps the groups and the caret after it.
  (number as HTMLInputElement).setSelectionRange(2, 2);
  await userEvent.keyboard("9");
  expect(number).toHaveValue("4294 2424 2");
  expect((number as HTMLInputElement).selectionStart).toBe(3);
  // Backspace right after a group's space takes the digit before it.
  (number as HTMLInputElement).setSelectionRange(5, 5);
  await userEvent.keyboard("{Backspace}");
  expect(number).toHaveValue("4292 4242");
  await userEvent.clear(number);
  await userEvent.type(number, "378282246310005");
  expect(number).toHaveValue("3782 822463 10005");
  // The 15 digits of an Amex number are complete: on to the expiry, where the slash comes and goes by itself.
  expect(expiry).toHaveFocus();
  await userEvent.keyboard("1");
  expect(expiry).toHaveValue("1");
  await userEvent.keyboard("2");
  expect(expiry).toHaveValue("12 / ");
  await userEvent.keyboard("{Backspace}");
  expect(expiry).toHaveValue("1");
  await userEvent.keyboard("2{Backspace}{Backspace}4");
  expect(expiry).toHaveValue("04 / ");
});

it("moves on to the next field once the card number and the expiry are typed in full", async () => {
  const { number, expiry, cvc } = renderForm();
  await userEvent.type(number, "4242 4242 4242 424");
  expect(number).toHaveFocus();
  await userEvent.keyboard("2");
  expect(expiry).toHaveFocus();
  await userEvent.keyboard("12 / 3");
  expect(expiry).toHaveFocus();
  await userEvent.keyboard("4");
  expect(cvc).toHaveFocus();
  // Correcting a complete field (deleting, retyping) leaves the focus where the buyer is.
  await userEvent.click(number);
  await userEvent.keyboard("{Backspace}2");
  expect(number).toHaveFocus();
});

it("shows each error under its field and focuses the first invalid one, without calling the server", async () => {
  const { number, expiry, cvc, pay } = renderForm();
  await userEvent.click(pay);
  expect(number).toHaveFocus();
  expect(number).toHaveAttribute("aria-invalid", "true");
  expect(number).toHaveAccessibleDescription("Enter the card number.");
  expect(expiry).toHaveAccessibleDescription("Enter the expiry date as MM / YY.");
  expect(cvc).toHaveAccessibleDescription("Enter the 3 or 4 digit security code.");

  await userEvent.type(number, "4242 4242 4242 4242");
  await userEvent.type(cvc, "123");
  await userEvent.click(pay);
  expect(expiry).toHaveFocus();
  expect(number).not.toHaveAttribute("aria-invalid");
  expect(number).not.toHaveAttribute("aria-describedby");
  expect(expiry).toHaveAttribute("aria-invalid", "true");
  expect(global.fetch).not.toHaveBeenCalled();
});

it("sends one confirmation however often Pay is pressed, then reports the payment's id", async () => {
  let answer: (response: Response) => void = () => {};
  (global.fetch as jest.Mock).mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  const { number, expiry, cvc, pay } = renderForm();
  await userEvent.type(number, "4242 4242 4242 4242");
  await userEvent.type(expiry, "1234");
  await userEvent.type(cvc, "123");
  // Two submissions in the same tick, before React re-renders the disabled button.
  act(() => {
    pay.click();
    pay.click();
  });
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toEqual({ clientSecret: "demo_pi_1_secret_abc", cardNumber: "4242424242424242" });
  expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await act(async () => answer(json(200, { status: "succeeded" })));
  expect(onPaid).toHaveBeenCalledWith("demo_pi_1");
});

it("puts a declined card's message under the card number and focuses it", async () => {
  (global.fetch as jest.Mock).mockResolvedValue(json(402, { error: "Your card was declined.", code: "card_declined" }));
  const { number, expiry, cvc, pay } = renderForm();
  await userEvent.type(number, "4000 0000 0000 0002");
  await userEvent.type(expiry, "12 / 34");
  await userEvent.type(cvc, "123");
  await userEvent.click(pay);
  expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
  expect(number).toHaveFocus();
  expect(number).toHaveAttribute("aria-describedby", "demo-card-error");
  expect(onPaid).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Pay $39.99" })).toBeEnabled();
});
