/**
 * Scale-out proof (issue 6, point 6): two app instances on one PostgreSQL database and one Redis,
 * sharing SESSION_SECRET and ENCRYPTION_KEYS. A borrower's steps alternate between them (one
 * cookie, each request addressed to, and with the Origin of, the instance it goes to), and the
 * rate limit is counted once across both. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { randomBytes, randomInt } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FORM_RECEIVED, getForm } from "~/lib/application/forms";
import { TODAY } from "~/lib/application/test-fixtures";
import { Visitor } from "../support/visitor";
import { FormWalk } from "../support/walk";
import { databaseKinds } from "./databases";
import { createTestDatabase, removeDir, startServer, type RunningServer } from "./harness";

const redisUrl = process.env.TEST_REDIS_URL;
const ready = databaseKinds().includes("postgres") && !!redisUrl;
const reason = ready
  ? ""
  : " (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL, and leave postgres in INTEGRATION_DATABASES)";
const TODAY_ISO = `${TODAY.year}-${String(TODAY.month).padStart(2, "0")}-${String(TODAY.day).padStart(2, "0")}`;
const POINTS = 40;
const purchase = getForm("purchase")!;

type StepJson = {
  slug: string;
  sessionUUID: string;
  version: number;
  fields: { name: string; value?: unknown }[];
};

/** A client address of our own (through X-Forwarded-For, TRUST_PROXY=1), so that rate-limit keys in a shared Redis are this run's. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe.skipIf(!ready)(`scale-out: two instances on one PostgreSQL and one Redis${reason}`, () => {
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      APP_TODAY: TODAY_ISO,
      REDIS_URL: redisUrl!,
      TRUST_PROXY: "1",
      RATE_LIMIT_POINTS: String(POINTS),
      RATE_LIMIT_WINDOW_SECONDS: "300",
      SESSION_SECRET: `scale-out-${randomBytes(24).toString("hex")}`,
      ENCRYPTION_KEYS: `so1:${randomBytes(32).toString("base64")}`,
    };
    // Started together: both migrate the same fresh database (one waits on the other's lock).
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database!.url, env }),
      startServer({ databaseUrl: database!.url, env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const server of [a, b]) if (server) removeDir(server.dataDir);
    await database?.drop();
  });

  test("a full purchase application whose steps alternate between the two instances is stored whole", async () => {
    const ip = clientAddress();
    const visitor = new Visitor(a.origin);
    await visitor.open("/apply/purchase/home_in_mind");
    expect(visitor.csrfToken).not.toBe("");

    const walk = new FormWalk(purchase);
    const served: { slug: string; instance: "a" | "b" }[] = [];
    for (let i = 0; !walk.done && i < 100; i++) {
      const instance = i % 2 === 0 ? b : a;
      const { slug, version } = walk.position;
      const res = await visitor.patchJson(walk.path(), walk.body(), "application/json", {
        base: instance.origin,
        headers: { "x-forwarded-for": ip },
      });
      expect(
        res.status,
        `${slug} on ${instance === a ? "a" : "b"}: ${await res.clone().text()}`,
      ).toBe(200);
      const json = (await res.json()) as StepJson;
      served.push({ slug, instance: instance === a ? "a" : "b" });
      expect(json.version).toBe(version + 1);
      walk.advance(json);

      // What one instance wrote (and encrypted), the other reads back pre-filled.
      if (served.at(-1)!.slug === "income") {
        const other = instance === a ? b : a;
        const back = await visitor.request("GET", "/apply/purchase/steps/income", {
          base: other.origin,
          accept: "application/json",
        });
        expect(back.status).toBe(200);
        expect(
          ((await back.json()) as StepJson).fields.find((f) => f.name === "base_income")?.value,
        ).toBe("250,000");
      }
    }
    const { slug, sessionUUID: session } = walk.position;
    expect(slug).toBe(FORM_RECEIVED);
    expect(served.length).toBeGreaterThanOrEqual(16);
    expect(new Set(served.map((s) => s.instance))).toEqual(new Set(["a", "b"]));
    // Each instance's own log shows the steps it stored.
    const stepsLogged = (server: RunningServer) =>
      server
        .logs()
        .split("\n")
        .filter((l) => l.includes('"msg":"application step"')).length;
    expect(stepsLogged(a)).toBe(served.filter((s) => s.instance === "a").length);
    expect(stepsLogged(b)).toBe(served.filter((s) => s.instance === "b").length);

    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const app = await client.query("select status, version from applications where id = $1", [
        session,
      ]);
      expect(app.rows).toEqual([{ status: "submitted", version: served.length }]);
      const events = await client.query(
        "select slug, version from application_events where application_id = $1 order by version",
        [session],
      );
      expect(events.rows).toEqual(served.map((s, i) => ({ slug: s.slug, version: i + 1 })));
      const outbox = await client.query(
        "select count(*)::int as n from outbox where application_id = $1",
        [session],
      );
      expect(outbox.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  test(`the rate limit is shared: ${POINTS} changes split across both instances, then 429 from either`, async () => {
    const ip = clientAddress();
    const visitor = new Visitor(a.origin);
    await visitor.open("/apply/purchase/home_in_mind");
    const results: { instance: "a" | "b"; status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < POINTS + 10; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await visitor.request("PATCH", "/apply/purchase/home_in_mind", {
        base: instance.origin,
        body: "{}",
        contentType: "application/json",
        accept: "application/json",
        headers: { "x-forwarded-for": ip },
      });
      results.push({
        instance: instance === a ? "a" : "b",
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
      });
      await res.text();
    }
    // Each instance alone allows POINTS; per-instance counters would have let all 50 through.
    const statuses = results.map((r) => r.status);
    expect(statuses.slice(0, POINTS)).toEqual(Array(POINTS).fill(422));
    expect(statuses.slice(POINTS)).toEqual(Array(10).fill(429));
    expect(new Set(results.filter((r) => r.status === 429).map((r) => r.instance))).toEqual(
      new Set(["a", "b"]),
    );
    expect(results.filter((r) => r.status === 429).every((r) => Number(r.retryAfter) > 0)).toBe(
      true,
    );

    // Another client address is not affected.
    const other = await visitor.request("PATCH", "/apply/purchase/home_in_mind", {
      base: b.origin,
      body: "{}",
      contentType: "application/json",
      accept: "application/json",
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(other.status).toBe(422);
  });
});
