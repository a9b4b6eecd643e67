import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { verifyDelivery } from "./signature";

const secret = "a-lender-webhook-secret-of-32-bytes!";
const body = '{"event":"application.submitted"}';
const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const seconds = now / 1000;

/** Signed independently of the app's code: HMAC-SHA256 over "<timestamp>.<body>", hex. */
function sign(timestamp: number, text = body): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${text}`).digest("hex")}`;
}

test("a fresh delivery with the right signature is accepted", () => {
  expect(verifyDelivery(secret, String(seconds), body, sign(seconds), now)).toBe(true);
  expect(verifyDelivery(secret, String(seconds - 299), body, sign(seconds - 299), now)).toBe(true);
});

test("a delivery signed more than 5 minutes ago (or ahead) is refused, even when the signature is right", () => {
  expect(verifyDelivery(secret, String(seconds - 301), body, sign(seconds - 301), now)).toBe(false);
  expect(verifyDelivery(secret, String(seconds + 301), body, sign(seconds + 301), now)).toBe(false);
});

test("a changed body, timestamp or signature is refused", () => {
  expect(verifyDelivery(secret, String(seconds), `${body} `, sign(seconds), now)).toBe(false);
  expect(verifyDelivery(secret, String(seconds - 1), body, sign(seconds), now)).toBe(false);
  expect(verifyDelivery(secret, "soon", body, sign(seconds), now)).toBe(false);
  expect(verifyDelivery(secret, String(seconds), body, "sha256=00", now)).toBe(false);
});
