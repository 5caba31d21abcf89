import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { videoProcessingOff } from "@/lib/jobs/worker-status";
import { storage } from "@/lib/storage";
// The deadline that tells a slow dependency from a busy event loop: a loaded server must not call itself down.
import { withTimeout } from "@/lib/cache/deadline.mjs";
import { shortReason } from "./reason";
import { pingRedis } from "./redis";

// GET /api/health: whether this server can do its work, for the load balancer and for monitoring. Every
// dependency is asked at once, each for at most CHECK_TIMEOUT_MS, so a hung one makes a quick 503.

export const CHECK_TIMEOUT_MS = 1_500;

/**
 * A check resolves when its part answers ("not configured" when the part is optional and absent, "off: why"
 * when this server does without it: neither makes the server unavailable).
 */
type Off = `off: ${string}`;
export type Check = () => Promise<void | "not configured" | Off>;
export type CheckResult = "ok" | "not configured" | Off | `down: ${string}`;
export type HealthReport = { status: "ok" | "unavailable"; checks: Record<string, CheckResult> };

export const defaultChecks: Record<"database" | "redis" | "storage" | "videoProcessing", Check> = {
  database: async () => {
    await db.$queryRaw`SELECT 1`;
  },
  redis: async () => {
    const url = env().REDIS_URL;
    if (!url) return "not configured";
    await pingRedis(url, CHECK_TIMEOUT_MS - 100);
  },
  storage: () => storage().check(),
  // Uploads wait in the queue until a server with ffmpeg takes them: this server may do without.
  videoProcessing: async () => {
    const off = videoProcessingOff();
    return off ? `off: ${off}` : undefined;
  },
};

async function run(check: Check, timeoutMs: number): Promise<CheckResult> {
  try {
    return (await withTimeout(check(), timeoutMs)) ?? "ok";
  } catch (error) {
    return `down: ${shortReason(error)}`;
  }
}

export async function healthReport(checks: Record<string, Check> = defaultChecks, timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => run(checks[name]!, timeoutMs)));
  return {
    status: results.some((r) => r.startsWith("down")) ? "unavailable" : "ok",
    checks: Object.fromEntries(names.map((name, i) => [name, results[i]!])),
  };
}
