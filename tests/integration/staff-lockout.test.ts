/**
 * The staff sign-in lock-out is shared by every instance (docs/decisions/017-staff-back-office.md):
 * two servers on one PostgreSQL database and one Redis count failed sign-ins together, so failures
 * spread over both lock the account on both. Each instance alone sees fewer than the 5 that lock:
 * per-instance (in-memory) counters would let the right password in. The Redis keys of this run
 * carry a prefix of their own (REDIS_KEY_PREFIX), so parallel runs on one Redis do not collide.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL, like the scale-out test.
 */
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { createMembers, StaffClient, STAFF_PASSWORD } from "../support/staff";
import { databaseKinds } from "./databases";
import { createTestDatabase, removeDir, startServer, type RunningServer } from "./harness";

const redisUrl = process.env.TEST_REDIS_URL;
const ready = databaseKinds().includes("postgres") && !!redisUrl;
const reason = ready
  ? ""
  : " (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL, and leave postgres in INTEGRATION_DATABASES)";
const EMAIL = "spread@lender.test";

describe.skipIf(!ready)(`staff lock-out shared by two instances through Redis${reason}`, () => {
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let a: RunningServer;
  let b: RunningServer;
  let link = "";
  const prefix = `it-${randomBytes(6).toString("hex")}:`;
  let redis: Redis;

  beforeAll(async () => {
    database = await createTestDatabase();
    // dataDir is unused with PostgreSQL.
    const handle = await openDb({ databaseUrl: database!.url, dataDir: "" });
    try {
      link = (await createMembers(handle.db, [[EMAIL, "officer"]]))[EMAIL]!;
    } finally {
      await handle.close();
    }
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      SESSION_SECRET: `lockout-${randomBytes(24).toString("hex")}`,
      ENCRYPTION_KEYS: `lo1:${randomBytes(32).toString("base64")}`,
    };
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database!.url, env }),
      startServer({ databaseUrl: database!.url, env }),
    ]);
    redis = new Redis(redisUrl!);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const server of [a, b]) if (server) removeDir(server.dataDir);
    await database?.drop();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  test("5 failed sign-ins split 3 + 2 over two instances lock the account on both", async () => {
    const onA = new StaffClient(a.origin);
    const setup = await onA.setUp(link);
    expect(setup.status, await setup.clone().text()).toBe(303);
    const onB = new StaffClient(b.origin);
    onB.secret = onA.secret;

    const failures: { instance: string; status: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const [name, client] = i % 2 === 0 ? ["a", onA] : ["b", onB];
      const res = await client.password(EMAIL, `not the password ${i}`);
      failures.push({ instance: name as string, status: res.status });
      expect(await res.text()).toContain("The e-mail address or password is not right");
    }
    expect(failures.map((f) => f.instance)).toEqual(["a", "b", "a", "b", "a"]);
    expect(failures.every((f) => f.status === 401)).toBe(true);

    // The right password is now refused on both instances: the count is the same one.
    for (const client of [onB, onA]) {
      const locked = await client.password(EMAIL, STAFF_PASSWORD);
      expect(locked.status).toBe(401);
      expect(await locked.text()).toContain("Sign-in is paused for 15 minutes");
    }

    // The counts live in Redis, under this run's prefix.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((k) => k.startsWith(`${prefix}staff:signin:account`))).toBe(true);
    expect(keys.some((k) => k.startsWith(`${prefix}staff:signin:address`))).toBe(true);
    // The account's key is a keyed hash: the e-mail typed is not kept in Redis.
    expect(keys.join("\n")).not.toContain("spread");
    expect(keys.join("\n")).not.toContain("lender.test");
  }, 120_000);
});
