import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/ar.json";
import { SettingsForm } from "./settings-form";

const mockUpdate = jest.fn();
const mockRefresh = jest.fn();
jest.mock("@/lib/studio/assessment-actions", () => ({ updateAssessmentSettings: (...args: unknown[]) => mockUpdate(...args) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

const t = messages.StudioAssessment;
const user = userEvent.setup({ delay: null });
jest.setTimeout(20_000);

const settings = { title: "Ruth quiz", type: "quiz" as const, timeLimit: 20, passingScore: 70, maxAttempts: 3, attemptWindowHours: 24, questionsPerAttempt: null };

function renderForm() {
  render(
    <NextIntlClientProvider locale="ar" messages={messages}>
      <SettingsForm assessmentId="a1" settings={settings} pool={8} retired={1} contentLanguage="en" />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  mockUpdate.mockReset();
  mockRefresh.mockReset();
});

it("shows the pool's size and refuses a pass mark of 0 in the page's language before sending", async () => {
  renderForm();
  expect(screen.getByTestId("pool-size")).toHaveTextContent("8 أسئلة في البنك، منها سؤال واحد موقوف");
  const passMark = screen.getByRole("textbox", { name: t.passingScoreLabel });
  await user.clear(passMark);
  await user.type(passMark, "0");
  await user.click(screen.getByRole("button", { name: t.saveSettings }));
  expect(await screen.findByText(messages.Studio.errorPassingScore)).toBeInTheDocument();
  expect(passMark).toHaveAttribute("aria-invalid", "true");
  expect(mockUpdate).not.toHaveBeenCalled();
});

it("sends numbers (an empty draw as null), and shows the server's refusal of a draw larger than the pool on its field", async () => {
  mockUpdate.mockResolvedValueOnce({ ok: false, status: 400, message: "x", fieldErrors: { questionsPerAttempt: [messages.Studio.errorDrawnOverThird] } });
  renderForm();
  const draw = screen.getByRole("textbox", { name: t.questionsPerAttemptLabel });
  await user.type(draw, "9");
  await user.click(screen.getByRole("button", { name: t.saveSettings }));
  expect(mockUpdate).toHaveBeenCalledWith("a1", { ...settings, type: "quiz", questionsPerAttempt: 9 }, "ar");
  expect(await screen.findByText(messages.Studio.errorDrawnOverThird)).toBeInTheDocument();
  expect(draw).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(t.errorFields)).toBeInTheDocument();

  mockUpdate.mockResolvedValueOnce({ ok: true, data: { changed: true } });
  await user.clear(draw);
  await user.click(screen.getByRole("button", { name: t.saveSettings }));
  expect(mockUpdate).toHaveBeenLastCalledWith("a1", settings, "ar");
  expect(await screen.findByText(t.settingsSaved)).toBeInTheDocument();
  expect(mockRefresh).toHaveBeenCalled();
});
