/**
 * Staff session limits (docs/decisions/017-staff-back-office.md, resolveStaffSession): 15 minutes
 * idle, 8 hours in all, 5 minutes between the password and the code, and "Sign out everywhere".
 * Nothing sleeps through a limit: the test moves a session's timestamps back in the database, as
 * if it had been opened (or last used) that long ago, and asks again over real HTTP. PostgreSQL is
 * edited while the server runs; PGlite (one process at a time) with the server stopped and started
 * again on the same port, so the clients' cookies still apply.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb, type Db } from "~/db/client.server";
import { staffMembers, staffSessions } from "~/db/schema";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { startServer, type RunningServer } from "./harness";
import { createMembers, StaffClient, totpCode, signedInMember } from "../support/staff";

/** Moves every session of `email` back by `interval` (a PostgreSQL interval such as '16 minutes'). */
async function age(db: Db, email: string, interval: string): Promise<void> {
  const by = sql`${interval}::interval`;
  await db
    .update(staffSessions)
    .set({
      createdAt: sql`${staffSessions.createdAt} - ${by}`,
      lastSeenAt: sql`${staffSessions.lastSeenAt} - ${by}`,
      expiresAt: sql`${staffSessions.expiresAt} - ${by}`,
    })
    .where(
      inArray(
        staffSessions.memberId,
        db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, email)),
      ),
    );
}

async function sessionsOf(db: Db, email: string) {
  return db
    .select({ session: staffSessions })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(eq(staffMembers.email, email))
    .then((rows) => rows.map((r) => r.session));
}

for (const kind of databaseKinds()) {
  describe(`staff sessions on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    let port = 0;
    let links: Record<string, string> = {};

    const where = () => ({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });

    async function start(): Promise<void> {
      server = await startServer({ ...where(), env: port ? { PORT: String(port) } : {} });
      port = Number(new URL(server.origin).port);
    }

    /** Runs `fn` on the server's database (see the file's comment). */
    async function onDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
      const pglite = !database.databaseUrl;
      if (pglite) await server.stop();
      const handle = await openDb(where());
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
        if (pglite) await start();
      }
    }

    beforeAll(async () => {
      database = await provideDatabase(kind);
      const handle = await openDb(where());
      try {
        links = await createMembers(handle.db, [
          ["idle@lender.test", "officer"],
          ["active@lender.test", "officer"],
          ["old@lender.test", "officer"],
          ["stage@lender.test", "officer"],
          ["many@lender.test", "officer"],
          ["other@lender.test", "officer"],
        ]);
      } finally {
        await handle.close();
      }
      await start();
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      await database?.cleanup();
    });

    const signedIn = (email: string) => signedInMember(server.origin, links[email]!, email);

    const page = (client: StaffClient) => client.request("GET", "/staff", { accept: "text/html" });
    const data = (client: StaffClient) =>
      client.request("GET", "/staff", { accept: "application/json" });

    test("idle 16 minutes: refused and ended; idle 14 minutes: allowed and extended; signed in over 8 hours ago: refused though active; password stage over 5 minutes: refused", async () => {
      const idle = await signedIn("idle@lender.test");
      const active = await signedIn("active@lender.test");
      const old = await signedIn("old@lender.test");
      const stage = new StaffClient(server.origin);
      expect((await stage.setUp(links["stage@lender.test"]!)).status).toBe(303);
      expect((await stage.password("stage@lender.test")).status).toBe(303);
      for (const client of [idle, active, old]) expect((await page(client)).status).toBe(200);

      await onDatabase(async (db) => {
        await age(db, "idle@lender.test", "16 minutes");
        await age(db, "active@lender.test", "14 minutes");
        // Signed in 8 hours and 1 minute ago, and busy ever since: last request a minute ago.
        await age(db, "old@lender.test", "8 hours 1 minute");
        await db
          .update(staffSessions)
          .set({ lastSeenAt: sql`now() - interval '1 minute'` })
          .where(
            inArray(
              staffSessions.memberId,
              db
                .select({ id: staffMembers.id })
                .from(staffMembers)
                .where(eq(staffMembers.email, "old@lender.test")),
            ),
          );
        await age(db, "stage@lender.test", "6 minutes");
      });

      // Idle 16 minutes (limit 15): a page goes to sign-in, and the session is over for good.
      const idlePage = await page(idle);
      expect(idlePage.status).toBe(303);
      expect(idlePage.headers.get("location")).toBe("/staff/sign-in");
      expect((await data(idle)).status).toBe(401);

      // Over 8 hours since sign-in, though used a minute ago: the same.
      const oldPage = await page(old);
      expect(oldPage.status).toBe(303);
      expect(oldPage.headers.get("location")).toBe("/staff/sign-in");
      expect((await data(old)).status).toBe(401);

      // The password stage lasts 5 minutes: after 6, even the right code goes back to sign-in.
      const code = await stage.code(totpCode(stage.secret, Date.now() + 30_000));
      expect(code.status).toBe(303);
      expect(code.headers.get("location")).toBe("/staff/sign-in");
      expect((await data(stage)).status).toBe(401);

      // Idle 14 minutes: still signed in, and this request counts as activity.
      const beforeRequest = Date.now();
      expect((await page(active)).status).toBe(200);

      const after = await onDatabase(async (db) => ({
        idle: await sessionsOf(db, "idle@lender.test"),
        old: await sessionsOf(db, "old@lender.test"),
        stage: await sessionsOf(db, "stage@lender.test"),
        active: await sessionsOf(db, "active@lender.test"),
      }));
      expect(after.idle).toEqual([]);
      expect(after.old).toEqual([]);
      expect(after.stage).toEqual([]);
      expect(after.active).toHaveLength(1);
      const [session] = after.active;
      // Extended: last seen now, not 14 minutes ago (1 s of slack for clock rounding).
      expect(session!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(beforeRequest - 1000);
      // Activity never moves the absolute end: still 8 hours after the (moved) sign-in time.
      expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(8 * 3600_000);
      expect((await page(active)).status).toBe(200);
    }, 180_000);

    test("sign out everywhere ends every session of that member, and only theirs", async () => {
      const first = await signedIn("many@lender.test");
      const other = await signedIn("other@lender.test");
      const second = new StaffClient(server.origin);
      second.secret = first.secret;
      await second.signInAgain("many@lender.test", first.lastStep);
      expect(second.staffCookie()).not.toBe(first.staffCookie());
      for (const client of [first, second, other]) expect((await page(client)).status).toBe(200);

      const out = await second.postForm("/staff/sign-out", { everywhere: "1" });
      expect(out.status).toBe(303);
      expect(out.headers.get("location")).toBe("/staff/sign-in");
      expect((await data(first)).status).toBe(401);
      expect((await data(second)).status).toBe(401);
      expect((await page(other)).status).toBe(200);
    }, 120_000);
  });
}
