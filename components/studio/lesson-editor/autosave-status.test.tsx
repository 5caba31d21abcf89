import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { AutosaveStatus } from "./autosave-status";
import type { Autosave } from "./use-autosave";

const t = messages.LessonEditor.autosave;

function renderStatus(autosave: Partial<Autosave>) {
  const saveNow = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <AutosaveStatus autosave={{ status: { state: "idle" }, dirty: false, saveNow, ...autosave }} />
    </NextIntlClientProvider>,
  );
  return saveNow;
}

it("says nothing before the first edit, then unsaved, saving, and the time it was saved", () => {
  renderStatus({});
  expect(screen.getByRole("status")).toHaveTextContent("");
});

it.each([
  [{ status: { state: "idle" as const }, dirty: true }, t.unsaved],
  [{ status: { state: "saving" as const }, dirty: true }, t.saving],
  [{ status: { state: "saved" as const, at: new Date("2026-12-01T14:05:00Z") } }, "Saved at 2:05 PM"],
])("announces %j politely", (autosave, text) => {
  renderStatus(autosave);
  expect(screen.getByRole("status")).toHaveTextContent(text);
});

it("reports a failure at once, with the server's reason or a general one, and retries on demand", async () => {
  const saveNow = renderStatus({ status: { state: "error", message: "This lesson is too long to save." }, dirty: true });
  expect(screen.getByRole("alert")).toHaveTextContent("Not saved: This lesson is too long to save.");
  await userEvent.click(screen.getByRole("button", { name: t.retry }));
  expect(saveNow).toHaveBeenCalledTimes(1);
});

it("says the text is still there when the connection failed", () => {
  renderStatus({ status: { state: "error" }, dirty: true });
  expect(screen.getByRole("alert")).toHaveTextContent(t.failedUnknown);
});
