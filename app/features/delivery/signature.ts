import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The webhook signature: HMAC-SHA256 over "<timestamp>.<body>" with the shared secret, sent as
 * `X-Lender-Signature: sha256=<hex>` beside `X-Lender-Timestamp` (seconds). Signing the timestamp
 * lets the receiver refuse replays of an old delivery.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a receiver runs: a constant-time check of the signature. */
export function verifyDelivery(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signDelivery(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
