import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { UploadState } from "./use-video-upload";
import { VideoUploadForm } from "./video-upload-form";

const start = jest.fn();
const togglePause = jest.fn();
const retryProcessing = jest.fn();
const cancel = jest.fn();
const IDLE: UploadState = { status: "idle", uploaded: 0, total: 0, paused: false, offline: false, fileName: null, processing: null };
let state: UploadState = IDLE;

jest.mock("./use-video-upload", () => ({
  useVideoUpload: () => ({ state, start, retry: jest.fn(), retryProcessing, togglePause, cancel }),
}));

const form = () => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <VideoUploadForm lessonId="lesson-1" onTracking={jest.fn()} onReady={jest.fn()} />
  </NextIntlClientProvider>
);
const renderForm = () => render(form());

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  jest.clearAllMocks();
  state = IDLE;
});

it("dims the select button until a title is entered, and says why when pressed", async () => {
  const { container } = renderForm();
  const select = screen.getByRole("button", { name: "Select Video File" });
  expect(select).toHaveAttribute("aria-disabled", "true");
  const click = jest.spyOn(fileInput(container), "click");
  await userEvent.click(select);
  expect(screen.getByRole("alert")).toHaveTextContent("Please enter a video title before uploading.");
  expect(click).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Video title")).toHaveFocus();

  await userEvent.type(screen.getByLabelText("Video title"), "Covenant");
  expect(select).toHaveAttribute("aria-disabled", "false");
  expect(screen.queryByRole("alert")).toBeNull();
  await userEvent.click(select);
  expect(click).toHaveBeenCalled();
  expect(screen.getByRole("status")).toHaveTextContent("Ready to upload");
});

it("starts one upload with the trimmed title and description, and refuses non-video or oversized files", async () => {
  const { container } = renderForm();
  await userEvent.type(screen.getByLabelText("Video title"), "  Week 1 ");
  await userEvent.type(screen.getByLabelText("Description (optional)"), "Intro");
  const pdf = new File(["%PDF"], "notes.pdf", { type: "application/pdf" });
  fireEvent.change(fileInput(container), { target: { files: [pdf] } });
  expect(screen.getByRole("alert")).toHaveTextContent("Only MP4, WebM and MOV videos can be uploaded.");
  const huge = new File(["x"], "big.mp4", { type: "video/mp4" });
  Object.defineProperty(huge, "size", { value: 500 * 1024 * 1024 + 1 });
  fireEvent.change(fileInput(container), { target: { files: [huge] } });
  expect(screen.getByRole("alert")).toHaveTextContent("Videos can be at most 500MB.");
  expect(start).not.toHaveBeenCalled();

  const video = new File(["webm"], "lecture.webm", { type: "video/webm" });
  fireEvent.change(fileInput(container), { target: { files: [video] } });
  expect(start).toHaveBeenCalledWith(video, { title: "Week 1", description: "Intro" });
  expect(fileInput(container)).not.toHaveAttribute("multiple");
});

it("shows the upload's progress with pause, and the processing and failure labels", async () => {
  state = { ...IDLE, status: "uploading", uploaded: 50 * 1024 * 1024, total: 200 * 1024 * 1024, offline: true };
  const { rerender } = renderForm();
  expect(screen.getByRole("status")).toHaveTextContent("Uploading video...");
  expect(screen.getByText(/^25% – 50 MB of 200 MB$/)).toBeInTheDocument();
  expect(screen.getByText("You are offline. The upload will continue when you are back online.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Pause" }));
  expect(togglePause).toHaveBeenCalled();

  for (const [status, label] of [["completed", "Video uploaded successfully!"], ["error", "Upload failed"]] as const) {
    state = { ...state, status };
    rerender(form());
    expect(screen.getByRole("status")).toHaveTextContent(label);
  }
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});

it("names a small file's progress in bytes and kilobytes, not 0 MB of 0 MB", () => {
  state = { ...IDLE, status: "uploading", uploaded: 512, total: 3482 };
  renderForm();
  expect(screen.getByText(/^15% – 512 byte of 3\.4 kB$/)).toBeInTheDocument();
});

const recorded = (status: "processing" | "failed", more: Partial<NonNullable<UploadState["processing"]>> = {}): UploadState => ({
  ...IDLE,
  status,
  processing: { id: "v1", status, progress: 0, errorCode: null, refused: false, ...more },
});

it("shows processing's progress, and leaves the form free for the next lecture meanwhile", async () => {
  state = recorded("processing", { progress: 42 });
  renderForm();
  expect(screen.getByRole("status")).toHaveTextContent("Processing video...");
  expect(screen.getByText("42% processed")).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Processing progress" })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Video title"), "Week 2");
  expect(screen.getByRole("button", { name: "Select Video File" })).toHaveAttribute("aria-disabled", "false");
});

it("translates a failure's code and offers Retry, but not for a refused file", async () => {
  state = recorded("failed", { errorCode: "TRANSCODE_FAILED" });
  const { rerender } = renderForm();
  expect(screen.getByRole("status")).toHaveTextContent("Processing failed");
  expect(screen.getByRole("alert")).toHaveTextContent("The video could not be processed. Please try again.");
  await userEvent.click(screen.getByRole("button", { name: "Retry" }));
  expect(retryProcessing).toHaveBeenCalled();

  state = recorded("failed", { errorCode: "NOT_A_VIDEO", refused: true });
  rerender(form());
  expect(screen.getByRole("alert")).toHaveTextContent("This file is not a video we can play. Upload an MP4, WebM or MOV file.");
  expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  expect(screen.getByText("Choose another video file to upload instead.")).toBeInTheDocument();
});

it("asks for the same file again to resume an interrupted upload", async () => {
  state = { ...IDLE, status: "interrupted", uploaded: 15 * 1024 * 1024, total: 35 * 1024 * 1024, fileName: "lecture.mp4" };
  const { container } = renderForm();
  expect(screen.getByRole("status")).toHaveTextContent("Upload interrupted");
  expect(screen.getByText("lecture.mp4: 43% – 15 MB of 35 MB")).toBeInTheDocument();
  expect(screen.getByText("Choose the same file again to resume the upload. The parts already uploaded are kept.")).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Video title"), "Week 3");
  const click = jest.spyOn(fileInput(container), "click");
  await userEvent.click(screen.getByRole("button", { name: "Choose file again" }));
  expect(click).toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
  expect(cancel).toHaveBeenCalled();
});
