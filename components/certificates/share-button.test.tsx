import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { ShareButton } from "./share-button";

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));

const title = "Genesis – Course Completion";
const url = `${window.location.origin}/verify/BSA-7K3Q-M9XD-2FTA-HV8C`;

function renderButton() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ShareButton verifyPath="/verify/BSA-7K3Q-M9XD-2FTA-HV8C" title={title} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { name: `Share the verification link of ${title}` });
}

function stubNavigator(share: jest.Mock | undefined, writeText: jest.Mock) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

beforeEach(() => mockToast.mockReset());

it("opens the system share sheet with the public verification link when there is one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  const writeText = jest.fn();
  stubNavigator(share, writeText);
  await userEvent.click(renderButton());
  expect(share).toHaveBeenCalledWith({ title, text: `My certificate from Biblical Studies Academy: ${title}`, url });
  expect(writeText).not.toHaveBeenCalled();
  expect(mockToast).not.toHaveBeenCalled();
});

it("does nothing more when the student closes the share sheet", async () => {
  const share = jest.fn().mockRejectedValue(new DOMException("cancelled", "AbortError"));
  const writeText = jest.fn();
  stubNavigator(share, writeText);
  await userEvent.click(renderButton());
  expect(writeText).not.toHaveBeenCalled();
});

it("copies the link and says so where Web Share is missing", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  stubNavigator(undefined, writeText);
  await userEvent.click(renderButton());
  expect(writeText).toHaveBeenCalledWith(url);
  expect(mockToast).toHaveBeenCalledWith({ title: "Link copied", description: "Anyone with this link can check that your certificate is genuine." });
});

it("shows the link to copy by hand when the clipboard refuses", async () => {
  stubNavigator(undefined, jest.fn().mockRejectedValue(new Error("denied")));
  await userEvent.click(renderButton());
  expect(mockToast).toHaveBeenCalledWith({ title: "Could not copy the link", description: `Copy it yourself: ${url}`, variant: "destructive" });
});
