import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv, usesEmbeddedDatabase } from "./env.server";

export type EncryptionKey = { id: string; key: Buffer };
export type Secrets = {
  /** Signs CSRF tokens. */
  sessionSecret: Buffer;
  /** The first key encrypts new values; all of them decrypt (key rotation). */
  encryptionKeys: EncryptionKey[];
  /**
   * Keys the staff search's blind index (HMAC-SHA256 of normalised names, e-mails, phones):
   * STAFF_INDEX_KEY, else derived from SESSION_SECRET with HKDF (docs/decisions/017).
   */
  staffIndexKey: { id: string; key: Buffer };
};

/**
 * The blind-index key: STAFF_INDEX_KEY when set; otherwise HKDF-SHA256 over SESSION_SECRET with
 * its own `info`, so the derived key is independent of every other use of that secret. Its id (a
 * short HMAC of a constant under the key, which reveals nothing of it) is stored beside each
 * index, so rows indexed under another key are re-indexed at start.
 */
export function staffIndexKey(
  explicit: string | undefined,
  sessionSecret: Buffer,
): { id: string; key: Buffer } {
  const key = explicit
    ? Buffer.from(explicit)
    : Buffer.from(hkdfSync("sha256", sessionSecret, Buffer.alloc(0), "staff-blind-index-v1", 32));
  const id = createHmac("sha256", key).update("key-id").digest("hex").slice(0, 12);
  return { id, key };
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** Parses `ENCRYPTION_KEYS` = "k2:BASE64,k1:BASE64": 32-byte keys, newest (active) first. */
export function parseEncryptionKeys(value: string): EncryptionKey[] {
  const keys = value.split(",").map((entry, index) => {
    const [id, b64, ...rest] = entry.trim().split(":");
    if (!id || !b64 || rest.length > 0 || !KEY_ID.test(id)) {
      throw new Error(`ENCRYPTION_KEYS entry ${index + 1} must look like "keyid:base64key".`);
    }
    const key = Buffer.from(b64, "base64");
    if (key.length !== 32) {
      throw new Error(`ENCRYPTION_KEYS key "${id}" must be 32 bytes (base64 of 32 random bytes).`);
    }
    return { id, key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) {
    throw new Error("ENCRYPTION_KEYS has the same key id twice.");
  }
  return keys;
}

type StoredDevSecrets = { sessionSecret: string; encryptionKey: string };

/**
 * Development secrets live in DATA_DIR/secrets.json (mode 0600), generated on first start. Only
 * used with the embedded database: on PostgreSQL the server refuses to start without real ones.
 */
function devSecrets(dataDir: string): StoredDevSecrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StoredDevSecrets;
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const fresh: StoredDevSecrets = {
      sessionSecret: randomBytes(32).toString("base64"),
      encryptionKey: randomBytes(32).toString("base64"),
    };
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: "wx" });
    return fresh;
  }
}

let cached: Secrets | undefined;

export function getSecrets(): Secrets {
  if (cached) return cached;
  const env = getEnv();
  const missing = [
    env.SESSION_SECRET ? null : "SESSION_SECRET",
    env.ENCRYPTION_KEYS ? null : "ENCRYPTION_KEYS",
  ].filter((v) => v !== null);
  if (missing.length > 0 && !usesEmbeddedDatabase(env)) {
    throw new Error(
      `${missing.join(" and ")} must be set when DATABASE_URL is set (production). ` +
        `Generate with: node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  const dev = missing.length > 0 ? devSecrets(env.DATA_DIR) : undefined;
  const sessionSecret = env.SESSION_SECRET ?? dev?.sessionSecret ?? "";
  if (Buffer.byteLength(sessionSecret) < 32 && !dev) {
    throw new Error("SESSION_SECRET must be at least 32 characters.");
  }
  cached = {
    sessionSecret: Buffer.from(sessionSecret),
    staffIndexKey: staffIndexKey(env.STAFF_INDEX_KEY, Buffer.from(sessionSecret)),
    encryptionKeys: parseEncryptionKeys(env.ENCRYPTION_KEYS ?? `dev:${dev?.encryptionKey ?? ""}`),
  };
  return cached;
}
