// Runs once when a server starts. The check itself lives in a Node-only module.
// No registerInitialCache for the shared cache (REDIS_URL): lib/cache/cache-handler.mjs says why.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/env-check");
  }
}
