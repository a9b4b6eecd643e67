import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { lender } from "~/config/lender";
import { COMMON_PASSWORDS } from "./common-passwords";

/**
 * Staff passwords (NIST SP 800-63B 3.1.1.2): at least 12 characters (the second factor is always
 * required), at most 128, anything printable including spaces; refused when it is on the bundled
 * list of common/breached passwords or made of the member's own e-mail name or the lender's name.
 * No composition rules and no forced expiry. Stored as argon2id (OWASP parameters:
 * m=19 MiB, t=2, p=1).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const COMMON = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

function folded(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
}

/** Why a password is refused, or null when it may be used. */
export function passwordProblem(password: string, context: { email: string }): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const plain = folded(password);
  if (COMMON.has(plain))
    return "This password is on a list of common or breached passwords. Choose another.";
  const local = folded(context.email.split("@")[0] ?? "");
  const words = [local, folded(lender.name), "harbor"].filter((w) => w.length >= 4);
  if (words.some((w) => plain.includes(w)))
    return "Don't use your e-mail name or the company's name in your password.";
  if (new Set(plain).size < 4) return "Use more than a few different characters.";
  return null;
}

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Verifies a password. With no stored hash (an unknown e-mail, a member not yet set up) a hash
 * of a random throwaway password is verified instead, so the answer takes as long either way.
 */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  const target = stored ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}

/**
 * Made when the server starts, not on the first unknown e-mail: made then, that one answer would
 * take an argon2 hash longer than a known e-mail's and tell the two apart.
 */
const dummy: Promise<string> = hash(randomBytes(24).toString("base64url"), OPTIONS);
