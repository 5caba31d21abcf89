import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { PasswordInput } from "./password-input";

it("stays left to right when shown as text, with a 44 px eye button", async () => {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <div dir="rtl">
        <PasswordInput aria-label="Password" />
      </div>
    </NextIntlClientProvider>,
  );
  const field = screen.getByLabelText("Password");
  expect(field).toHaveAttribute("dir", "ltr");
  const eye = screen.getByRole("button", { name: "Show password" });
  expect(eye.className.split(" ")).toContain("size-11");

  await userEvent.click(eye);
  expect(field).toHaveAttribute("type", "text");
  expect(field).toHaveAttribute("dir", "ltr");
  expect(field).toHaveAttribute("autocapitalize", "none");
});
