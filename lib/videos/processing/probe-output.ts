import { MAX_PROCESSED_SECONDS } from "@/lib/videos/processing-errors";
import { ProcessingRefused } from "./errors";

// Reads ffprobe's JSON (-show_format -show_streams) into what processing needs, refusing what is no video.

export type FfprobeStream = {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
};
export type FfprobeOutput = { format?: { format_name?: string; duration?: string }; streams?: FfprobeStream[] };

export type ProbedVideo = {
  /** Seconds, as the container states it. */
  durationSeconds: number;
  /** The size the video is shown at: after its rotation and pixel aspect ratio. */
  width: number;
  height: number;
  /** Frames per second, null when ffprobe does not know. */
  fps: number | null;
  hasAudio: boolean;
};

const seconds = (text: string | undefined) => {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : null;
};

function ratio(text: string | undefined): number | null {
  const match = /^(\d+)[/:](\d+)$/.exec(text ?? "");
  if (!match) return null;
  const value = Number(match[1]) / Number(match[2]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function rotation(stream: FfprobeStream): number {
  const fromMatrix = stream.side_data_list?.find((data) => typeof data.rotation === "number")?.rotation;
  return Math.abs(fromMatrix ?? Number(stream.tags?.rotate ?? 0)) % 180;
}

/** The video as ffprobe describes it; duration null when the container does not state it (browser-recorded WebM). */
export function readProbe(output: FfprobeOutput): Omit<ProbedVideo, "durationSeconds"> & { durationSeconds: number | null } {
  const streams = output.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame: not a lecture.
  const video = streams.find((s) => s.codec_type === "video" && s.codec_name && !s.disposition?.attached_pic && (s.width ?? 0) > 0 && (s.height ?? 0) > 0);
  if (!video) throw new ProcessingRefused("NOT_A_VIDEO", "no video stream");
  const stored = { width: video.width! * (ratio(video.sample_aspect_ratio) ?? 1), height: video.height! };
  const turned = rotation(video) === 90;
  const durationSeconds = seconds(output.format?.duration) ?? seconds(video.duration);
  if (durationSeconds !== null && durationSeconds > MAX_PROCESSED_SECONDS) throw new ProcessingRefused("TOO_LONG", `${Math.round(durationSeconds)} s`);
  return {
    durationSeconds,
    width: Math.round(turned ? stored.height : stored.width),
    height: Math.round(turned ? stored.width : stored.height),
    fps: ratio(video.avg_frame_rate) ?? ratio(video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === "audio" && Boolean(s.codec_name)),
  };
}
