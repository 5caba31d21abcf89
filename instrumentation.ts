// Runs once when a server starts. The check itself lives in a Node-only module.
// No registerInitialCache for the shared cache (REDIS_URL): lib/cache/cache-handler.mjs says why.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/env-check");
    // One JSON log line and the metrics per request, with its id; the socket's address for the limits and
    // /api/metrics (lib/observability/request-hook.ts).
    (await import("./lib/observability/request-hook")).observeRequests();
    // One Location per redirect, the first request of an on-demand page included (lib/http/single-location.ts).
    (await import("./lib/http/single-location")).keepLocationSingle();
    // Background jobs (video processing, upload clean-up) run beside the requests; a database that is not
    // there yet must not stop the server from answering, so a failed start is logged and tried again later.
    const { startWorkersWhenReady } = await import("./lib/jobs/start");
    startWorkersWhenReady();
  }
}
