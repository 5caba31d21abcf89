// @ts-check
// The ffmpeg command lines of video processing, with no dependencies: the server's job (transcode.ts) and the
// benchmark (scripts/bench/video-processing.mjs) build the very same commands from here.

/**
 * The HLS ladder, at bitrates a 3G phone holds: each rung names its shorter side (the height of a landscape
 * video), the H.264 level its size and frame rate (at most 30 fps) fit in, and the AAC audio beside it.
 * @typedef {{ name: string, shortSide: number, videoKbps: number, audioKbps: number, level: string }} Rung
 * @typedef {Rung & { width: number, height: number }} Rendition
 */
/** @type {readonly Rung[]} */
export const LADDER = [
  { name: "240p", shortSide: 240, videoKbps: 300, audioKbps: 64, level: "3.0" },
  { name: "360p", shortSide: 360, videoKbps: 600, audioKbps: 96, level: "3.0" },
  { name: "720p", shortSide: 720, videoKbps: 1500, audioKbps: 96, level: "3.1" },
];

/** Segment length: every rendition has a keyframe at each multiple, so players switch at any boundary. */
export const SEGMENT_SECONDS = 4;
/** Higher frame rates are halved (60 → 30, 50 → 25): a lecture gains nothing from them on a phone. */
export const MAX_FPS = 30;
export const POSTER_MAX_WIDTH = 1280;
/** Where the poster frame is taken, as a share of the duration (past titles and fade-ins). */
export const POSTER_AT = 0.1;
export const MASTER_PLAYLIST = "master.m3u8";
export const VARIANT_PLAYLIST = "index.m3u8";

// Uploads are MP4, MOV or WebM: ffmpeg may open nothing else, so a file that is really a playlist, a concat
// script or an image sequence (which could make ffmpeg read other files or URLs) is never interpreted as one.
const FORMATS = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm";

const even = (/** @type {number} */ n) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The renditions for a source displayed at width × height: every rung no larger than the source, and
 * always the smallest; each keeps the source's shape with even sides (as H.264 in 4:2:0 needs).
 * @param {number} width
 * @param {number} height
 * @returns {Rendition[]}
 */
export function renditionsFor(width, height) {
  const shortSide = Math.min(width, height);
  const fitting = LADDER.filter((rung) => rung.shortSide <= shortSide);
  const rungs = fitting.length ? fitting : LADDER.slice(0, 1);
  return rungs.map((rung) => {
    const longSide = even((rung.shortSide * Math.max(width, height)) / shortSide);
    return width >= height ? { ...rung, width: longSide, height: rung.shortSide } : { ...rung, width: rung.shortSide, height: longSide };
  });
}

/**
 * The output frame rate: the source's, halved until it is at most MAX_FPS (30 when unknown).
 * @param {number | null} sourceFps
 */
export function outputFps(sourceFps) {
  if (!sourceFps || !Number.isFinite(sourceFps) || sourceFps <= 0) return MAX_FPS;
  let fps = sourceFps;
  while (fps > MAX_FPS + 0.5) fps /= 2;
  return Math.round(fps * 1000) / 1000;
}

/**
 * How ffmpeg opens the source: only the upload formats, only the protocols its location needs (`file` for
 * the disk driver; http(s) for a presigned S3 URL, reconnecting after a dropped connection).
 * @param {string} input a file path or an http(s) URL
 */
export function inputArgs(input) {
  const remote = /^https?:\/\//.test(input);
  const network = remote
    ? ["-protocol_whitelist", "http,https,tcp,tls", "-reconnect", "1", "-reconnect_on_network_error", "1", "-reconnect_delay_max", "10", "-rw_timeout", "60000000"]
    : ["-protocol_whitelist", "file"];
  return [...network, "-format_whitelist", FORMATS, "-i", input];
}

/**
 * ffprobe's description of the source (format and streams as JSON).
 * @param {string} input
 */
export function probeArgs(input) {
  return ["-v", "error", "-hide_banner", "-show_format", "-show_streams", "-of", "json", ...inputArgs(input)];
}

/**
 * Reads the whole source without decoding it, for a container that does not state its duration (WebM from a
 * browser's MediaRecorder): the progress lines then give the duration.
 * @param {string} input
 */
export function measureArgs(input) {
  return ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-progress", "pipe:1", ...inputArgs(input), "-map", "0:v:0", "-c", "copy", "-f", "null", "-"];
}

/**
 * One ffmpeg run writing the whole ladder as HLS into outDir: outDir/master.m3u8 (BANDWIDTH, RESOLUTION,
 * CODECS per rendition) and outDir/{name}/index.m3u8 with MPEG-TS segments seg-00000.ts…; H.264 main profile
 * and AAC, keyframes every SEGMENT_SECONDS in every rendition. Progress goes to stdout (`-progress pipe:1`).
 * @param {{ input: string, outDir: string, renditions: Rendition[], hasAudio: boolean, fps: number }} options
 */
export function hlsArgs({ input, outDir, renditions, hasAudio, fps }) {
  const gop = String(Math.max(1, Math.round(fps * SEGMENT_SECONDS)));
  const split = renditions.map((_, i) => `[s${i}]`).join("");
  const scaled = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1,format=yuv420p[v${i}]`);
  const filter = [`[0:v:0]fps=${fps},split=${renditions.length}${split}`, ...scaled].join(";");
  const maps = renditions.flatMap((_, i) => ["-map", `[v${i}]`, ...(hasAudio ? ["-map", "0:a:0"] : [])]);
  const video = renditions.flatMap((r, i) => [
    `-b:v:${i}`, `${r.videoKbps}k`,
    `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.1)}k`,
    `-bufsize:v:${i}`, `${r.videoKbps * 2}k`,
    `-level:v:${i}`, r.level,
  ]);
  const audio = hasAudio ? ["-c:a", "aac", "-ac", "2", "-ar", "48000", ...renditions.flatMap((r, i) => [`-b:a:${i}`, `${r.audioKbps}k`])] : [];
  const streamMap = renditions.map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ""},name:${r.name}`).join(" ");
  return [
    "-hide_banner", "-nostdin", "-nostats", "-loglevel", "warning", "-progress", "pipe:1", "-y",
    ...inputArgs(input),
    "-filter_complex", filter,
    ...maps,
    "-c:v", "libx264", "-preset", "veryfast", "-profile:v", "main",
    "-g", gop, "-keyint_min", gop, "-sc_threshold", "0", "-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    ...video,
    ...audio,
    "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod", "-hls_flags", "independent_segments",
    "-hls_segment_type", "mpegts", "-hls_segment_filename", `${outDir}/%v/seg-%05d.ts`,
    "-master_pl_name", MASTER_PLAYLIST, "-var_stream_map", streamMap,
    `${outDir}/%v/${VARIANT_PLAYLIST}`,
  ];
}

/**
 * The poster: one frame at `atSeconds`, at most POSTER_MAX_WIDTH wide, as a JPEG file.
 * @param {{ input: string, atSeconds: number, file: string }} options
 */
export function posterArgs({ input, atSeconds, file }) {
  return [
    "-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y",
    "-ss", atSeconds.toFixed(3),
    ...inputArgs(input),
    "-map", "0:v:0", "-frames:v", "1", "-vf", `scale='min(${POSTER_MAX_WIDTH},iw)':-2,format=yuvj420p`, "-q:v", "4", "-update", "1",
    file,
  ];
}
