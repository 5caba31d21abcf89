import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { PublicToggle } from "./public-toggle";

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
const mockAction = jest.fn();
jest.mock("@/lib/certificates/actions", () => ({ setCertificateVisibilityAction: (input: unknown) => mockAction(input) }));

const title = "Genesis – Course Completion";

function renderToggle(isPublic: boolean) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <PublicToggle certificateId="cert-1" isPublic={isPublic} title={title} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("checkbox", { name: /Public verification page/ });
}

beforeEach(() => {
  mockToast.mockReset();
  mockAction.mockReset();
});

it("stays ticked once the server has saved the choice (the page is not rendered again)", async () => {
  mockAction.mockResolvedValue({ ok: true, data: { id: "cert-1", isPublic: true } });
  const toggle = renderToggle(false);
  await userEvent.click(toggle);
  expect(mockAction).toHaveBeenCalledWith({ certificateId: "cert-1", isPublic: true });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).toBeChecked();
  expect(mockToast).not.toHaveBeenCalled();
});

it("goes back to the saved choice and says so when the server refuses", async () => {
  mockAction.mockResolvedValue({ ok: false, message: "Certificate not found" });
  const toggle = renderToggle(false);
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  expect(mockToast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive" }));
});
