/** @jest-environment node */
import { checkVideoFile, MAX_VIDEO_BYTES, videoTypeOf } from "./limits";

describe("checkVideoFile", () => {
  it("accepts MP4, WebM and MOV up to 500 MB", () => {
    expect(checkVideoFile({ name: "a.mp4", type: "video/mp4", size: 1 })).toBeNull();
    expect(checkVideoFile({ name: "a.webm", type: "video/webm", size: MAX_VIDEO_BYTES })).toBeNull();
    expect(checkVideoFile({ name: "a.mov", type: "video/quicktime", size: 400 * 1024 * 1024 })).toBeNull();
  });

  it("refuses other types, empty files and anything over 500 MB", () => {
    expect(checkVideoFile({ name: "a.avi", type: "video/x-msvideo", size: 10 })).toBe("type");
    expect(checkVideoFile({ name: "notes.pdf", type: "application/pdf", size: 10 })).toBe("type");
    expect(checkVideoFile({ name: "a.mp4", type: "video/mp4", size: 0 })).toBe("empty");
    expect(checkVideoFile({ name: "a.mp4", type: "video/mp4", size: MAX_VIDEO_BYTES + 1 })).toBe("size");
  });

  it("falls back to the extension when the browser gives no type, never when it gives a non-video one", () => {
    expect(videoTypeOf({ name: "Lecture.MOV", type: "" })).toBe("video/quicktime");
    expect(videoTypeOf({ name: "lecture.webm", type: "application/octet-stream" })).toBe("video/webm");
    expect(videoTypeOf({ name: "lecture.webm", type: "text/html" })).toBeNull();
    expect(videoTypeOf({ name: "lecture.txt", type: "" })).toBeNull();
  });
});
