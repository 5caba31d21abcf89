import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { VideoUploadCard } from "./video-upload-card";

// The lesson editor's Replace: the card opens its form for the video being replaced, with its title, and the
// form's upload carries the video's id. The form itself (Uppy) is tested on its own.
const mockForm = jest.fn();
jest.mock("./video-upload-form", () => ({
  VideoUploadForm: (props: { replacesVideoId?: string; initialTitle?: string; onTracking: (id: string | null) => void; onReady: () => void }) => {
    mockForm(props);
    return (
      <>
        <button onClick={() => props.onTracking("new-video")}>recorded</button>
        <button onClick={props.onReady}>processed</button>
      </>
    );
  },
}));
jest.mock("./create-uploader", () => ({ interruptedAtLoad: () => false }));
jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const t = messages.VideoUpload;

function renderCard(replacing: { id: string; title: string } | null) {
  const onReplaceEnd = jest.fn();
  const onOpenChange = jest.fn();
  const onTracking = jest.fn();
  const view = (next: typeof replacing) => (
    <NextIntlClientProvider locale="en" messages={messages}>
      <VideoUploadCard lessonId="l1" unfinished={[]} replacing={next} onReplaceEnd={onReplaceEnd} onOpenChange={onOpenChange} onTracking={onTracking} />
    </NextIntlClientProvider>
  );
  const { rerender } = render(view(replacing));
  return { onReplaceEnd, onOpenChange, onTracking, rerender: (next: typeof replacing) => rerender(view(next)), user: userEvent.setup() };
}

beforeEach(() => mockForm.mockReset());

it("stays closed for a new upload until asked, and says whether it is open", async () => {
  const { onOpenChange, user } = renderCard(null);
  expect(mockForm).not.toHaveBeenCalled();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await user.click(screen.getByRole("button", { name: t.uploadVideo }));
  expect(mockForm).toHaveBeenLastCalledWith(expect.objectContaining({ lessonId: "l1", replacesVideoId: undefined }));
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
});

it("opens for a replacement, says what it replaces, and ends the replacement once the new upload is recorded", async () => {
  const { onReplaceEnd, rerender, user } = renderCard({ id: "v7", title: "Old take" });
  expect(screen.getByTestId("replacing-video")).toHaveTextContent("Replacing “Old take”");
  expect(mockForm).toHaveBeenLastCalledWith(expect.objectContaining({ replacesVideoId: "v7", initialTitle: "Old take" }));
  await user.click(screen.getByRole("button", { name: "recorded" }));
  expect(onReplaceEnd).toHaveBeenCalledTimes(1);
  // The form stays open to follow the new video's processing.
  rerender(null);
  expect(screen.getByRole("button", { name: "recorded" })).toBeInTheDocument();
  expect(screen.queryByTestId("replacing-video")).toBeNull();
});

it("Cancel ends a replacement", async () => {
  const { onReplaceEnd, user } = renderCard({ id: "v7", title: "Old take" });
  await user.click(screen.getByRole("button", { name: t.cancel }));
  expect(onReplaceEnd).toHaveBeenCalled();
});

it("hands a processed video back to the lesson's list (no longer tracked), so it can be published without closing the form", async () => {
  const { onTracking, user } = renderCard(null);
  await user.click(screen.getByRole("button", { name: t.uploadVideo }));
  await user.click(screen.getByRole("button", { name: "recorded" }));
  expect(onTracking).toHaveBeenLastCalledWith("new-video");
  await user.click(screen.getByRole("button", { name: "processed" }));
  expect(onTracking).toHaveBeenLastCalledWith(null);
  // The form stays open, saying the upload is done.
  expect(screen.getByRole("button", { name: "recorded" })).toBeInTheDocument();
});
