/** @jest-environment node */
import { EnvError } from "./env";

// lib/env reads NODE_ENV when it is loaded, so each case loads a fresh copy under its own NODE_ENV.
function parseAs(nodeEnv: string, vars: Record<string, string | undefined>) {
  let result: unknown;
  jest.isolateModules(() => {
    const previous = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: nodeEnv });
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { parseEnv } = require("./env") as typeof import("./env");
      result = parseEnv({ NODE_ENV: nodeEnv, ...vars });
    } catch (error) {
      result = error;
    } finally {
      Object.assign(process.env, { NODE_ENV: previous });
    }
  });
  return result;
}

const production = {
  DATABASE_URL: "postgresql://u:p@db:5432/school",
  NEXTAUTH_SECRET: "x".repeat(40),
  NEXTAUTH_URL: "https://school.example",
  STRIPE_SECRET_KEY: "sk_live_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_123",
  S3_BUCKET: "videos",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

it("accepts a complete production configuration", () => {
  const env = parseAs("production", production) as { STORAGE_DRIVER: string; PAYMENTS_PROVIDER: string };
  expect(env.STORAGE_DRIVER).toBe("s3");
  expect(env.PAYMENTS_PROVIDER).toBe("stripe");
});

it("names a missing production variable", () => {
  const error = parseAs("production", { ...production, NEXTAUTH_SECRET: undefined });
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toMatch(/NEXTAUTH_SECRET/);
});

it("names malformed variables, each on its own line", () => {
  const error = parseAs("production", { ...production, STRIPE_SECRET_KEY: "pk_wrong", DATABASE_URL: "mysql://x" }) as Error;
  expect(error.message).toMatch(/STRIPE_SECRET_KEY: must start with sk_/);
  expect(error.message).toMatch(/DATABASE_URL: must be a postgresql:\/\/ URL/);
});

it("requires the S3 settings when storage is S3", () => {
  const error = parseAs("production", { ...production, S3_BUCKET: "" }) as Error;
  expect(error.message).toMatch(/S3_BUCKET: is required when STORAGE_DRIVER=s3/);
});

it("needs only a database in development", () => {
  const env = parseAs("development", { DATABASE_URL: "postgres://localhost/school" }) as { STORAGE_DRIVER: string };
  expect(env.STORAGE_DRIVER).toBe("disk");
});

it("exports a dedicated error type", () => {
  expect(new EnvError("x")).toBeInstanceOf(Error);
});
