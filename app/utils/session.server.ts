import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The visitor cookie: a 256-bit random secret (HttpOnly, SameSite=Lax; Secure and `__Host-`
 * outside development). It ties the CSRF token to the browser and owns the visitor's applications
 * (we store only its SHA-256, so a database leak does not hand over the cookie). The cookie carries
 * `<secret>.<HMAC-SHA256 of it under SESSION_SECRET>`: only values this server issued are
 * accepted, so nobody can plant a value of their choosing (cookie fixation).
 */
export function visitorCookieName(secure: boolean): string {
  return secure ? "__Host-visitor" : "visitor";
}

export const VISITOR_MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export function newVisitorSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function isVisitorSecret(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

function visitorSignature(secret: string, serverSecret: Buffer): string {
  return createHmac("sha256", serverSecret).update(`visitor:${secret}`).digest("base64url");
}

/** The cookie value for a visitor secret: the secret and its signature. */
export function signVisitorSecret(secret: string, serverSecret: Buffer): string {
  return `${secret}.${visitorSignature(secret, serverSecret)}`;
}

/** The visitor secret of a cookie value this server signed; undefined for anything else. */
export function verifiedVisitorSecret(
  value: string | undefined,
  serverSecret: Buffer,
): string | undefined {
  if (typeof value !== "string" || value.length !== 87 || value[43] !== ".") return undefined;
  const secret = value.slice(0, 43);
  if (!isVisitorSecret(secret)) return undefined;
  const given = Buffer.from(value.slice(44));
  const expected = Buffer.from(visitorSignature(secret, serverSecret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? secret : undefined;
}

/** `value` is the signed cookie value (signVisitorSecret), never the bare secret. */
export function serializeVisitorCookie(value: string, secure: boolean): string {
  return [
    `${visitorCookieName(secure)}=${value}`,
    "Path=/",
    `Max-Age=${VISITOR_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The CSRF token of a visitor: HMAC-SHA256 of the visitor secret under the server secret. */
export function csrfTokenFor(visitorSecret: string, serverSecret: Buffer): string {
  return createHmac("sha256", serverSecret).update(`csrf:${visitorSecret}`).digest("base64url");
}

/**
 * The token as a page carries it: a fresh random pad, then the pad XOR the token (base64url, 86
 * characters). Every response shows different bytes, so a page that is compressed together with
 * text an attacker chose (a reflected search) does not leak the token by its size (BREACH).
 */
export function maskCsrfToken(token: string): string {
  const raw = Buffer.from(token, "base64url");
  const pad = randomBytes(raw.length);
  const masked = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++) masked[i] = raw[i]! ^ pad[i]!;
  return Buffer.concat([pad, masked]).toString("base64url");
}

/** Accepts a masked token (86 characters) or, from a page rendered before masking, a bare one. */
export function csrfTokenMatches(
  token: string | null | undefined,
  visitorSecret: string,
  serverSecret: Buffer,
): boolean {
  if (typeof token !== "string") return false;
  let given: Buffer;
  if (/^[A-Za-z0-9_-]{86}$/.test(token)) {
    const bytes = Buffer.from(token, "base64url");
    given = Buffer.alloc(32);
    for (let i = 0; i < 32; i++) given[i] = bytes[i]! ^ bytes[i + 32]!;
  } else if (/^[A-Za-z0-9_-]{43}$/.test(token)) {
    given = Buffer.from(token, "base64url");
  } else {
    return false;
  }
  const expected = Buffer.from(csrfTokenFor(visitorSecret, serverSecret), "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the database stores to recognise the owner of an application. */
export function ownerHash(visitorSecret: string): string {
  return createHash("sha256").update(visitorSecret).digest("hex");
}
