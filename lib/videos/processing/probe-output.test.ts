/** @jest-environment node */
import { MAX_PROCESSED_SECONDS } from "@/lib/videos/processing-errors";
import { ProcessingRefused } from "./errors";
import { readProbe, type FfprobeOutput, type FfprobeStream } from "./probe-output";

const h264 = (extra: Partial<FfprobeStream> = {}): FfprobeStream => ({
  codec_type: "video",
  codec_name: "h264",
  width: 1920,
  height: 1080,
  sample_aspect_ratio: "1:1",
  avg_frame_rate: "30000/1001",
  r_frame_rate: "30000/1001",
  duration: "62.562500",
  disposition: { attached_pic: 0 },
  ...extra,
});
const aac: FfprobeStream = { codec_type: "audio", codec_name: "aac", duration: "62.600000" };
const probe = (streams: FfprobeStream[], duration: string | undefined = "62.600000"): FfprobeOutput => ({ format: { format_name: "mov,mp4,m4a,3gp,3g2,mj2", duration }, streams });

function refusal(output: FfprobeOutput) {
  try {
    readProbe(output);
  } catch (error) {
    if (error instanceof ProcessingRefused) return error.code;
    throw error;
  }
  return null;
}

it("reads a camera upload: size, frame rate, audio and duration", () => {
  expect(readProbe(probe([h264(), aac]))).toEqual({ width: 1920, height: 1080, fps: 30000 / 1001, hasAudio: true, durationSeconds: 62.6 });
});

it("gives the displayed size of a phone video turned by its display matrix or rotate tag", () => {
  expect(readProbe(probe([h264({ side_data_list: [{ rotation: -90 }] })]))).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
  expect(readProbe(probe([h264({ tags: { rotate: "270" } })]))).toMatchObject({ width: 1080, height: 1920 });
  expect(readProbe(probe([h264({ side_data_list: [{ rotation: 180 }] })]))).toMatchObject({ width: 1920, height: 1080 });
});

it("applies a non-square pixel aspect ratio", () => {
  expect(readProbe(probe([h264({ width: 720, height: 576, sample_aspect_ratio: "16:15" })]))).toMatchObject({ width: 768, height: 576 });
});

it("leaves the duration unknown when the container does not state it (browser WebM)", () => {
  expect(readProbe({ format: { format_name: "matroska,webm" }, streams: [h264({ duration: undefined })] }).durationSeconds).toBeNull();
  expect(readProbe(probe([h264({ duration: "12.5" })], "N/A")).durationSeconds).toBe(12.5);
});

it("refuses a file with no video stream, or only a cover picture, as NOT_A_VIDEO", () => {
  expect(refusal(probe([aac]))).toBe("NOT_A_VIDEO");
  expect(refusal(probe([aac, h264({ codec_name: "mjpeg", disposition: { attached_pic: 1 } })]))).toBe("NOT_A_VIDEO");
  expect(refusal(probe([h264({ width: 0, height: 0 })]))).toBe("NOT_A_VIDEO");
  expect(refusal({})).toBe("NOT_A_VIDEO");
});

it("refuses a video over the limit as TOO_LONG", () => {
  expect(refusal(probe([h264(), aac], String(MAX_PROCESSED_SECONDS + 1)))).toBe("TOO_LONG");
  expect(refusal(probe([h264(), aac], String(MAX_PROCESSED_SECONDS)))).toBeNull();
});
