import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { LessonSettingsForm } from "./lesson-settings-form";

const mockSave = jest.fn();
jest.mock("@/lib/studio/lesson-actions", () => ({ saveLessonSettingsAction: (input: unknown) => mockSave(input) }));
jest.setTimeout(20_000);

const t = messages.StudioLesson.settings;

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonSettingsForm lessonId="l1" initial={{ estimatedMinutes: 25, isFreePreview: false }} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => mockSave.mockReset());

it("saves the study time and free preview once changed", async () => {
  mockSave.mockResolvedValue({ ok: true, data: { changed: true } });
  const user = renderForm();
  const save = screen.getByRole("button", { name: t.save });
  expect(save).toBeDisabled();
  await user.clear(screen.getByLabelText(t.minutes));
  await user.type(screen.getByLabelText(t.minutes), "40");
  await user.click(screen.getByLabelText(t.freePreview));
  expect(screen.getByLabelText(t.freePreview)).toHaveAccessibleDescription(t.freePreviewHint);
  await user.click(save);
  await waitFor(() => expect(mockSave).toHaveBeenCalledWith({ lessonId: "l1", locale: "en", estimatedMinutes: 40, isFreePreview: true }));
});

it("refuses a study time out of range in the author's language, tied to the field, without asking the server", async () => {
  const user = renderForm();
  const minutes = screen.getByLabelText(t.minutes);
  await user.clear(minutes);
  await user.type(minutes, "601");
  await user.click(screen.getByRole("button", { name: t.save }));
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.Studio.errorLessonMinutes);
  expect(minutes).toHaveAttribute("aria-invalid", "true");
  expect(minutes).toHaveAccessibleDescription(messages.Studio.errorLessonMinutes);
  expect(mockSave).not.toHaveBeenCalled();
});

it("shows the server's refusal under the field", async () => {
  mockSave.mockResolvedValue({ ok: false, status: 400, message: "Nope", fieldErrors: { estimatedMinutes: ["Too long for this course"] } });
  const user = renderForm();
  await user.clear(screen.getByLabelText(t.minutes));
  await user.type(screen.getByLabelText(t.minutes), "30");
  await user.click(screen.getByRole("button", { name: t.save }));
  expect(await screen.findByText("Too long for this course")).toBeInTheDocument();
});
