/** @jest-environment node */
import { EnvError, parseEnv } from "@/lib/env";

// The variables of logs, metrics and trusted proxies, as lib/env.ts validates them at start.
const base = { DATABASE_URL: "postgresql://school@localhost/school" };

it("defaults the trusted proxy addresses to loopback and reads a comma-separated list", () => {
  expect(parseEnv(base).TRUSTED_PROXY_ADDRESSES).toEqual(["127.0.0.1", "::1"]);
  expect(parseEnv({ ...base, TRUSTED_PROXY_ADDRESSES: " 10.0.0.5, fd00::1 " }).TRUSTED_PROXY_ADDRESSES).toEqual(["10.0.0.5", "fd00::1"]);
});

it("names TRUSTED_PROXY_ADDRESSES when an entry is not an IP address", () => {
  expect(() => parseEnv({ ...base, TRUSTED_PROXY_ADDRESSES: "10.0.0.5, proxy.internal" })).toThrow(EnvError);
  expect(() => parseEnv({ ...base, TRUSTED_PROXY_ADDRESSES: "10.0.0.0/8" })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
});

it("takes a METRICS_TOKEN of 32 characters or more, and names a shorter one", () => {
  expect(parseEnv(base).METRICS_TOKEN).toBeUndefined();
  expect(parseEnv({ ...base, METRICS_TOKEN: "a".repeat(32) }).METRICS_TOKEN).toBe("a".repeat(32));
  expect(() => parseEnv({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
});

it("takes a LOG_LEVEL among pino's and names another", () => {
  expect(parseEnv({ ...base, LOG_LEVEL: "warn" }).LOG_LEVEL).toBe("warn");
  expect(() => parseEnv({ ...base, LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
});
