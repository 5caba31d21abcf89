import { withEsmTransforms } from "./jest.config.mjs";

// Integration tests: route handlers, server actions and queries against the real PostgreSQL that
// scripts/run-tests.mjs starts (DATABASE_URL). Run in band: they share one database.
/** @type {import('jest').Config} */
const config = {
  displayName: "integration",
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.int.test.ts"],
  // Real work (ffmpeg, PDF drawing, S3 round trips) on a shared 2-core machine: Jest's 5 s default fails
  // them when the machine is busy, though nothing is wrong. A hang still fails, after 30 s.
  testTimeout: 30_000,
  setupFiles: ["<rootDir>/test/integration-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/test/integration-setup.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/empty-module.ts",
    "^next/cache$": "<rootDir>/test/next-cache.ts",
    "^next/headers$": "<rootDir>/test/next-headers.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/.next", "<rootDir>/e2e/"],
};

const jestConfig = () => withEsmTransforms(config);
export default jestConfig;
