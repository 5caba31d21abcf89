import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { UnfinishedVideo } from "@/lib/videos/processing-state";
import messages from "@/messages/en.json";
import { UnfinishedVideos } from "./unfinished-videos";

// The lesson page's list of unfinished uploads: those still processing under "Videos being processed", those
// refused or failed under their own heading with the reason and Remove (DELETE /api/videos/{id}).
const t = messages.VideoUpload;
const mockToast = jest.fn();
jest.mock("@/components/ui/use-toast", () => ({ toast: (input: unknown) => mockToast(input) }));

let answer = { status: 204, body: "" };
const fetchMock = jest.fn(async () => ({ ok: answer.status < 300, status: answer.status, statusText: "", text: async () => answer.body }) as unknown as Response);

const video = (id: string, title: string, more: Partial<UnfinishedVideo>): UnfinishedVideo => ({ id, title, status: "processing", progress: 0, errorCode: null, refused: false, ...more });
const videos = [
  video("v1", "Week 1", { progress: 40 }),
  video("v2", "Week 2 (cut short)", { status: "failed", errorCode: "TRUNCATED", refused: true }),
  video("v3", "Week 3", { status: "failed", errorCode: "TRANSCODE_FAILED" }),
];

function renderList() {
  const onReady = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UnfinishedVideos videos={videos} onReady={onReady} />
    </NextIntlClientProvider>,
  );
  return { onReady, user: userEvent.setup() };
}

beforeEach(() => {
  answer = { status: 204, body: "" };
  fetchMock.mockClear();
  mockToast.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it("lists refused and failed uploads apart from those processing, each with its reason and Remove", () => {
  renderList();
  const processing = screen.getByRole("region", { name: t.unfinishedTitle });
  expect(within(processing).getByText("Week 1")).toBeInTheDocument();
  expect(within(processing).queryByRole("button", { name: /Remove/ })).toBeNull();

  const failed = screen.getByRole("region", { name: t.failedListTitle });
  expect(within(failed).getAllByRole("listitem")).toHaveLength(2);
  expect(within(failed).getByText(t.processingErrors.TRUNCATED)).toBeInTheDocument();
  expect(within(failed).getByText(t.processingErrors.TRANSCODE_FAILED)).toBeInTheDocument();
  expect(within(failed).getByRole("button", { name: "Remove “Week 2 (cut short)”" })).toBeInTheDocument();
  expect(within(failed).getByRole("button", { name: "Remove “Week 3”" })).toBeInTheDocument();
  expect(within(failed).getByRole("button", { name: t.retryProcessing })).toBeInTheDocument(); // Week 3 only: not refused
});

it("removes an upload through the API, then drops it from the list and has the page read again", async () => {
  const { onReady, user } = renderList();
  await user.click(screen.getByRole("button", { name: "Remove “Week 2 (cut short)”" }));
  expect(fetchMock).toHaveBeenCalledWith("/api/videos/v2", expect.objectContaining({ method: "DELETE" }));
  expect(screen.queryByText("Week 2 (cut short)")).toBeNull();
  expect(mockToast).toHaveBeenCalledWith({ title: t.removedToast });
  expect(onReady).toHaveBeenCalled();
});

it("keeps the upload listed and says so when the server refuses", async () => {
  answer = { status: 409, body: JSON.stringify({ error: "Only a video whose processing failed can be removed here." }) };
  const { user } = renderList();
  const button = screen.getByRole("button", { name: "Remove “Week 3”" });
  await user.click(button);
  expect(screen.getByText("Week 3")).toBeInTheDocument();
  expect(button).toBeEnabled();
  expect(mockToast).toHaveBeenCalledWith({ variant: "destructive", title: t.removeFailedTitle, description: t.removeFailedBody });
});
