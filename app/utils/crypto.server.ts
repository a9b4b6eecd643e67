import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { EncryptionKey } from "./secrets.server";

/**
 * AES-256-GCM for personal data at rest. A stored value reads
 * `enc:v1:<keyId>:<iv>:<ciphertext>:<tag>` (base64url parts), so a value written under an old key
 * still decrypts after rotation while new writes use the first (active) key.
 */
const PREFIX = "enc:v1:";

export function isEncrypted(value: unknown): value is string {
  return typeof value === "string" && value.startsWith(PREFIX);
}

export function encryptString(plain: string, keys: EncryptionKey[], aad: string): string {
  const active = keys[0];
  if (!active) throw new Error("No encryption key configured.");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", active.key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${active.id}:${iv.toString("base64url")}:${ct.toString("base64url")}:${tag.toString("base64url")}`;
}

export function decryptString(stored: string, keys: EncryptionKey[], aad: string): string {
  if (!isEncrypted(stored)) throw new Error("Value is not encrypted.");
  const [keyId, iv, ct, tag] = stored.slice(PREFIX.length).split(":");
  const key = keys.find((k) => k.id === keyId);
  if (!key || iv === undefined || ct === undefined || tag === undefined) {
    throw new Error(`Cannot decrypt: key "${keyId ?? "?"}" is not configured.`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString(
    "utf8",
  );
}
