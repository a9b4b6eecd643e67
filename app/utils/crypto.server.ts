import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { EncryptionKey } from "./secrets.server";

/**
 * AES-256-GCM for personal data at rest. A stored value reads
 * `enc:v2:<keyId>:<iv>:<ciphertext>:<tag>` (base64url parts), so a value written under an old key
 * still decrypts after rotation while new writes use the first (active) key.
 *
 * v2 pads the plaintext before encryption to a fixed size chosen per field (see
 * app/utils/padding.server.ts): a 2-byte big-endian length, the UTF-8 text, zero bytes up to
 * `size`. Every value of a field then has the same ciphertext length, which would otherwise tell a
 * "male" from a "female", or a 5-digit income from a 6-digit one. A text longer than its bucket
 * (validation refuses those, so only after a rule change) takes the next multiple of the bucket.
 * v1 (unpadded, written before issue 13) still decrypts; scripts/reencrypt.ts rewrites it as v2.
 */
const V1 = "enc:v1:";
const V2 = "enc:v2:";

export function isEncrypted(value: unknown): value is string {
  return typeof value === "string" && (value.startsWith(V2) || value.startsWith(V1));
}

function pad(plain: string, size: number): Buffer {
  const text = Buffer.from(plain, "utf8");
  if (text.length > 0xffff) throw new Error("Value too long to encrypt.");
  const needed = text.length + 2;
  const total = Math.max(size, Math.ceil(needed / size) * size);
  const out = Buffer.alloc(total);
  out.writeUInt16BE(text.length, 0);
  text.copy(out, 2);
  return out;
}

function unpad(padded: Buffer): string {
  const length = padded.readUInt16BE(0);
  if (length + 2 > padded.length) throw new Error("Cannot decrypt: bad padding.");
  return padded.subarray(2, 2 + length).toString("utf8");
}

/** Encrypts `plain` padded to `size` bytes (a field's bucket) under the active key. */
export function encryptString(
  plain: string,
  keys: EncryptionKey[],
  aad: string,
  size: number,
): string {
  const active = keys[0];
  if (!active) throw new Error("No encryption key configured.");
  if (!Number.isInteger(size) || size < 16) throw new Error("Padding size must be ≥ 16 bytes.");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", active.key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(pad(plain, size)), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${V2}${active.id}:${iv.toString("base64url")}:${ct.toString("base64url")}:${tag.toString("base64url")}`;
}

export function decryptString(stored: string, keys: EncryptionKey[], aad: string): string {
  if (!isEncrypted(stored)) throw new Error("Value is not encrypted.");
  const padded = stored.startsWith(V2);
  const [keyId, iv, ct, tag] = stored.slice(V2.length).split(":");
  const key = keys.find((k) => k.id === keyId);
  if (!key || iv === undefined || ct === undefined || tag === undefined) {
    throw new Error(`Cannot decrypt: key "${keyId ?? "?"}" is not configured.`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]);
  return padded ? unpad(plain) : plain.toString("utf8");
}

/** The id of the key a stored value was encrypted with (for re-encryption after rotation). */
export function keyIdOf(stored: string): string | undefined {
  return isEncrypted(stored) ? stored.slice(V2.length).split(":")[0] : undefined;
}

/** Written padded (v2) under the active key: re-encryption leaves it alone. */
export function isCurrent(stored: string, keys: EncryptionKey[]): boolean {
  return stored.startsWith(V2) && keyIdOf(stored) === keys[0]?.id;
}
