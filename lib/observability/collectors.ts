import "server-only";
import { Counter, Gauge } from "prom-client";
import { pool } from "@/lib/db";
import { QUEUE_NAMES, startedJobQueue } from "@/lib/jobs/queue";
import { metrics } from "./metrics";

// Metrics read when Prometheus scrapes (collect), not counted on each event: the database pool's connections,
// the job queue's waiting jobs, and the shared cache's reads (counted by lib/cache/cache-handler.mjs).
const REGISTERED = Symbol.for("school.metrics.collectors");
const holder = globalThis as unknown as { [REGISTERED]?: true; [key: symbol]: unknown };
const CACHE_READS = Symbol.for("school.cacheReads");

type CacheReads = { hit: number; miss: number };

/** How long a scrape waits for the queue's depth before leaving it out (a slow database must not stall it). */
const QUEUE_DEPTH_TIMEOUT_MS = 2000;

async function queueDepths(): Promise<Map<string, number> | null> {
  const started = startedJobQueue();
  if (!started) return null;
  const boss = await started;
  const sizes = await Promise.all(QUEUE_NAMES.map(async (name) => [name, await boss.getQueueSize(name)] as const));
  return new Map(sizes);
}

/** Adds the pool, queue and cache metrics to the registry, once per process. */
export function registerCollectors(): void {
  if (holder[REGISTERED]) return;
  holder[REGISTERED] = true;
  const { registry } = metrics();
  const registers = [registry];
  new Gauge({
    name: "db_pool_connections",
    help: "Connections of this server's PostgreSQL pool: total open, idle, and requests waiting for one",
    labelNames: ["state"],
    registers,
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "job_queue_depth",
    help: "Jobs waiting in each pg-boss queue (created or waiting for a retry), as seen from this server",
    labelNames: ["queue"],
    registers,
    async collect() {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, QUEUE_DEPTH_TIMEOUT_MS, null).unref());
      const depths = await Promise.race([queueDepths().catch(() => null), timeout]);
      this.reset();
      for (const [queue, depth] of depths ?? []) this.set({ queue }, depth);
    },
  });
  new Counter({
    name: "cache_reads_total",
    help: "Reads of the shared Redis page and data cache by this server: hit (an entry) or miss",
    labelNames: ["result"],
    registers,
    collect() {
      const reads = (holder[CACHE_READS] as CacheReads | undefined) ?? { hit: 0, miss: 0 };
      this.reset();
      this.inc({ result: "hit" }, reads.hit);
      this.inc({ result: "miss" }, reads.miss);
    },
  });
}
