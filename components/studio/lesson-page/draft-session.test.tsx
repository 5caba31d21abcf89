import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { LessonDocument } from "@/lib/lesson-content/document";
import type { EditorDraft } from "@/lib/studio/lesson-editor-types";
import messages from "@/messages/en.json";
import { DraftSession, type DraftSessionState } from "./draft-session";

// The editor itself (Tiptap) has its own tests: here it is a textarea whose text becomes a one-paragraph document.
jest.mock("@/components/studio/lesson-editor/lesson-editor", () => ({
  LessonEditor: ({ onChange, footer }: { onChange: (doc: unknown) => void; footer: React.ReactNode }) => (
    <div>
      <textarea aria-label="Lesson text" onChange={(event) => onChange({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: event.target.value }] }] })} />
      {footer}
    </div>
  ),
}));
const mockAutosave = jest.fn();
jest.mock("@/lib/studio/lesson-actions", () => ({ autosaveLessonDraftAction: (input: unknown) => mockAutosave(input) }));

const t = messages.StudioLesson;
const doc = (text: string): LessonDocument => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const initial: EditorDraft = { title: "The Word made flesh", doc: doc("In the beginning"), version: "draft:r1:1" };

function renderSession() {
  const onState = jest.fn<void, [DraftSessionState]>();
  const onLoadNewer = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <DraftSession lessonId="l1" initial={initial} language="en" onState={onState} onLoadNewer={onLoadNewer} />
    </NextIntlClientProvider>,
  );
  return { onState, onLoadNewer };
}

/** Types into the (mocked) editor and lets the autosave's pause pass. */
async function typeText(text: string) {
  fireEvent.change(await screen.findByLabelText("Lesson text"), { target: { value: text } });
  await act(async () => void jest.advanceTimersByTime(1600));
}

beforeEach(() => {
  jest.useFakeTimers();
  mockAutosave.mockReset();
});
afterEach(() => jest.useRealTimers());

it("autosaves the title and text as the draft, each save naming the version the last one answered", async () => {
  mockAutosave.mockResolvedValueOnce({ ok: true, data: { version: "draft:r1:2", savedAt: "2026-12-01T10:00:00.000Z" } });
  mockAutosave.mockResolvedValueOnce({ ok: true, data: { version: "draft:r1:3", savedAt: "2026-12-01T10:00:05.000Z" } });
  const { onState } = renderSession();
  expect(screen.getByLabelText(t.titleLabel)).toHaveValue("The Word made flesh");

  await typeText("Grace upon grace");
  expect(mockAutosave).toHaveBeenLastCalledWith({ lessonId: "l1", locale: "en", title: "The Word made flesh", doc: JSON.stringify(doc("Grace upon grace")), version: "draft:r1:1" });
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Saved at/));
  expect(onState).toHaveBeenLastCalledWith({ saved: true, stale: false, version: "draft:r1:2" });

  fireEvent.change(screen.getByLabelText(t.titleLabel), { target: { value: "The Word became flesh" } });
  await act(async () => void jest.advanceTimersByTime(1600));
  expect(mockAutosave).toHaveBeenLastCalledWith(expect.objectContaining({ title: "The Word became flesh", version: "draft:r1:2" }));
});

it("says the page is not saved while a change waits, so the lesson's actions wait too", async () => {
  mockAutosave.mockResolvedValue({ ok: true, data: { version: "draft:r1:2", savedAt: "2026-12-01T10:00:00.000Z" } });
  const { onState } = renderSession();
  fireEvent.change(await screen.findByLabelText("Lesson text"), { target: { value: "Grace" } });
  expect(screen.getByRole("status")).toHaveTextContent(messages.LessonEditor.autosave.unsaved);
  expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ saved: false, stale: false }));
});

it("refuses a title that is too short before asking the server, and ties the message to the field", async () => {
  renderSession();
  fireEvent.change(screen.getByLabelText(t.titleLabel), { target: { value: "J" } });
  await act(async () => void jest.advanceTimersByTime(1600));
  expect(mockAutosave).not.toHaveBeenCalled();
  const title = screen.getByLabelText(t.titleLabel);
  expect(title).toHaveAttribute("aria-invalid", "true");
  expect(document.getElementById(title.getAttribute("aria-describedby")!)).toHaveTextContent(messages.Studio.errorLessonTitle);
  expect(screen.getByRole("alert")).toHaveTextContent(messages.Studio.errorLessonTitle);
});

it("refuses a document over the size limit in the author's language, without sending it", async () => {
  renderSession();
  await typeText("x".repeat(1024 * 1024 + 10));
  expect(mockAutosave).not.toHaveBeenCalled();
  expect(screen.getByRole("alert")).toHaveTextContent(/This lesson is too long to save \(1 MB; the limit is 1 MB\)/);
});

it("stops saving when a newer draft was saved elsewhere, and lets the author load it or knowingly overwrite it", async () => {
  const stale = { version: "draft:r1:9", savedAt: "2026-12-01T09:30:00.000Z", authorName: "Lydia Purple" };
  mockAutosave.mockResolvedValueOnce({ ok: false, status: 409, code: "STALE_DRAFT", message: t.errors.stale, stale });
  const { onState, onLoadNewer } = renderSession();
  await typeText("My edit");
  const notice = await screen.findByRole("heading", { name: t.stale.title });
  expect(notice.parentElement).toHaveTextContent("Lydia Purple saved a newer version on Dec 1, 2026, 9:30 AM");
  expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ saved: false, stale: true }));

  // Further edits are not sent while the conflict is open.
  await typeText("My edit, more");
  expect(mockAutosave).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole("button", { name: t.stale.load }));
  expect(onLoadNewer).toHaveBeenCalled();

  mockAutosave.mockResolvedValueOnce({ ok: true, data: { version: "draft:r1:10", savedAt: "2026-12-01T10:00:00.000Z" } });
  fireEvent.click(screen.getByRole("button", { name: t.stale.overwrite }));
  await waitFor(() => expect(mockAutosave).toHaveBeenCalledTimes(2));
  expect(mockAutosave).toHaveBeenLastCalledWith(expect.objectContaining({ doc: JSON.stringify(doc("My edit, more")), version: "draft:r1:9" }));
  await waitFor(() => expect(screen.queryByRole("heading", { name: t.stale.title })).toBeNull());
});

it("shows the server's refusal with a Retry, and the title's own message under the title", async () => {
  mockAutosave.mockResolvedValueOnce({ ok: false, status: 400, code: "INVALID_TITLE", message: "Bad title", fieldErrors: { title: ["Bad title"] } });
  renderSession();
  await typeText("Text");
  expect(await screen.findByRole("alert")).toHaveTextContent("Not saved: Bad title");
  expect(screen.getByLabelText(t.titleLabel)).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("button", { name: messages.LessonEditor.autosave.retry })).toBeInTheDocument();
});
