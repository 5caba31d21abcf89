/** @jest-environment node */
// `npm start` itself, on a public address with no Stripe key: it must stop before starting anything, with
// the message that names both ways out. Run as start.mjs runs, in a child process.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");

function start(extra: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^(STRIPE_|NEXT_PUBLIC_STRIPE|PAYMENTS_PROVIDER|DEMO_SITE|SEED_DEMO_USERS|APP_URL|NEXTAUTH_URL|DATABASE_URL)/.test(key)) continue;
    env[key] = value;
  }
  // A port nobody uses here, so a start that went too far would fail loudly rather than meet another school.
  Object.assign(env, { EMBEDDED_PG_PORT: "1", PORT: "1" }, extra);
  return spawnSync(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env: env as NodeJS.ProcessEnv, encoding: "utf8", timeout: 60_000 });
}

it("refuses to start on a public APP_URL without a Stripe key, and starts nothing", () => {
  const secret = path.join(root, ".data/auth-secret");
  const hadSecret = fs.existsSync(secret);
  const result = start({ APP_URL: "https://school.example.org" });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("[start] Refusing to start: APP_URL=https://school.example.org is a public address and no STRIPE_SECRET_KEY is set");
  expect(result.stderr).toMatch(/Either set STRIPE_SECRET_KEY .* or set DEMO_SITE=true to run a public demo on purpose\./);
  expect(result.stdout).not.toMatch(/PostgreSQL|migrations|building/);
  expect(fs.existsSync(secret)).toBe(hadSecret);
});

it("goes past the decision on the same address with DEMO_SITE=true (then stops at the database it cannot reach)", () => {
  // DATABASE_URL points at a closed port: the start gets past the decision and fails at the migration instead.
  const result = start({ APP_URL: "https://school.example.org", DEMO_SITE: "true", DATABASE_URL: "postgresql://nobody:x@127.0.0.1:1/none", NEXTAUTH_SECRET: "s".repeat(32), CREDENTIAL_SIGNING_KEY: "unused" });
  expect(result.stderr).not.toContain("Refusing to start");
  expect(result.stderr).toContain("[start] prisma migrate deploy failed");
  expect(result.status).toBe(1);
});
