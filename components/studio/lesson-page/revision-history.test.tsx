import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { RevisionSummary } from "@/lib/studio/lesson-editor-types";
import messages from "@/messages/en.json";
import { RevisionHistory } from "./revision-history";

// Several clicks through Radix dialogs: slow on a busy 2-core machine.
jest.setTimeout(20_000);

const mockChanges = jest.fn();
const mockRestore = jest.fn();
jest.mock("@/lib/studio/lesson-actions", () => ({
  revisionChangesAction: (input: unknown) => mockChanges(input),
  restoreLessonRevisionAction: (input: unknown) => mockRestore(input),
}));

const t = messages.StudioLesson.history;
const revisions: RevisionSummary[] = [
  { id: "r3", title: "Grace and truth", authorName: "Priscilla Tentmaker", savedAt: "2026-12-02T08:15:00.000Z", publishedAt: null, isDraft: true, isLive: false },
  { id: "r2", title: "Grace and truth", authorName: "Aquila Tentmaker", savedAt: "2026-12-01T16:00:00.000Z", publishedAt: "2026-12-01T16:05:00.000Z", isDraft: false, isLive: true },
  { id: "r1", title: "The Word", authorName: null, savedAt: "2026-11-20T10:00:00.000Z", publishedAt: "2026-11-20T10:00:00.000Z", isDraft: false, isLive: false },
];

function renderHistory(canRestore = true) {
  const onRestored = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <RevisionHistory lessonId="l1" revisions={revisions} language="en" canRestore={canRestore} onRestored={onRestored} />
    </NextIntlClientProvider>,
  );
  return { onRestored, user: userEvent.setup() };
}

const item = (index: number) => within(screen.getAllByTestId("revision")[index]!);

beforeEach(() => {
  mockChanges.mockReset();
  mockRestore.mockReset();
});

it("lists each revision with who saved it and when, which is the draft and which is live", () => {
  renderHistory();
  expect(screen.getByRole("heading", { name: t.heading })).toBeInTheDocument();
  expect(item(0).getByText(t.draft)).toBeInTheDocument();
  expect(item(0).getByText("Priscilla Tentmaker · Dec 2, 2026, 8:15 AM")).toBeInTheDocument();
  expect(item(1).getByText(t.live)).toBeInTheDocument();
  expect(item(2).getByText(/No author recorded · Nov 20, 2026, 10:00 AM · published Nov 20, 2026, 10:00 AM/)).toBeInTheDocument();
  // The draft is what the editor holds: there is nothing to restore it over.
  expect(item(0).queryByRole("button", { name: t.restore })).toBeNull();
});

it("loads a revision's changes once, and shows them as added and removed words", async () => {
  mockChanges.mockResolvedValue({
    ok: true,
    data: {
      previousTitle: "The Word",
      title: "Grace and truth",
      first: false,
      segments: [
        { kind: "same", text: "In the beginning was " },
        { kind: "removed", text: "Logos" },
        { kind: "added", text: "the Word" },
      ],
    },
  });
  const { user } = renderHistory();
  const show = item(1).getByRole("button", { name: t.showChanges });
  await user.click(show);
  expect(show).toHaveAttribute("aria-expanded", "true");
  const diff = await screen.findByTestId("revision-diff");
  expect(within(diff).getByText("Logos", { exact: false }).closest("del")).toHaveTextContent(`${t.removedLabel} Logos`);
  expect(within(diff).getByText("the Word", { exact: false }).closest("ins")).toHaveTextContent(`${t.addedLabel} the Word`);
  expect(item(1).getByText("The Word").closest("del")).not.toBeNull();
  expect(mockChanges).toHaveBeenCalledWith({ lessonId: "l1", locale: "en", revisionId: "r2" });

  await user.click(item(1).getByRole("button", { name: t.hideChanges }));
  await user.click(item(1).getByRole("button", { name: t.showChanges }));
  expect(mockChanges).toHaveBeenCalledTimes(1);
});

it("says when a revision changed nothing in the text, and when it is the first", async () => {
  mockChanges.mockResolvedValueOnce({ ok: true, data: { previousTitle: "Grace and truth", title: "Grace and truth", first: false, segments: [{ kind: "same", text: "Same" }] } });
  const { user } = renderHistory();
  await user.click(item(0).getByRole("button", { name: t.showChanges }));
  expect(await item(0).findByText(t.noTextChanges)).toBeInTheDocument();

  mockChanges.mockResolvedValueOnce({ ok: true, data: { previousTitle: null, title: "The Word", first: true, segments: [{ kind: "added", text: "In the beginning" }] } });
  await user.click(item(2).getByRole("button", { name: t.showChanges }));
  expect(await item(2).findByText(t.first)).toBeInTheDocument();
});

it("shows the server's reason when the changes cannot be loaded", async () => {
  mockChanges.mockResolvedValue({ ok: false, message: messages.StudioLesson.errors.revisionNotFound });
  const { user } = renderHistory();
  await user.click(item(1).getByRole("button", { name: t.showChanges }));
  expect(await item(1).findByRole("alert")).toHaveTextContent(messages.StudioLesson.errors.revisionNotFound);
});

it("restores a revision as the draft after asking, and hands the draft to the editor", async () => {
  const draft = { title: "The Word", doc: { type: "doc", content: [] }, version: "draft:r4:1" };
  mockRestore.mockResolvedValue({ ok: true, data: draft });
  const { onRestored, user } = renderHistory();
  await user.click(item(2).getByRole("button", { name: t.restore }));
  const dialog = screen.getByRole("dialog", { name: t.restoreConfirmTitle });
  expect(dialog).toHaveTextContent("The revision of Nov 20, 2026, 10:00 AM becomes the draft in the editor.");
  await user.click(within(dialog).getByRole("button", { name: t.restore }));
  await waitFor(() => expect(onRestored).toHaveBeenCalledWith(draft));
  expect(mockRestore).toHaveBeenCalledWith({ lessonId: "l1", locale: "en", revisionId: "r1" });
});

it("offers Restore only while everything typed is saved", () => {
  renderHistory(false);
  expect(item(1).getByRole("button", { name: t.restore })).toBeDisabled();
});
