import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, onTestFinished, test } from "vitest";
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

test("the README's reference verifier, run as printed, gives the same answers", async () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, "../../../README.md"), "utf8");
  const code = /## Receiving deliveries[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toBeDefined();
  const dir = mkdtempSync(path.join(tmpdir(), "verifier-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "verifier.mjs");
  writeFileSync(file, code!);
  const printed = (await import(pathToFileURL(file).href)) as {
    verifyDelivery: (...args: [string, string, string, string, number]) => boolean;
  };
  expect(printed.verifyDelivery(secret, String(seconds), body, sign(seconds), now)).toBe(true);
  expect(
    printed.verifyDelivery(secret, String(seconds - 301), body, sign(seconds - 301), now),
  ).toBe(false);
  expect(printed.verifyDelivery(secret, String(seconds), `${body} `, sign(seconds), now)).toBe(
    false,
  );
});
