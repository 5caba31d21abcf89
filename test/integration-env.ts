// Integration tests need the throwaway database that scripts/run-tests.mjs starts.
if (!process.env.DATABASE_URL) {
  throw new Error("DATABASE_URL is not set: run integration tests through `npm test` (scripts/run-tests.mjs).");
}
