import { z } from "zod";

/**
 * Every setting the server reads, checked once at start. The README documents each one.
 * Secrets (SESSION_SECRET, ENCRYPTION_KEYS, LENDER_WEBHOOK_SECRET) only ever come from here.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default("./data"),
  PUBLIC_ORIGIN: optionalString,
  TRUST_PROXY: optionalString,
  COOKIE_SECURE: optionalString,
  SESSION_SECRET: optionalString,
  ENCRYPTION_KEYS: optionalString,
  REDIS_URL: optionalString,
  RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LENDER_WEBHOOK_URL: optionalString,
  LENDER_WEBHOOK_SECRET: optionalString,
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  GTM_ID: optionalString,
  GOOGLE_PLACES_KEY: optionalString,
  DRAFT_MAX_AGE_DAYS: z.coerce.number().int().positive().default(730),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Secure cookies everywhere except development, unless COOKIE_SECURE says otherwise. */
export function cookiesAreSecure(env: Env = getEnv()): boolean {
  if (env.COOKIE_SECURE !== undefined)
    return env.COOKIE_SECURE === "true" || env.COOKIE_SECURE === "1";
  return env.NODE_ENV !== "development";
}

/**
 * The embedded database is for trying the site and for development; a deployment on PostgreSQL is
 * production and must bring its own secrets (docs/decisions/002-secrets.md).
 */
export function usesEmbeddedDatabase(env: Env = getEnv()): boolean {
  return env.DATABASE_URL === undefined;
}
