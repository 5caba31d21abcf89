import "server-only";
import { createClient } from "redis";
import { withTimeout } from "@/lib/cache/deadline.mjs";
import { shortReason } from "./reason";

// The health check's connection to Redis: one client per process, opened on the first check and kept.
// When Redis goes away the client reconnects by itself (backing off to one attempt every 5 s); its errors
// go to a listener, never unhandled, and each outage is logged once, when it starts, and once when it ends.

const CONNECT_TIMEOUT_MS = 1_000;
const MAX_RECONNECT_DELAY_MS = 5_000;

function newClient(url: string) {
  return createClient({
    url,
    // Commands fail at once while disconnected instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
}

type Client = ReturnType<typeof newClient>;

type State = { url: string; client: Client; down: boolean; lastError: unknown; ready?: Promise<void> };

let state: State | undefined;

function open(url: string): State {
  if (state?.url === url) return state;
  if (state) state.client.destroy();
  const client = newClient(url);
  const current: State = { url, client, down: false, lastError: undefined };
  client.on("error", (error: unknown) => {
    current.lastError = error;
    if (current.down) return;
    current.down = true;
    console.warn(`[health] Redis is unavailable (${shortReason(error)}); reconnecting in the background`);
  });
  client.on("ready", () => {
    current.lastError = undefined;
    if (current.down) console.info("[health] Redis is reachable again");
    current.down = false;
  });
  // connect() keeps retrying until Redis answers; failures reach the error listener above.
  client.connect().catch(() => {});
  state = current;
  return current;
}

/** Resolves when the client is connected; checks waiting through an outage share one listener. */
function whenReady(current: State): Promise<void> {
  if (current.client.isReady) return Promise.resolve();
  current.ready ??= new Promise((resolve) =>
    current.client.once("ready", () => {
      current.ready = undefined;
      resolve();
    }),
  );
  return current.ready;
}

/**
 * PINGs Redis. While the connection is being made the check waits for it, up to `timeoutMs`, and fails
 * with the first connection error; during a known outage it fails at once with the last one.
 */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const current = open(url);
  const { client } = current;
  if (!client.isReady && current.down) throw current.lastError ?? new Error("not connected");
  let onError: ((error: unknown) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = reject;
    client.once("error", onError);
  });
  try {
    await withTimeout(Promise.race([whenReady(current).then(() => client.ping()), failed]), timeoutMs);
  } finally {
    client.off("error", onError!);
  }
}

/** Closes the client (tests, shutdown); the next check opens a new one. */
export function closeRedis(): void {
  state?.client.destroy();
  state = undefined;
}
