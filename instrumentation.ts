// Runs once when a server starts. The check itself lives in a Node-only module.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/env-check");
  }
}
