/** @jest-environment node */
import { deploymentDefaults, publicAddress } from "./deployment-defaults.mjs";

const local = { NEXTAUTH_URL: "http://localhost:3000" };
const publicSite = { NEXTAUTH_URL: "https://school.example.org" };

describe("publicAddress", () => {
  it("treats localhost, 127.0.0.1 and ::1 as this machine", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://app.localhost"]) {
      expect(publicAddress({ APP_URL: url, NEXTAUTH_URL: url })).toBeNull();
    }
  });

  it("names the first of APP_URL and NEXTAUTH_URL that is elsewhere", () => {
    expect(publicAddress({ APP_URL: "https://school.example.org", NEXTAUTH_URL: "http://localhost:3000" })).toEqual({ name: "APP_URL", value: "https://school.example.org" });
    expect(publicAddress({ NEXTAUTH_URL: "http://10.0.0.5:3000" })).toEqual({ name: "NEXTAUTH_URL", value: "http://10.0.0.5:3000" });
  });
});

describe("deploymentDefaults", () => {
  it("gives a local school the demo provider and the demo accounts", () => {
    expect(deploymentDefaults(local)).toEqual({ defaults: { PAYMENTS_PROVIDER: "demo", SEED_DEMO_USERS: "true", DEMO_SITE: "true" } });
    expect(deploymentDefaults({ ...local, STRIPE_SECRET_KEY: "sk_test_1" }).defaults).toMatchObject({ PAYMENTS_PROVIDER: "stripe" });
  });

  it("refuses a public address without a Stripe key, naming both ways out", () => {
    const { refusal, defaults } = deploymentDefaults(publicSite);
    expect(defaults).toBeUndefined();
    expect(refusal).toMatch(/NEXTAUTH_URL=https:\/\/school\.example\.org is a public address and no STRIPE_SECRET_KEY is set/);
    expect(refusal).toMatch(/set STRIPE_SECRET_KEY/);
    expect(refusal).toMatch(/set DEMO_SITE=true to run a public demo/);
  });

  it("refuses the demo provider chosen by name on a public address, even with a key", () => {
    expect(deploymentDefaults({ ...publicSite, STRIPE_SECRET_KEY: "sk_live_1", PAYMENTS_PROVIDER: "demo" }).refusal).toMatch(/PAYMENTS_PROVIDER=demo is set/);
  });

  it("takes Stripe on a public address with a key, and creates no demo accounts", () => {
    expect(deploymentDefaults({ ...publicSite, STRIPE_SECRET_KEY: "sk_live_1" })).toEqual({ defaults: { PAYMENTS_PROVIDER: "stripe", SEED_DEMO_USERS: "false" } });
  });

  it("runs a public demo when DEMO_SITE=true is set, still without demo accounts unless asked for", () => {
    expect(deploymentDefaults({ ...publicSite, DEMO_SITE: "true" })).toEqual({ defaults: { PAYMENTS_PROVIDER: "demo", SEED_DEMO_USERS: "false" } });
    expect(deploymentDefaults({ ...publicSite, DEMO_SITE: "true", SEED_DEMO_USERS: "true" }).refusal).toBeUndefined();
  });

  it("refuses the demo accounts on a public address that is not a demo", () => {
    expect(deploymentDefaults({ ...publicSite, STRIPE_SECRET_KEY: "sk_live_1", SEED_DEMO_USERS: "true" }).refusal).toMatch(
      /SEED_DEMO_USERS=true would create the demo accounts.*set DEMO_SITE=true as well/,
    );
  });
});
