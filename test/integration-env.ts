// Integration tests need the throwaway database that scripts/run-tests.mjs starts.
if (!process.env.DATABASE_URL) {
  throw new Error("DATABASE_URL is not set: run integration tests through `npm test` (scripts/run-tests.mjs).");
}

// Jest runs the files on several workers. Each worker has a database of its own, a copy of the seeded one that
// scripts/run-tests.mjs made for it (school_test for worker 1, school_test_w2 for worker 2…), and an outbox of
// its own, so that a test's counts, locks and mail see only its own worker's work. Uploaded files stay shared:
// the seeded sample videos are there, and every test writes under keys of its own.
const worker = Number(process.env.JEST_WORKER_ID ?? "1");
process.env.INTEGRATION_BASE_DATABASE_URL ??= process.env.DATABASE_URL;
process.env.INTEGRATION_BASE_OUTBOX_PATH ??= process.env.MAIL_OUTBOX_PATH ?? "";
if (worker > 1) {
  const url = new URL(process.env.INTEGRATION_BASE_DATABASE_URL);
  url.pathname = `${url.pathname}_w${worker}`;
  process.env.DATABASE_URL = url.toString();
  if (process.env.INTEGRATION_BASE_OUTBOX_PATH) process.env.MAIL_OUTBOX_PATH = `${process.env.INTEGRATION_BASE_OUTBOX_PATH}-w${worker}`;
}
