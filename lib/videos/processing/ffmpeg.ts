import "server-only";
import { spawn } from "node:child_process";
import { envOf } from "@/lib/env";

// Runs Debian's ffmpeg and ffprobe: spawned directly (no shell, so no argument is ever interpreted), killed
// when the caller's signal aborts (a shutting-down server, an expired job), keeping the end of stderr for
// the log and for telling a broken file from a broken run.
const STDERR_TAIL_CHARS = 4000;

export type Tool = "ffmpeg" | "ffprobe";

/** ffmpeg or ffprobe ended with an error; `stderr` holds the end of what it wrote there. */
export class ToolError extends Error {
  constructor(
    readonly tool: Tool,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${tool} failed (exit ${exitCode ?? "by signal"}): ${lastLines(stderr, 3)}`);
    this.name = "ToolError";
  }
}

/** ffmpeg or ffprobe ran past its time limit (RunOptions.timeoutMs) and was killed. */
export class ToolTimeout extends Error {
  constructor(
    readonly tool: Tool,
    readonly timeoutMs: number,
  ) {
    super(`${tool} ran past its limit of ${Math.round(timeoutMs / 1000)} s and was killed`);
    this.name = "ToolTimeout";
  }
}

const lastLines = (text: string, count: number) => text.trim().split("\n").slice(-count).join(" | ");

/** ffmpeg names its input in messages ("URL: reason"): a presigned URL's query (its signature) must not reach the logs. */
export const withoutSignatures = (text: string) => text.replace(/(https?:\/\/[^\s?'"]+)\?[^\s'":]*/g, "$1?…");

function pathOf(tool: Tool): string {
  const paths = envOf("FFMPEG_PATH", "FFPROBE_PATH");
  return tool === "ffmpeg" ? paths.FFMPEG_PATH : paths.FFPROBE_PATH;
}

export type RunOptions = {
  signal?: AbortSignal;
  /** Each line the tool writes to stdout (ffmpeg's `-progress pipe:1` key=value lines). */
  onLine?: (line: string) => void;
  /** Kills the tool after this long, rejecting with ToolTimeout. */
  timeoutMs?: number;
};

/** Calls `onLine` with each whole line of a text stream; `flush` hands over an unfinished last one. */
function splitLines(onLine: (line: string) => void) {
  let rest = "";
  return {
    push(chunk: string) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) onLine(line);
    },
    flush() {
      if (rest) onLine(rest);
      rest = "";
    },
  };
}

/** Runs the tool; resolves with its stdout (unless onLine takes it) and the tail of its stderr. */
export function runTool(tool: Tool, args: string[], { signal, onLine, timeoutMs }: RunOptions = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(pathOf(tool), args, { stdio: ["ignore", "pipe", "pipe"], signal, killSignal: "SIGKILL" });
    let stdout = "";
    let stderr = "";
    const out = splitLines((line) => (onLine ? onLine(line.trim()) : (stdout += `${line}\n`)));
    // Line by line, so that no URL is cut in two before its signature is removed.
    const err = splitLines((line) => (stderr = `${stderr}${withoutSignatures(line)}\n`.slice(-STDERR_TAIL_CHARS)));
    child.stdout.setEncoding("utf8").on("data", out.push);
    child.stderr.setEncoding("utf8").on("data", err.push);
    let failed = false;
    let timedOut = false;
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => ((timedOut = true), child.kill("SIGKILL")), timeoutMs);
    child.on("error", (error: NodeJS.ErrnoException) => {
      failed = true;
      clearTimeout(timer);
      if (error.name === "AbortError") reject(signal?.reason ?? error);
      else if (error.code === "ENOENT") reject(new Error(`${tool} was not found at "${pathOf(tool)}" (install Debian's ffmpeg package or set ${tool.toUpperCase()}_PATH)`));
      else reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (failed) return;
      out.flush();
      err.flush();
      if (timedOut) reject(new ToolTimeout(tool, timeoutMs!));
      else if (code === 0) resolve({ stdout, stderr });
      else reject(new ToolError(tool, code, stderr));
    });
  });
}

/**
 * Resolves when this server can process videos: ffmpeg with the libx264 and AAC encoders, and ffprobe.
 * Rejects saying what is missing.
 */
export async function ffmpegAvailable(): Promise<void> {
  const { stdout: encoders } = await runTool("ffmpeg", ["-hide_banner", "-encoders"]);
  for (const encoder of ["libx264", "aac"]) {
    if (!new RegExp(`^\\s*\\S+\\s+${encoder}\\s`, "m").test(encoders)) throw new Error(`ffmpeg at "${pathOf("ffmpeg")}" has no ${encoder} encoder`);
  }
  await runTool("ffprobe", ["-hide_banner", "-version"]);
}
