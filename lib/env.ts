import "server-only";
import { z } from "zod";

// The environment, validated once. In production a missing or malformed variable stops the server
// (see instrumentation.ts) with a message naming it; `npm start` supplies safe local defaults.
//
// The app's code reads its variables through env() (or envOf() below), never process.env: every variable
// it reads is in this schema and in .env.example. Exempt: NEXT_RUNTIME in instrumentation.ts (set by Next
// itself), NODE_ENV here (it picks the production rules), and next.config.mjs and scripts/*, which run
// before the app (NEXT_DIST_DIR, PORT, EMBEDDED_PG_PORT, TEST_RUN_NAME, BENCH_*…). lib/cache/cache-handler.mjs,
// plain JavaScript that Next loads outside the bundle, reads REDIS_URL and NGINX_CACHE_DIR itself; they are checked here.
// proxy.ts builds the per-request pages' Content-Security-Policy from the same variables as next.config.mjs's
// site-wide one (SECURITY_HEADERS_ENV in lib/http/content-security-policy.mjs), read from process.env alike.

export const isProduction = process.env.NODE_ENV === "production";

const optionalUrl = z.url().optional();

/** A whole number written in decimal digits, from `min` to `max`, `fallback` when unset. */
function wholeNumber(min: number, max: number | undefined, fallback: number) {
  const message = `must be a whole number ${max === undefined ? `of ${min} or more` : `from ${min} to ${max}`}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max ?? Number.MAX_SAFE_INTEGER, message))
    .default(fallback);
}

// Each variable's own format. What production or one setting requires of the others is checked below.
const fields = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
  // Connections each app server keeps open to PostgreSQL: the sum over servers must stay under max_connections.
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
  NEXTAUTH_SECRET: isProduction
    ? z.string().min(32, "must be at least 32 characters (generate one with `openssl rand -base64 32`)")
    : z.string().min(1).default("development-only-secret-do-not-use-in-production"),
  NEXTAUTH_URL: optionalUrl,
  APP_URL: optionalUrl,
  // Proxies in front of the app that append to X-Forwarded-For (lib/rate-limit/address.ts). 0, the default
  // (`npm start` with no proxy): the header is the client's own, so per-address limits are skipped.
  TRUSTED_PROXY_HOPS: wholeNumber(0, undefined, 0),
  // Sign-ups an hour per e-mail domain and for the whole site, counted only where the client's address is unknown
  // (lib/rate-limit/guards.ts limitSignUp).
  SIGN_UP_LIMIT_PER_DOMAIN: wholeNumber(1, undefined, 100),
  SIGN_UP_LIMIT_SITE: wholeNumber(1, undefined, 1000),
  // The socket addresses of those proxies (comma-separated IPs): X-Forwarded-For is read only on a request whose
  // connection comes from one of them; a client that reaches a server directly is counted by its own address.
  TRUSTED_PROXY_ADDRESSES: z
    .string()
    .default("127.0.0.1,::1")
    .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], "must be a comma-separated list of IP addresses")).min(1, "must name at least one address")),
  // Lets a scraper that is not on the server's own machine read /api/metrics (Authorization: Bearer …).
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (openssl rand -hex 32)").optional(),
  // The least severe log line written: trace, debug, info (default), warn, error, fatal or silent.
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).optional(),
  PAYMENTS_PROVIDER: z.enum(["stripe", "demo"]).default(isProduction ? "stripe" : "demo"),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_", "must start with pk_").optional(),
  STRIPE_API_BASE: optionalUrl,
  STORAGE_DRIVER: z.enum(["s3", "disk"]).default(isProduction ? "s3" : "disk"),
  STORAGE_DISK_PATH: z.string().default(".data/uploads"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().default("Biblical Studies Academy <no-reply@localhost>"),
  MAIL_OUTBOX_PATH: z.string().default(".data/outbox"),
  SEED_DEMO_USERS: z.enum(["true", "false"]).optional(),
  // A demo, staging or local site: the only production servers allowed the demo payment provider (which takes
  // no money) and the demo accounts (whose passwords are published). npm start and the tests say so.
  DEMO_SITE: z.enum(["true", "false"]).optional(),
  // The shared Next cache and the health check's Redis; unset, each server keeps its own cache on disk.
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
  // nginx's page cache folder on this machine (set by start:cluster): a revalidation deletes its copies of the
  // pages concerned (lib/cache/nginx-purge.mjs). Unset: nginx, or a CDN, keeps pages for their s-maxage.
  NGINX_CACHE_DIR: z.string().regex(/^\//, "must be an absolute path").optional(),
  // The RSA private key (PKCS #8 PEM; "\n" may stand for line breaks) that signs Open Badges credentials as
  // VC-JWTs; its public half is published at /api/certificates/keys. Unset: credentials are hosted JSON only.
  CREDENTIAL_SIGNING_KEY: z
    .string()
    .transform((pem) => pem.replace(/\\n/g, "\n").trim())
    .pipe(z.string().regex(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/, "must be a PKCS #8 PEM private key (openssl genpkey -algorithm RSA)"))
    .optional(),
  // Video processing jobs each server runs at once (ffmpeg uses every core it gets); 0 runs none here.
  VIDEO_WORKERS: wholeNumber(0, 16, 1),
  // The ffmpeg and ffprobe programs (Debian's ffmpeg package); processing waits until they exist.
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
  // The home and sign-up pages show graduates, and the completion rate, only once there are this many
  // graduates, or enrollments behind the rate: '2 graduates' or '14%' of a handful tells a visitor nothing.
  STATS_MIN_GRADUATES: wholeNumber(1, undefined, 100),
  STATS_MIN_ENROLLMENTS_FOR_COMPLETION: wholeNumber(1, undefined, 200),
};

// The whole environment. NEXTAUTH_URL is required in production here (a field, so its error is listed with
// the others) but not by envOf(), which site-url.ts calls during `next build`.
const requiredInProduction = (issue: { input?: unknown }) => (issue.input === undefined ? "is required in production" : undefined);
const whole = z.object({ ...fields, NEXTAUTH_URL: isProduction ? z.url({ error: requiredInProduction }) : optionalUrl });

const schema = whole.superRefine((env, ctx) => {
  const need = (key: keyof typeof env, why: string) => {
    if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required ${why}` });
  };
  if (env.PAYMENTS_PROVIDER === "stripe") {
    need("STRIPE_SECRET_KEY", "when PAYMENTS_PROVIDER=stripe");
    need("STRIPE_WEBHOOK_SECRET", "when PAYMENTS_PROVIDER=stripe");
    need("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "when PAYMENTS_PROVIDER=stripe");
  }
  if (isProduction && env.DEMO_SITE !== "true") {
    const refuse = (key: keyof typeof env, what: string) =>
      ctx.addIssue({ code: "custom", path: [key], message: `${what}: refused in production unless DEMO_SITE=true (a demo, staging or local site)` });
    if (env.PAYMENTS_PROVIDER === "demo") refuse("PAYMENTS_PROVIDER", "is demo, which takes no money");
    if (env.SEED_DEMO_USERS === "true") refuse("SEED_DEMO_USERS", "creates accounts whose passwords are published");
  }
  if (env.STORAGE_DRIVER === "s3") {
    need("S3_BUCKET", "when STORAGE_DRIVER=s3");
    need("S3_ACCESS_KEY_ID", "when STORAGE_DRIVER=s3");
    need("S3_SECRET_ACCESS_KEY", "when STORAGE_DRIVER=s3");
  }
});

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {}

function parseWith<T>(parser: z.ZodType<T>, source: Record<string, string | undefined>): T {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = parser.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

/** Parses an environment; throws EnvError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseWith(schema, source);
}

let cached: Env | undefined;

/**
 * The whole validated environment, parsed on the first call and kept (it is read on hot paths). A test
 * that changes process.env does so before the first call in its file (each Jest file has its own copy).
 */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

const subsets = new Map<string, unknown>();

/**
 * Only `keys`, each validated on its own format, parsed once per set of keys. For modules that also run
 * inside `next build` (the database pool, the site URL in prerendered metadata): a build needs the
 * database but not the runtime secrets, which env() would demand in production.
 */
export function envOf<K extends keyof Env>(...keys: K[]): Pick<Env, K> {
  const id = keys.join(",");
  if (!subsets.has(id)) {
    const mask: { [P in keyof Env]?: true } = Object.fromEntries(keys.map((key) => [key, true]));
    subsets.set(id, parseWith(z.object(fields).pick(mask), process.env));
  }
  return subsets.get(id) as Pick<Env, K>;
}
