import "server-only";
import { z } from "zod";

// The environment, validated once. In production a missing or malformed variable stops the server
// (see instrumentation.ts) with a message naming it; `npm start` supplies safe local defaults.

const isProduction = process.env.NODE_ENV === "production";

const optionalUrl = z.url().optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL"),
    NEXTAUTH_SECRET: isProduction
      ? z.string().min(32, "must be at least 32 characters (generate one with `openssl rand -base64 32`)")
      : z.string().min(1).default("development-only-secret-do-not-use-in-production"),
    NEXTAUTH_URL: isProduction ? z.url() : optionalUrl,
    APP_URL: optionalUrl,
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
    MAIL_FROM: z.string().default("Biblical Studies Online School <no-reply@localhost>"),
    MAIL_OUTBOX_PATH: z.string().default(".data/outbox"),
    SEED_DEMO_USERS: z.enum(["true", "false"]).optional(),
    // The shared Next cache and the health check's Redis; unset, each server keeps its own cache on disk.
    REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, why: string) => {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required ${why}` });
    };
    if (env.PAYMENTS_PROVIDER === "stripe") {
      need("STRIPE_SECRET_KEY", "when PAYMENTS_PROVIDER=stripe");
      need("STRIPE_WEBHOOK_SECRET", "when PAYMENTS_PROVIDER=stripe");
      need("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY", "when PAYMENTS_PROVIDER=stripe");
    }
    if (env.STORAGE_DRIVER === "s3") {
      need("S3_BUCKET", "when STORAGE_DRIVER=s3");
      need("S3_ACCESS_KEY_ID", "when STORAGE_DRIVER=s3");
      need("S3_SECRET_ACCESS_KEY", "when STORAGE_DRIVER=s3");
    }
  });

export type Env = z.infer<typeof schema>;

export class EnvError extends Error {}

/** Parses an environment; throws EnvError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
