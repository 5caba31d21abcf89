import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { CopyLinkButton } from "./copy-link-button";
import { ShareButton } from "./share-button";

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));

const title = "Genesis – Course Completion";
const path = "/verify/BSA-7K3Q-M9XD-2FTA-HV8C";
const url = `${window.location.origin}${path}`;

function renderButtons() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CopyLinkButton verifyPath={path} title={title} />
      <ShareButton verifyPath={path} title={title} />
    </NextIntlClientProvider>,
  );
}

function stubNavigator(share: jest.Mock | undefined, writeText: jest.Mock) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

beforeEach(() => mockToast.mockReset());

it("opens the system share sheet with the public verification link where there is one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  stubNavigator(share, jest.fn());
  renderButtons();
  await userEvent.click(screen.getByRole("button", { name: `Share the verification link of ${title}` }));
  expect(share).toHaveBeenCalledWith({ title, text: `My certificate from Biblical Studies Academy: ${title}`, url });
  expect(mockToast).not.toHaveBeenCalled();
});

it("hides Share where Web Share is missing; Copy link is always there", () => {
  stubNavigator(undefined, jest.fn());
  renderButtons();
  expect(screen.queryByRole("button", { name: /^Share the verification link/ })).toBeNull();
  expect(screen.getByRole("button", { name: `Copy link: ${title}` })).toBeVisible();
});

it("copies the link and says so", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  stubNavigator(undefined, writeText);
  renderButtons();
  await userEvent.click(screen.getByRole("button", { name: `Copy link: ${title}` }));
  expect(writeText).toHaveBeenCalledWith(url);
  expect(mockToast).toHaveBeenCalledWith({ title: "Link copied", description: "Anyone with this link can check that your certificate is genuine." });
});

it("shows the link to copy by hand when the clipboard refuses", async () => {
  stubNavigator(undefined, jest.fn().mockRejectedValue(new Error("denied")));
  renderButtons();
  await userEvent.click(screen.getByRole("button", { name: `Copy link: ${title}` }));
  expect(mockToast).toHaveBeenCalledWith({ title: "Could not copy the link", description: `Copy it yourself: ${url}`, variant: "destructive" });
});
