import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import type { StudioVideo } from "@/lib/studio/lesson-editor-types";
import messages from "@/messages/en.json";
import { LessonVideosManager } from "./lesson-videos-manager";

// Several clicks through Radix dialogs: slow on a busy 2-core machine.
jest.setTimeout(20_000);

const mockRefresh = jest.fn();
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }) }));
const mockActions = { setVideoPublishedAction: jest.fn(), renameVideoAction: jest.fn(), moveVideoAction: jest.fn(), deleteVideoAction: jest.fn() };
jest.mock("@/lib/studio/lesson-video-actions", () => ({
  setVideoPublishedAction: (input: unknown) => mockActions.setVideoPublishedAction(input),
  renameVideoAction: (input: unknown) => mockActions.renameVideoAction(input),
  moveVideoAction: (input: unknown) => mockActions.moveVideoAction(input),
  deleteVideoAction: (input: unknown) => mockActions.deleteVideoAction(input),
}));
// The upload card (Uppy) has its own tests: here it shows what it was asked to replace.
const mockCard = jest.fn();
jest.mock("@/components/video-upload/video-upload-card", () => ({
  VideoUploadCard: (props: { replacing: { id: string; title: string } | null }) => {
    mockCard(props);
    return <div data-testid="upload-card">{props.replacing ? `replacing ${props.replacing.id}` : "upload"}</div>;
  },
}));
jest.mock("@/components/video-upload/use-processing-state", () => ({ useProcessingState: () => ({ state: null, track: jest.fn(), retry: jest.fn() }) }));

const t = messages.StudioLesson.videos;
const video = (id: string, title: string, extra: Partial<StudioVideo> = {}): StudioVideo => ({
  id, title, status: "ready", progress: 100, errorCode: null, refused: false, published: true, duration: 754, ...extra,
});
const VIDEOS = [
  video("v1", "Covenant"),
  video("v2", "Exodus", { published: false }),
  video("v3", "Bad file", { status: "failed", refused: true, errorCode: "NOT_A_VIDEO", published: false, duration: null }),
];

function renderManager(videos = VIDEOS) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LessonVideosManager lessonId="l1" videos={videos} />
    </NextIntlClientProvider>,
  );
  return userEvent.setup();
}

const row = (title: string) => within(screen.getByText(title).closest("li")!);
const titles = () => screen.getAllByTestId("studio-video").map((li) => li.querySelector("p")!.textContent);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn(); // jsdom lays nothing out
});

beforeEach(() => {
  for (const action of Object.values(mockActions)) action.mockReset().mockResolvedValue({ ok: true, data: null });
  mockRefresh.mockReset();
  mockCard.mockReset();
});

it("lists the lesson's videos in order with their state and whether students see them", () => {
  renderManager();
  expect(titles()).toEqual(["Video 1 of 3: Covenant", "Video 2 of 3: Exodus", "Video 3 of 3: Bad file"]);
  expect(row("Covenant").getByText(t.published)).toBeInTheDocument();
  expect(row("Covenant").getByText("12:34")).toBeInTheDocument();
  expect(row("Exodus").getByText(t.notPublished)).toBeInTheDocument();
  expect(row("Bad file").getByText(t.status.refused)).toBeInTheDocument();
  expect(row("Bad file").getByText(messages.VideoUpload.processingErrors.NOT_A_VIDEO, { exact: false })).toBeInTheDocument();
  // A refused upload can only be removed or replaced.
  expect(row("Bad file").queryByRole("button", { name: t.publish })).toBeNull();
  expect(row("Bad file").getByRole("button", { name: t.remove })).toBeInTheDocument();
});

it("moves a video with its buttons, says where it went, and keeps focus on the button", async () => {
  const user = renderManager();
  const down = row("Covenant").getByRole("button", { name: t.moveDown });
  await user.click(down);
  expect(mockActions.moveVideoAction).toHaveBeenCalledWith({ videoId: "v1", locale: "en", direction: "down" });
  expect(titles()).toEqual(["Video 1 of 3: Exodus", "Video 2 of 3: Covenant", "Video 3 of 3: Bad file"]);
  expect(screen.getByText("Covenant moved to position 2 of 3.")).toBeInTheDocument();
  await waitFor(() => expect(row("Covenant").getByRole("button", { name: t.moveDown })).toHaveFocus());
  await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
});

it("works from the keyboard, and the first video's Move up stays focusable but does nothing", async () => {
  const user = renderManager();
  const up = row("Covenant").getByRole("button", { name: t.moveUp });
  expect(up).toHaveAttribute("aria-disabled", "true");
  up.focus();
  await user.keyboard("{Enter}");
  expect(mockActions.moveVideoAction).not.toHaveBeenCalled();
  row("Exodus").getByRole("button", { name: t.moveUp }).focus();
  await user.keyboard("{Enter}");
  expect(mockActions.moveVideoAction).toHaveBeenCalledWith({ videoId: "v2", locale: "en", direction: "up" });
});

it("publishes and unpublishes", async () => {
  const user = renderManager();
  await user.click(row("Exodus").getByRole("button", { name: t.publish }));
  expect(mockActions.setVideoPublishedAction).toHaveBeenCalledWith({ videoId: "v2", locale: "en", published: true });
  // Buttons wait while an action runs.
  await waitFor(() => expect(row("Covenant").getByRole("button", { name: t.unpublish })).not.toHaveAttribute("aria-disabled"));
  await user.click(row("Covenant").getByRole("button", { name: t.unpublish }));
  expect(mockActions.setVideoPublishedAction).toHaveBeenLastCalledWith({ videoId: "v1", locale: "en", published: false });
});

it("renames with the title checked first, the error tied to the field", async () => {
  const user = renderManager();
  await user.click(row("Exodus").getByRole("button", { name: t.rename }));
  const field = screen.getByLabelText(t.newTitle);
  expect(field).toHaveFocus();
  await user.clear(field);
  await user.type(field, "   {Enter}");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field).toHaveAccessibleDescription(t.titleError);
  expect(mockActions.renameVideoAction).not.toHaveBeenCalled();
  await user.type(field, "Exodus 1–15{Enter}");
  expect(mockActions.renameVideoAction).toHaveBeenCalledWith({ videoId: "v2", locale: "en", title: "Exodus 1–15" });
});

it("deletes only after confirming, warning when students see the video", async () => {
  const user = renderManager();
  await user.click(row("Covenant").getByRole("button", { name: t.delete }));
  const dialog = screen.getByRole("dialog", { name: t.deleteTitle });
  expect(dialog).toHaveTextContent("Students will no longer see “Covenant”.");
  await user.click(within(dialog).getByRole("button", { name: t.delete }));
  expect(mockActions.deleteVideoAction).toHaveBeenCalledWith({ videoId: "v1", locale: "en" });
  await waitFor(() => expect(row("Bad file").getByRole("button", { name: t.remove })).not.toHaveAttribute("aria-disabled"));

  await user.click(row("Bad file").getByRole("button", { name: t.remove }));
  await user.click(within(screen.getByRole("dialog", { name: t.removeTitle })).getByRole("button", { name: t.remove }));
  expect(mockActions.deleteVideoAction).toHaveBeenLastCalledWith({ videoId: "v3", locale: "en" });
});

it("shows the server's refusal and puts the server's order back", async () => {
  mockActions.moveVideoAction.mockResolvedValue({ ok: false, message: messages.StudioLesson.errors.videoNotFound });
  const user = renderManager();
  await user.click(row("Covenant").getByRole("button", { name: t.moveDown }));
  await waitFor(() => expect(titles()).toEqual(["Video 1 of 3: Covenant", "Video 2 of 3: Exodus", "Video 3 of 3: Bad file"]));
});

it("Replace hands the video to the upload card", async () => {
  const user = renderManager();
  await user.click(row("Bad file").getByRole("button", { name: t.replace }));
  expect(screen.getByTestId("upload-card")).toHaveTextContent("replacing v3");
  expect(mockCard).toHaveBeenLastCalledWith(expect.objectContaining({ lessonId: "l1", replacing: { id: "v3", title: "Bad file" } }));
});
