import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import type { UploadState } from "./use-video-upload";
import { VideoUploadForm } from "./video-upload-form";

const start = jest.fn();
const togglePause = jest.fn();
let state: UploadState = { status: "idle", uploaded: 0, total: 0, paused: false, offline: false };

jest.mock("@/lib/i18n/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("./use-video-upload", () => ({
  useVideoUpload: () => ({ state, start, retry: jest.fn(), togglePause, cancel: jest.fn() }),
}));

const renderForm = () =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VideoUploadForm lessonId="lesson-1" />
    </NextIntlClientProvider>,
  );

const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  start.mockReset();
  state = { status: "idle", uploaded: 0, total: 0, paused: false, offline: false };
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
  state = { status: "uploading", uploaded: 50 * 1024 * 1024, total: 200 * 1024 * 1024, paused: false, offline: true };
  const { rerender } = renderForm();
  expect(screen.getByRole("status")).toHaveTextContent("Uploading video...");
  expect(screen.getByText(/^25% – 50 MB of 200 MB$/)).toBeInTheDocument();
  expect(screen.getByText("You are offline. The upload will continue when you are back online.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Pause" }));
  expect(togglePause).toHaveBeenCalled();

  for (const [status, label] of [["processing", "Processing video..."], ["completed", "Video uploaded successfully!"], ["error", "Upload failed"]] as const) {
    state = { ...state, status };
    rerender(
      <NextIntlClientProvider locale="en" messages={messages}>
        <VideoUploadForm lessonId="lesson-1" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(label);
  }
  expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
});
