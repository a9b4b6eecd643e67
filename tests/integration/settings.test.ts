import { afterAll, beforeAll, expect, test } from "vitest";
import { Visitor } from "../support/visitor";
import { removeDir, startRefused, startServer, type RunningServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_POINTS: "3" } });
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

test.each([
  [{ COOKIE_SECURE: "yes" }, /COOKIE_SECURE.*true.*false/],
  [{ COOKIE_SECURE: "TRUE " }, /COOKIE_SECURE/],
  [{ TRUST_PROXY: "true" }, /TRUST_PROXY.*(hop|number)/i],
  [{ TRUST_PROXY: "10.0.0.0/99" }, /TRUST_PROXY/],
  [{ SESSION_SECRET: "too-short" }, /SESSION_SECRET.*32/],
])(
  "a setting out of its range is refused at start with a clear message: %j",
  async (env, message) => {
    const output = await startRefused({ env });
    expect(output).toMatch(/server exited with 1/);
    expect(output).toMatch(message);
  },
);

test("the effective settings are logged at start, without secrets", async () => {
  const line = server
    .logs()
    .split("\n")
    .find((l) => l.includes('"msg":"settings"'));
  expect(line).toBeDefined();
  const entry = JSON.parse(line!) as Record<string, unknown>;
  expect(entry).toMatchObject({ trustProxy: 1, cookieSecure: true, database: "pglite" });
  expect(line).not.toMatch(/SESSION_SECRET|ENCRYPTION_KEYS|secret/i);
});

test("the request id is made by the server; a client's X-Request-Id is ignored", async () => {
  const res = await fetch(`${server.url}/healthz`, {
    headers: { "x-request-id": "attacker-chosen-id-123" },
  });
  expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(server.logs()).not.toContain("attacker-chosen-id-123");
});

test("with TRUST_PROXY=1 only the last hop is believed: a rotating X-Forwarded-For does not reset the limit", async () => {
  const visitor = new Visitor(server.origin);
  await visitor.open("/");
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await visitor.request("PATCH", "/", {
      accept: "application/json",
      // The client's own forged entry first; the proxy (this test) appends the real address.
      headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.9` },
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(-2)).toEqual([429, 429]);
});
