// Helpers for the cluster journeys (e2e/cluster/*.spec.ts). scripts/run-tests.mjs runs them against nginx
// (E2E_BASE_URL) in front of two servers of the production build, sharing PostgreSQL, Redis and S3, with
// nginx in test mode:
//   - `X-Test-Upstream: N` sends a request to server N (0 or 1), past nginx's page cache;
//   - every answer says which server gave it in `X-Upstream` (127.0.0.1:port) and how nginx's cache
//     treated it in `X-Cache-Status` (HIT, MISS, BYPASS, EXPIRED, STALE, UPDATING; none when not cacheable).
// CLUSTER_CONTROL_URL is the harness's control server (scripts/cluster/control.mjs): it stops and starts a
// server, Redis or PostgreSQL, answering when that is done. A test that stops something starts it again,
// whatever happens: use withStopped(), or a try/finally.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from "@playwright/test";

export const UPSTREAM_HEADER = "X-Test-Upstream";

const baseUrl = () => process.env.E2E_BASE_URL ?? "http://localhost:3000";

/** Headers that send one request to server `n`, e.g. `request.get("/courses", { headers: onServer(1) })`. */
export function onServer(n: number): Record<string, string> {
  return { [UPSTREAM_HEADER]: String(n) };
}

/**
 * Sends every request of a page or context to the school (not to S3) to server `n` until unpinServer();
 * pinning again moves it to another server. Playwright turns off the browser's HTTP cache while routing.
 */
export async function pinToServer(target: Page | BrowserContext, n: number): Promise<void> {
  await unpinServer(target);
  await target.route(`${new URL(baseUrl()).origin}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), [UPSTREAM_HEADER.toLowerCase()]: String(n) } }),
  );
}

export async function unpinServer(target: Page | BrowserContext): Promise<void> {
  await target.unroute(`${new URL(baseUrl()).origin}/**`);
}

/** `recentRestarts`: the supervisor's restarts of the part since it last stayed up `stableAfterMs` (scripts/cluster/supervisor.mjs). */
type Supervised = { running: boolean; recentRestarts?: number };

type ClusterInfo = {
  actions: string[];
  servers: (Supervised & { port: number })[];
  /** nginx's public port. */
  front?: { port: number };
  /** Every part the harness started, by process id (scripts/cluster/control.mjs). */
  processes?: { name: string; pid: number }[];
  redis?: Supervised;
  radosgw?: Supervised & { endpoint: string };
};

function controlUrl(): string {
  const url = process.env.CLUSTER_CONTROL_URL;
  if (!url) throw new Error("CLUSTER_CONTROL_URL is not set: run the cluster tests with `npm test -- cluster`.");
  return url;
}

async function control(action: string): Promise<void> {
  const response = await fetch(`${controlUrl()}/${action}`, { method: "POST" });
  if (!response.ok) throw new Error(`cluster control ${action}: ${response.status} ${await response.text()}`);
}

/** The servers, in the order X-Test-Upstream numbers them, with their ports and whether they run. */
export async function clusterInfo(): Promise<ClusterInfo> {
  return (await fetch(controlUrl())).json() as Promise<ClusterInfo>;
}

/** Which server gave `response` (from nginx's X-Upstream header), or -1. */
export async function servedBy(response: APIResponse | { headers(): Record<string, string> }): Promise<number> {
  const upstream = response.headers()["x-upstream"] ?? "";
  const { servers } = await clusterInfo();
  // After a retry nginx lists every server it tried ("a, b"): the last one answered.
  const port = Number(upstream.split(",").pop()?.trim().split(":").pop());
  return servers.findIndex((server) => server.port === port);
}

/**
 * Stops server `n` (SIGTERM) and resolves when it is gone. nginx sends its requests to the other: the first
 * ones fail over on the refused connection, then nginx leaves it out (max_fails=2, fail_timeout=10s).
 */
export const stopServer = (n: number) => control(`servers/${n}/stop`);
/**
 * Starts server `n` again on its port; resolves once its /api/health answers 200 and nginx sends it requests
 * again (the harness reloads nginx, which otherwise keeps a failed server out for fail_timeout, 10 s).
 */
export const startServer = (n: number) => control(`servers/${n}/start`);
export const stopRedis = () => control("redis/stop");
/** Starts Redis again on its port, with an empty cache (the test Redis keeps nothing). */
export const startRedis = () => control("redis/start");
export const stopPostgres = () => control("postgres/stop");
/** Starts PostgreSQL again on its port with its data. */
export const startPostgres = () => control("postgres/start");

const parts = {
  redis: [stopRedis, startRedis],
  postgres: [stopPostgres, startPostgres],
} as const;

/**
 * Runs `body` with a part stopped and starts it again afterwards, even when `body` fails:
 * `await withStopped({ server: 0 }, async () => { … })`, `withStopped("redis", …)`, `withStopped("postgres", …)`.
 */
export async function withStopped<T>(part: { server: number } | keyof typeof parts, body: () => Promise<T>): Promise<T> {
  const [stop, start] =
    typeof part === "string" ? parts[part] : [() => stopServer(part.server), () => startServer(part.server)];
  await stop();
  try {
    return await body();
  } finally {
    await start();
  }
}

/** Expects every server to be running, as each test should leave them. */
export async function expectAllServersRunning(): Promise<void> {
  const { servers } = await clusterInfo();
  expect(servers.map((server) => server.running)).toEqual(servers.map(() => true));
}

/**
 * Waits (up to 65 s) until the supervisor counts `part` as settled: up 10 s since its last restart (the harness's
 * `stableAfterMs` in scripts/run-tests.mjs; start:cluster's is a minute), so its next death is restarted after 1 s.
 * Until then the supervisor backs off a part that keeps dying (1 s, 2 s,
 * 4 s… up to 30 s, scripts/cluster/supervisor.mjs): `await settled((info) => info.servers[0])`.
 */
export async function settled(part: (info: ClusterInfo) => Supervised | undefined): Promise<void> {
  await expect.poll(async () => part(await clusterInfo())?.recentRestarts, { timeout: 65_000, intervals: [1000], message: "the part to settle" }).toBe(0);
}

/** Kills server `n` with SIGKILL, as a crash: no graceful shutdown, its connections just end. */
export const killServer = (n: number) => control(`servers/${n}/kill`);

/**
 * SIGKILL to server `n`, Redis or radosgw, left to the supervisor (scripts/cluster/supervisor.mjs), which starts
 * it again: `crash({ server: 0 })`, `crash("redis")`, `crash("radosgw")`.
 */
export const crash = (part: { server: number } | "redis" | "radosgw") =>
  control(typeof part === "string" ? `${part}/crash` : `servers/${part.server}/crash`);

/** Server `n`'s log so far (its stdout and stderr). */
export async function serverLog(n: number): Promise<string> {
  const response = await fetch(`${controlUrl()}/servers/${n}/log`);
  if (!response.ok) throw new Error(`cluster control servers/${n}/log: ${response.status} ${await response.text()}`);
  return response.text();
}

/** A signed Stripe webhook delivery from the fake Stripe (test/fake-stripe/launch.ts). */
export type SignedDelivery = { event: { id: string; type: string }; payload: string; signature: string };

function fakeStripeUrl(): string {
  const url = process.env.FAKE_STRIPE_CONTROL_URL;
  if (!url) throw new Error("FAKE_STRIPE_CONTROL_URL is not set: run the cluster tests with `npm test -- cluster`.");
  return url;
}

/**
 * Confirms payment intent `intentId` at the fake Stripe, as Stripe.js does when the student submits the card
 * form, and returns its payment_intent.succeeded event signed for delivery to /api/webhooks/stripe.
 */
export async function confirmIntent(intentId: string): Promise<SignedDelivery & { status: number }> {
  const response = await fetch(`${fakeStripeUrl()}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ intentId }),
  });
  if (!response.ok) throw new Error(`fake Stripe confirm ${intentId}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<SignedDelivery & { status: number }>;
}

/** The intent id in a client secret ("pi_…_secret_…"). */
export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));

/** Headers of a Stripe webhook delivery, pinned to server `n`. */
export function webhookHeaders(delivery: SignedDelivery, n: number): Record<string, string> {
  return { "content-type": "application/json", "stripe-signature": delivery.signature, ...onServer(n) };
}

/** Signs `email` in through POST /api/login on server `n`; the session cookie lands in `request`'s context. */
export async function signInOn(request: APIRequestContext, n: number, email: string, password: string): Promise<void> {
  const response = await request.post("/api/login", { headers: onServer(n), data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await servedBy(response)).toBe(n);
}

/** The S3 store the servers share (the cluster's S3_* environment), to read or remove what a test stored. */
function sharedStore(): { client: S3Client; bucket: string } {
  const endpoint = process.env.S3_ENDPOINT;
  if (!endpoint) throw new Error("S3_ENDPOINT is not set: run the cluster tests with `npm test -- cluster`.");
  const client = new S3Client({
    endpoint,
    region: process.env.S3_REGION ?? "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID ?? "", secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? "" },
  });
  return { client, bucket: process.env.S3_BUCKET ?? "school" };
}

/** The bytes stored under `key` in the shared bucket, or null when there is no such object. */
export async function storedObject(key: string): Promise<Buffer | null> {
  const { client, bucket } = sharedStore();
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return null;
    throw error;
  } finally {
    client.destroy();
  }
}

/** How many objects of the shared bucket have keys starting with `prefix` (up to 1000). */
export async function countStored(prefix: string): Promise<number> {
  const { client, bucket } = sharedStore();
  try {
    return (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).KeyCount ?? 0;
  } finally {
    client.destroy();
  }
}

/** Removes every object of the shared bucket whose key starts with `prefix` (a test's own uploads). */
export async function deleteStored(prefix: string): Promise<void> {
  const { client, bucket } = sharedStore();
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    for (const { Key } of listed.Contents ?? []) if (Key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
  } finally {
    client.destroy();
  }
}
