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

it("defaults the pool size and the proxy hops", () => {
  const env = parseAs("development", { DATABASE_URL: "postgres://localhost/school" }) as { DATABASE_POOL_SIZE: number; TRUSTED_PROXY_HOPS: number };
  expect(env.DATABASE_POOL_SIZE).toBe(10);
  expect(env.TRUSTED_PROXY_HOPS).toBe(0);
});

it("reads whole numbers, 0 hops included", () => {
  const env = parseAs("production", { ...production, DATABASE_POOL_SIZE: "25", TRUSTED_PROXY_HOPS: "0" }) as { DATABASE_POOL_SIZE: number; TRUSTED_PROXY_HOPS: number };
  expect(env.DATABASE_POOL_SIZE).toBe(25);
  expect(env.TRUSTED_PROXY_HOPS).toBe(0);
});

it.each(["-1", "two", "1.5", " 2"])("names a malformed TRUSTED_PROXY_HOPS (%p)", (value) => {
  const error = parseAs("production", { ...production, TRUSTED_PROXY_HOPS: value }) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toMatch(/TRUSTED_PROXY_HOPS: must be a whole number of 0 or more/);
});

it.each(["0", "201", "ten", "10.5"])("names a malformed DATABASE_POOL_SIZE (%p)", (value) => {
  const error = parseAs("production", { ...production, DATABASE_POOL_SIZE: value }) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toMatch(/DATABASE_POOL_SIZE: must be a whole number from 1 to 200/);
});

it.each(["http://cache:6379", "cache:6379"])("names a malformed REDIS_URL (%p)", (value) => {
  const error = parseAs("production", { ...production, REDIS_URL: value }) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toMatch(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
});

it("accepts redis:// and rediss:// URLs", () => {
  for (const url of ["redis://cache:6379", "rediss://user:pass@cache.example:6380/0"]) {
    expect(parseAs("production", { ...production, REDIS_URL: url })).toMatchObject({ REDIS_URL: url });
  }
});

it("requires NEXTAUTH_URL in production only", () => {
  const error = parseAs("production", { ...production, NEXTAUTH_URL: undefined, DATABASE_POOL_SIZE: "0" }) as Error;
  expect(error.message).toMatch(/NEXTAUTH_URL: is required in production/);
  expect(error.message).toMatch(/DATABASE_POOL_SIZE: must be a whole number/);
  expect((parseAs("production", { ...production, NEXTAUTH_URL: "school.example" }) as Error).message).toMatch(/NEXTAUTH_URL: Invalid URL/);
  expect(parseAs("development", { DATABASE_URL: "postgres://localhost/school" })).not.toBeInstanceOf(Error);
});

// envOf reads process.env: each case loads a fresh copy of lib/env with only `vars` set.
function envOfAs(nodeEnv: string, vars: Record<string, string>, keys: string[]) {
  let result: unknown;
  const saved = process.env;
  jest.isolateModules(() => {
    process.env = { NODE_ENV: nodeEnv, ...vars } as NodeJS.ProcessEnv;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { envOf } = require("./env") as typeof import("./env");
      result = envOf(...(keys as (keyof import("./env").Env)[]));
    } catch (error) {
      result = error;
    } finally {
      process.env = saved;
    }
  });
  return result;
}

it("validates only the keys asked for with envOf, as a build without the runtime secrets needs", () => {
  const database = envOfAs("production", { DATABASE_URL: "postgresql://u:p@db:5432/school" }, ["DATABASE_URL", "DATABASE_POOL_SIZE", "NODE_ENV"]);
  expect(database).toEqual({ DATABASE_URL: "postgresql://u:p@db:5432/school", DATABASE_POOL_SIZE: 10, NODE_ENV: "production" });
  expect(envOfAs("production", {}, ["APP_URL", "NEXTAUTH_URL"])).toEqual({});
});

it("names a malformed variable with envOf too", () => {
  const error = envOfAs("production", { DATABASE_URL: "postgresql://db/school", DATABASE_POOL_SIZE: "500" }, ["DATABASE_URL", "DATABASE_POOL_SIZE"]) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toMatch(/DATABASE_POOL_SIZE: must be a whole number from 1 to 200/);
  expect((envOfAs("production", {}, ["DATABASE_URL"]) as Error).message).toMatch(/DATABASE_URL/);
});

it("exports a dedicated error type", () => {
  expect(new EnvError("x")).toBeInstanceOf(Error);
});

it("refuses the demo payment provider and demo accounts in production unless the site says it is a demo", () => {
  const demo = { ...production, PAYMENTS_PROVIDER: "demo", SEED_DEMO_USERS: "true" };
  const error = parseAs("production", demo) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.message).toMatch(/PAYMENTS_PROVIDER: is demo, which takes no money: refused in production unless DEMO_SITE=true/);
  expect(error.message).toMatch(/SEED_DEMO_USERS: creates accounts whose passwords are published: refused in production unless DEMO_SITE=true/);
  expect(parseAs("production", { ...demo, DEMO_SITE: "true" })).toMatchObject({ PAYMENTS_PROVIDER: "demo", SEED_DEMO_USERS: "true" });
  expect(parseAs("development", { ...demo, NEXTAUTH_SECRET: undefined })).toMatchObject({ PAYMENTS_PROVIDER: "demo" });
});
