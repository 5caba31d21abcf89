// What `npm start` may assume about the site it serves. On this machine's own address (localhost) it is a
// local school: the demo payment provider and the demo accounts (published passwords) are the defaults, so a
// fresh clone serves without configuration. On a public address those defaults would run a site where anyone
// enrols with Stripe's test card and signs in with the README's passwords, so there the operator must choose:
// real Stripe keys, or DEMO_SITE=true for a public demo; demo accounts only with SEED_DEMO_USERS=true too.
// Pure: reads the environment it is given, returns the defaults to add or why the start is refused.

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** The first of APP_URL and NEXTAUTH_URL whose host is not this machine, or null (a local school). */
export function publicAddress(env) {
  for (const name of ["APP_URL", "NEXTAUTH_URL"]) {
    const value = env[name];
    if (!value) continue;
    let host;
    try {
      host = new URL(value).hostname;
    } catch {
      return { name, value };
    }
    if (!LOCAL_HOSTS.has(host) && !host.endsWith(".localhost")) return { name, value };
  }
  return null;
}

/**
 * `{ defaults }`: variables to set where the environment leaves them unset; or `{ refusal }`: the message
 * to stop with, naming the ways out.
 */
export function deploymentDefaults(env) {
  const provider = env.PAYMENTS_PROVIDER || (env.STRIPE_SECRET_KEY ? "stripe" : "demo");
  const address = publicAddress(env);
  if (!address) return { defaults: { PAYMENTS_PROVIDER: provider, SEED_DEMO_USERS: "true", DEMO_SITE: "true" } };

  const demoSite = env.DEMO_SITE === "true";
  const where = `${address.name}=${address.value} is a public address`;
  if (provider === "demo" && !demoSite) {
    const why = env.STRIPE_SECRET_KEY ? "PAYMENTS_PROVIDER=demo is set" : "no STRIPE_SECRET_KEY is set";
    return {
      refusal:
        `Refusing to start: ${where} and ${why}, so anyone could enrol with the demo payment provider's test card and pay nothing. ` +
        "Either set STRIPE_SECRET_KEY (with STRIPE_WEBHOOK_SECRET and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) to take real payments, " +
        "or set DEMO_SITE=true to run a public demo on purpose.",
    };
  }
  if (env.SEED_DEMO_USERS === "true" && !demoSite) {
    return {
      refusal:
        `Refusing to start: ${where} and SEED_DEMO_USERS=true would create the demo accounts, whose passwords are published. ` +
        "Unset SEED_DEMO_USERS, or set DEMO_SITE=true as well to run a public demo on purpose.",
    };
  }
  // A public site never gets the demo accounts unless asked for by name.
  return { defaults: { PAYMENTS_PROVIDER: provider, SEED_DEMO_USERS: "false" } };
}

/** Thrown by localEnvironment() when deploymentDefaults() refuses; start scripts print only its message. */
export class StartRefused extends Error {}
