import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { LoginForm } from "./login-form";

const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => mockToast(...args) }));
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));
jest.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={typeof href === "string" ? href : "#"} {...props}>
      {children}
    </a>
  ),
}));

function renderForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LoginForm />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => mockToast.mockReset());

it("checks the fields with the shared schema on submit, focuses the first invalid one and follows each as it changes", async () => {
  global.fetch = jest.fn();
  renderForm();
  const email = screen.getByLabelText("Email");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
  expect(screen.getByText("Password is required")).toBeInTheDocument();
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(global.fetch).not.toHaveBeenCalled();

  await userEvent.type(email, "grace@example.com");
  await waitFor(() => expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument());
  // Only the field that changed is checked again.
  expect(screen.getByText("Password is required")).toBeInTheDocument();
});

it("posts the parsed values and says why a sign-in failed", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, status: 401, json: async () => ({}) })) as jest.Mock;
  renderForm();
  await userEvent.type(screen.getByLabelText("Email"), " Grace@Example.com ");
  await userEvent.type(screen.getByLabelText("Password"), "StudyTheWord1");
  await userEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith(expect.objectContaining({ title: "Login Failed", description: "Invalid email or password" })));
  const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
  expect(JSON.parse(init.body as string)).toEqual({ email: "grace@example.com", password: "StudyTheWord1", remember: true });
});
