import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { csrfTokenFor, csrfTokenMatches, maskCsrfToken } from "./session.server";

const server = Buffer.alloc(32, 9);
const visitor = "v".repeat(43);

test("each masked token differs, shares no fixed bytes with the secret token, and verifies", () => {
  const raw = csrfTokenFor(visitor, server);
  // Independent: the token is HMAC-SHA256("csrf:<visitor secret>") under the server secret.
  expect(raw).toBe(createHmac("sha256", server).update(`csrf:${visitor}`).digest("base64url"));
  const a = maskCsrfToken(raw);
  const b = maskCsrfToken(raw);
  expect(a).not.toBe(b);
  expect(a).not.toContain(raw);
  expect(a).toMatch(/^[A-Za-z0-9_-]{86}$/);
  expect(csrfTokenMatches(a, visitor, server)).toBe(true);
  expect(csrfTokenMatches(b, visitor, server)).toBe(true);
  // Pages rendered before masking carried the bare token: it still verifies.
  expect(csrfTokenMatches(raw, visitor, server)).toBe(true);
});

test("a masked token of another visitor, or an altered one, is refused", () => {
  const mine = maskCsrfToken(csrfTokenFor(visitor, server));
  const theirs = maskCsrfToken(csrfTokenFor("w".repeat(43), server));
  expect(csrfTokenMatches(theirs, visitor, server)).toBe(false);
  const altered = (mine[0] === "A" ? "B" : "A") + mine.slice(1);
  expect(csrfTokenMatches(altered, visitor, server)).toBe(false);
  expect(csrfTokenMatches(mine.slice(0, 85), visitor, server)).toBe(false);
  expect(csrfTokenMatches(`${mine.slice(0, 85)}*`, visitor, server)).toBe(false);
});
