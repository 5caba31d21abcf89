import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/ar.json";
import { ForgotPasswordForm } from "./forgot-password-form";

jest.mock("@/lib/auth/actions", () => ({ forgotPasswordAction: jest.fn(async () => ({ ok: true })) }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

it("takes the address left to right and isolates it inside the Arabic sentence that confirms it", async () => {
  render(
    <NextIntlClientProvider locale="ar" messages={messages}>
      <div dir="rtl">
        <ForgotPasswordForm />
      </div>
    </NextIntlClientProvider>,
  );
  const email = screen.getByLabelText(messages.ForgotPassword.email);
  expect(email).toHaveAttribute("dir", "ltr");
  await userEvent.type(email, "layla@example.com");
  await userEvent.click(screen.getByRole("button", { name: messages.ForgotPassword.submit }));
  const confirmation = await screen.findByText((text) => text.includes("layla@example.com"));
  expect(confirmation.textContent).toContain("\u2068layla@example.com\u2069");
});
