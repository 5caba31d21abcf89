import path from "node:path";
import { db } from "@/lib/db";

// Each test file gets its own module registry, hence its own Prisma pool, job queue (started by any route that
// queues video processing) and health-check Redis client (GET /api/health): close them when the file ends, or
// their sockets and timers keep Jest running. The queue and the Redis client are closed only when this file
// loaded their modules (require.cache is Jest's registry of this file): importing them here would load the redis
// and pg-boss packages into every file's registry, a tenth of a second or more each, where most files open neither.
const loaded = (file: string) => require.cache[path.resolve(__dirname, "..", file)] !== undefined;

afterAll(async () => {
  if (loaded("lib/health/redis.ts")) (await import("@/lib/health/redis")).closeRedis();
  if (loaded("lib/jobs/queue.ts")) await (await import("@/lib/jobs/queue")).stopJobQueue();
  await db.$disconnect();
});
