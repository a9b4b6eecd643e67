import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The webhook signature: HMAC-SHA256 over "<timestamp>.<body>" with the shared secret, sent as
 * `X-Lender-Signature: sha256=<hex>` beside `X-Lender-Timestamp` (seconds). Signing the timestamp
 * lets the receiver refuse replays of an old delivery.
 */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** How far a delivery's timestamp may be from the receiver's clock: 5 minutes. */
export const DELIVERY_TOLERANCE_SECONDS = 300;

/**
 * What a receiver runs (the README shows it as a standalone function): the timestamp is whole
 * seconds within 5 minutes of `nowMs`, so a captured delivery cannot be replayed later, and the
 * signature matches, compared in constant time.
 */
export function verifyDelivery(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
  nowMs: number = Date.now(),
): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > DELIVERY_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signDelivery(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
