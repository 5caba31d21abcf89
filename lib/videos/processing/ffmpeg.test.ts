/**
 * @jest-environment node
 */
import { ffmpegAvailable, runTool, ToolError, ToolTimeout, withoutSignatures } from "./ffmpeg";

// The real ffmpeg and ffprobe (Debian's package, as on the servers).
const endless = ["-hide_banner", "-nostdin", "-nostats", "-progress", "pipe:1", "-re", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10", "-f", "null", "-"];

describe("runTool", () => {
  it("hands each progress line over as ffmpeg writes it", async () => {
    const lines: string[] = [];
    await runTool("ffmpeg", ["-hide_banner", "-nostdin", "-nostats", "-progress", "pipe:1", "-f", "lavfi", "-i", "testsrc=duration=1:size=160x120:rate=10", "-f", "null", "-"], {
      onLine: (line) => lines.push(line),
    });
    expect(lines).toContain("progress=end");
    expect(lines.filter((line) => /^out_time_us=\d+$/.test(line)).length).toBeGreaterThan(0);
  });

  it("kills ffmpeg when the signal aborts, rejecting with the reason", async () => {
    const controller = new AbortController();
    const running = runTool("ffmpeg", endless, {
      signal: controller.signal,
      onLine: (line) => {
        if (line.startsWith("out_time_us=")) controller.abort(new Error("the server is shutting down"));
      },
    });
    // An endless input: the promise settles only because the process was killed.
    await expect(running).rejects.toThrow("the server is shutting down");
  });

  it("kills a run that outlasts its time limit, rejecting with ToolTimeout", async () => {
    const started = Date.now();
    const failure = await runTool("ffmpeg", endless, { timeoutMs: 500 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolTimeout);
    expect(failure).toMatchObject({ tool: "ffmpeg", timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("refuses to start once the signal has aborted", async () => {
    await expect(runTool("ffmpeg", endless, { signal: AbortSignal.abort(new Error("stopped")) })).rejects.toThrow("stopped");
  });

  it("rejects with the end of stderr when the tool fails", async () => {
    const failure = await runTool("ffprobe", ["-v", "error", "/no/such/file.mp4"]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolError);
    expect(failure).toMatchObject({ tool: "ffprobe", exitCode: 1, stderr: expect.stringContaining("No such file or directory") });
  });
});

describe("ffmpegAvailable", () => {
  afterEach(() => {
    delete process.env.FFMPEG_PATH;
  });

  it("resolves where ffmpeg has libx264 and AAC", async () => {
    await expect(ffmpegAvailable()).resolves.toBeUndefined();
  });

  it("rejects saying where ffmpeg was looked for when it is missing", async () => {
    process.env.FFMPEG_PATH = "/opt/missing/ffmpeg";
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("./ffmpeg");
      await expect(fresh.ffmpegAvailable()).rejects.toThrow('ffmpeg was not found at "/opt/missing/ffmpeg" (install Debian\'s ffmpeg package or set FFMPEG_PATH)');
    });
  });
});

it("removes presigned URLs' signatures from what ffmpeg writes", () => {
  const line = "http://s3.local/bucket/videos/l/abc.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=57e466ae: Invalid data found";
  expect(withoutSignatures(line)).toBe("http://s3.local/bucket/videos/l/abc.mp4?…: Invalid data found");
});
