import { isIP } from "node:net";
import { z } from "zod";

/**
 * Every setting the server reads, checked once at start. The README documents each one.
 * Secrets (SESSION_SECRET, ENCRYPTION_KEYS, STAFF_INDEX_KEY, LENDER_WEBHOOK_SECRET) only ever come
 * from here.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** "true", "false", "1" or "0"; anything else is a typo that must not silently mean "off". */
const flag = (name: string) =>
  optionalString.refine((v) => v === undefined || ["true", "false", "1", "0"].includes(v), {
    message: `${name} must be true, false, 1 or 0`,
  });

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be the number of proxies in front (e.g. 1), "loopback", or IP addresses and ' +
  'CIDR ranges separated by commas; "true" is refused because it would believe any ' +
  "X-Forwarded-For a client sends";

/** Express names for address ranges, usable in TRUST_PROXY. */
const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isTrustProxy(value: string): boolean {
  if (/^[1-9]\d{0,1}$/.test(value)) return true;
  const entries = value.split(",").map((e) => e.trim());
  return entries.length > 0 && entries.every(isAddressOrRange);
}

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** https: always; http: only to this machine, and in production only with an explicit flag. */
function webhookUrlProblem(
  value: string,
  nodeEnv: string,
  allowLoopbackHttp: boolean,
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "LENDER_WEBHOOK_URL must be an https:// URL";
  }
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && LOOPBACK_HOSTS.test(url.hostname)) {
    if (nodeEnv !== "production" || allowLoopbackHttp) return null;
    return (
      "LENDER_WEBHOOK_URL must be an https:// URL in production (plain http to a loopback " +
      "address needs LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP=true, meant for tests)"
    );
  }
  return "LENDER_WEBHOOK_URL must be an https:// URL (http is allowed only to localhost outside production)";
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: optionalString,
    DATA_DIR: z.string().default("./data"),
    PUBLIC_ORIGIN: optionalString
      .refine((v) => v === undefined || isOrigin(v), {
        message: "PUBLIC_ORIGIN must be an origin such as https://www.example.com (no path)",
      })
      .transform((v) => (v === undefined ? undefined : new URL(v).origin)),
    TRUST_PROXY: optionalString.refine((v) => v === undefined || isTrustProxy(v), {
      message: TRUST_PROXY_MESSAGE,
    }),
    COOKIE_SECURE: flag("COOKIE_SECURE"),
    SESSION_SECRET: optionalString.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
      message: "SESSION_SECRET must be at least 32 characters (32 random bytes, base64)",
    }),
    ENCRYPTION_KEYS: optionalString,
    STAFF_INDEX_KEY: optionalString.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
      message: "STAFF_INDEX_KEY must be at least 32 characters (32 random bytes, base64)",
    }),
    REDIS_URL: optionalString,
    REDIS_KEY_PREFIX: optionalString.refine(
      (v) => v === undefined || /^[A-Za-z0-9:._-]{1,64}$/.test(v),
      { message: "REDIS_KEY_PREFIX must be at most 64 letters, digits or : . _ -" },
    ),
    RATE_LIMIT_POINTS: z.coerce.number().int().positive().default(120),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    // Page loads rendered at once (server/render-queue.ts); 0 lets every request in as it comes.
    RENDER_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    LENDER_WEBHOOK_URL: optionalString,
    LENDER_WEBHOOK_SECRET: optionalString.refine(
      (v) => v === undefined || Buffer.byteLength(v) >= 32,
      { message: "LENDER_WEBHOOK_SECRET must be at least 32 bytes (32 random bytes, base64)" },
    ),
    LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP: flag("LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP"),
    OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    GTM_ID: optionalString,
    GOOGLE_PLACES_KEY: optionalString,
    DRAFT_MAX_AGE_DAYS: z.coerce.number().int().positive().default(730),
    /** Outgoing mail (resume links): smtp:// or smtps://, with user:password@ when needed. */
    SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^/\s]+\/?$/.test(v), {
      message: "SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…",
    }),
    MAIL_FROM: optionalString.refine((v) => v === undefined || v.length <= 200, {
      message: "MAIL_FROM must be an address such as Harbor Home Lending <no-reply@example.com>",
    }),
  })
  .superRefine((env, ctx) => {
    if (env.LENDER_WEBHOOK_URL && !env.LENDER_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LENDER_WEBHOOK_SECRET"],
        message:
          "LENDER_WEBHOOK_SECRET must be set when LENDER_WEBHOOK_URL is set: deliveries are signed with it",
      });
    }
    if (env.LENDER_WEBHOOK_URL) {
      const allow = isOn(env.LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP);
      const problem = webhookUrlProblem(env.LENDER_WEBHOOK_URL, env.NODE_ENV, allow);
      if (problem) ctx.addIssue({ code: "custom", path: ["LENDER_WEBHOOK_URL"], message: problem });
    }
  });

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.origin === value.replace(/\/$/, "")
    );
  } catch {
    return false;
  }
}

function isOn(value: string | undefined): boolean {
  return value === "true" || value === "1";
}

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Checks a set of variables (process.env at start); throws one message naming every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = i.path.join(".");
      return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
    });
    throw new Error(`Invalid environment: ${problems.join("; ")}.`);
  }
  return parsed.data;
}

/** Secure cookies everywhere except development, unless COOKIE_SECURE says otherwise. */
export function cookiesAreSecure(env: Env = getEnv()): boolean {
  if (env.COOKIE_SECURE !== undefined) return isOn(env.COOKIE_SECURE);
  return env.NODE_ENV !== "development";
}

/**
 * Express's `trust proxy` value: a hop count (believe that many proxies from the right of
 * X-Forwarded-For), or the addresses of the proxies. Never `true`, which believes every entry
 * and lets a client choose its own address (and so its rate-limit budget).
 */
export function trustProxySetting(env: Env = getEnv()): false | number | string | string[] {
  const value = env.TRUST_PROXY;
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((e) => e.trim());
  return entries.length === 1 && TRUST_PROXY_NAMES.has(entries[0]!) ? entries[0]! : entries;
}

/**
 * The embedded database is for trying the site and for development; a deployment on PostgreSQL is
 * production and must bring its own secrets (docs/decisions/002-secrets.md).
 */
export function usesEmbeddedDatabase(env: Env = getEnv()): boolean {
  return env.DATABASE_URL === undefined;
}
