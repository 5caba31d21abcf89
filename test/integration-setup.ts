import { db } from "@/lib/db";
import { closeRedis } from "@/lib/health/redis";
import { stopJobQueue } from "@/lib/jobs/queue";

// Each test file gets its own module registry, hence its own Prisma pool, job queue (started by any route that
// queues video processing) and health-check Redis client (GET /api/health): close them when the file ends, or
// their sockets and timers keep Jest running.
afterAll(async () => {
  closeRedis();
  await stopJobQueue();
  await db.$disconnect();
});
