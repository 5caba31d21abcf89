/** @jest-environment node */
import { hlsArgs, outputFps, posterArgs, probeArgs, renditionsFor } from "./hls-args.mjs";

const sizes = (width: number, height: number) => renditionsFor(width, height).map((r) => `${r.name} ${r.width}x${r.height}`);

describe("renditionsFor", () => {
  it("makes every rung up to the source's size, keeping its shape", () => {
    expect(sizes(1920, 1080)).toEqual(["240p 426x240", "360p 640x360", "720p 1280x720"]);
    expect(sizes(1280, 720)).toEqual(["240p 426x240", "360p 640x360", "720p 1280x720"]);
    expect(sizes(854, 480)).toEqual(["240p 428x240", "360p 640x360"]);
    expect(sizes(1440, 1080)).toEqual(["240p 320x240", "360p 480x360", "720p 960x720"]);
  });

  it("measures a portrait video by its width", () => {
    expect(sizes(1080, 1920)).toEqual(["240p 240x426", "360p 360x640", "720p 720x1280"]);
  });

  it("always makes the smallest rung, even from a smaller source", () => {
    expect(sizes(320, 180)).toEqual(["240p 426x240"]);
  });

  it("keeps both sides even (H.264 in 4:2:0)", () => {
    for (const r of renditionsFor(1000, 563)) expect([r.width % 2, r.height % 2]).toEqual([0, 0]);
  });

  it("holds bitrates a 3G phone can carry", () => {
    expect(renditionsFor(1280, 720).map((r) => [r.videoKbps, r.audioKbps])).toEqual([
      [300, 64],
      [600, 96],
      [1500, 96],
    ]);
  });
});

describe("outputFps", () => {
  it("halves frame rates above 30 and keeps the others", () => {
    expect([60, 59.94, 50, 120, 30, 29.97, 25, 24].map(outputFps)).toEqual([30, 29.97, 25, 30, 30, 29.97, 25, 24]);
  });

  it("uses 30 when the source's rate is unknown", () => {
    expect(outputFps(null)).toBe(30);
    expect(outputFps(0)).toBe(30);
  });
});

describe("hlsArgs", () => {
  const valueAfter = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

  it("writes every rendition in one run, with aligned keyframes every 4 s", () => {
    const args = hlsArgs({ input: "/in.mp4", outDir: "/out", renditions: renditionsFor(1280, 720), hasAudio: true, fps: 30 });
    expect(valueAfter(args, "-filter_complex")).toBe(
      "[0:v:0]fps=30,split=3[s0][s1][s2];[s0]scale=426:240,setsar=1,format=yuv420p[v0];[s1]scale=640:360,setsar=1,format=yuv420p[v1];[s2]scale=1280:720,setsar=1,format=yuv420p[v2]",
    );
    expect([valueAfter(args, "-g"), valueAfter(args, "-keyint_min"), valueAfter(args, "-sc_threshold")]).toEqual(["120", "120", "0"]);
    expect([valueAfter(args, "-c:v"), valueAfter(args, "-preset"), valueAfter(args, "-profile:v")]).toEqual(["libx264", "veryfast", "main"]);
    expect([valueAfter(args, "-hls_time"), valueAfter(args, "-hls_playlist_type")]).toEqual(["4", "vod"]);
    expect(valueAfter(args, "-var_stream_map")).toBe("v:0,a:0,name:240p v:1,a:1,name:360p v:2,a:2,name:720p");
    expect([valueAfter(args, "-b:v:2"), valueAfter(args, "-b:a:0")]).toEqual(["1500k", "64k"]);
    expect(valueAfter(args, "-hls_segment_filename")).toBe("/out/%v/seg-%05d.ts");
    expect(args.at(-1)).toBe("/out/%v/index.m3u8");
  });

  it("maps no audio for a silent source", () => {
    const args = hlsArgs({ input: "/in.mp4", outDir: "/out", renditions: renditionsFor(640, 360), hasAudio: false, fps: 25 });
    expect(args).not.toContain("0:a:0");
    expect(args).not.toContain("-c:a");
    expect(valueAfter(args, "-var_stream_map")).toBe("v:0,name:240p v:1,name:360p");
    expect(valueAfter(args, "-g")).toBe("100");
  });
});

describe("how ffmpeg opens the source", () => {
  it("allows only the upload formats and local files for a path", () => {
    const args = probeArgs("/data/videos/a.mp4");
    expect(args.slice(-6)).toEqual(["-protocol_whitelist", "file", "-format_whitelist", "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm", "-i", "/data/videos/a.mp4"]);
  });

  it("allows only http(s) for a presigned URL, reconnecting", () => {
    const args = posterArgs({ input: "https://s3.example/b/a.mp4?X-Amz-Signature=1", atSeconds: 1.5, file: "/tmp/p.jpg" });
    expect(args[args.indexOf("-protocol_whitelist") + 1]).toBe("http,https,tcp,tls");
    expect(args).toContain("-reconnect");
    expect(args[args.indexOf("-ss") + 1]).toBe("1.500");
    expect(args.indexOf("-ss")).toBeLessThan(args.indexOf("-i")); // a fast seek, before the input
  });
});
