// Integration tests need the throwaway database that scripts/test.mjs starts.
if (!process.env.DATABASE_URL) {
  throw new Error("DATABASE_URL is not set: run integration tests through `npm test` (scripts/test.mjs).");
}
