import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DatabaseLockedError, openDb, ping, type DbHandle } from "~/db/client.server";
import { readReviewsCsv } from "~/lib/reviews/csv";
import { insertReviews, listReviews, reviewSummary } from "~/models/reviews.server";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";

const fixture = readFileSync(new URL("../fixtures/reviews.csv", import.meta.url), "utf8");

for (const kind of databaseKinds()) {
  describe(`model code on ${kind}`, () => {
    let database: TestDatabase;
    let handle: DbHandle;
    beforeAll(async () => {
      database = await provideDatabase(kind);
      // Open twice: the second start finds every migration applied and must change nothing.
      const fresh = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      await fresh.close();
      handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
    afterAll(async () => {
      await handle?.close();
      await database?.cleanup();
    });

    test("migrations apply on a fresh database and again on a migrated one", async () => {
      expect(handle.kind).toBe(kind);
      await ping(handle.db);
      const tables = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      expect(tables.rows.map((r) => r.table_name)).toEqual([
        "application_events",
        "application_notes",
        "application_status_changes",
        "applications",
        "outbox",
        "resume_links",
        "reviews",
        "staff_audit",
        "staff_members",
        "staff_sessions",
      ]);
    });

    test("reviews import in one transaction and list newest first, ten to a page", async () => {
      const parsed = readReviewsCsv(fixture, "2026-11-22");
      if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
      expect(parsed.reviews.length).toBe(23);
      await insertReviews(handle.db, parsed.reviews);
      await insertReviews(handle.db, [
        { ...parsed.reviews[0]!, sample: true, title: "Sample only" },
      ]);

      const first = await listReviews(handle.db, { page: 1, includeSamples: false });
      const third = await listReviews(handle.db, { page: 3, includeSamples: false });
      const fourth = await listReviews(handle.db, { page: 4, includeSamples: false });
      expect(first).toHaveLength(10);
      expect(third).toHaveLength(3);
      expect(fourth).toHaveLength(0);
      const dates = [...first, ...third].map((r) => r.reviewedOn);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(first.some((r) => r.title === "Sample only")).toBe(false);

      const summary = await reviewSummary(handle.db, false);
      const ratings = parsed.reviews.map((r) => r.rating);
      expect(summary.count).toBe(23);
      expect(summary.average).toBe(
        Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
      );
      expect((await reviewSummary(handle.db, true)).count).toBe(24);
    });

    test("a failing batch leaves no half-written reviews", async () => {
      const before = (await reviewSummary(handle.db, true)).count;
      const good = {
        authorName: "A",
        location: "B",
        rating: 5,
        title: "T",
        body: "B",
        reviewedOn: "2026-01-01",
        loanType: "va" as const,
        sample: false,
      };
      await expect(insertReviews(handle.db, [good, { ...good, rating: 9 }])).rejects.toThrow();
      expect((await reviewSummary(handle.db, true)).count).toBe(before);
    });
  });
}

test("a second process cannot open the same embedded database", async () => {
  const database = await provideDatabase("pglite");
  const first = await openDb({ dataDir: database.dataDir });
  try {
    // The lock file names a live process; pretend to be another one by writing our parent's PID.
    writeFileSync(`${database.dataDir}/pglite.lock`, String(process.ppid));
    await expect(openDb({ dataDir: database.dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
  } finally {
    await first.close();
    await database.cleanup();
  }
});

/** When `pid` started, read from /proc by the test itself (Linux: field 22 of /proc/<pid>/stat). */
function startedAt(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return `${readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()}/${fields[22 - 3]}`;
}

test.runIf(existsSync("/proc/self/stat"))(
  "a lock whose PID now belongs to a process that started later is taken over",
  async () => {
    const database = await provideDatabase("pglite");
    const lock = `${database.dataDir}/pglite.lock`;
    try {
      // The live holder, recorded with its real start time: refused.
      writeFileSync(lock, `${process.ppid}\n${startedAt(process.ppid)}\n`);
      await expect(openDb({ dataDir: database.dataDir })).rejects.toBeInstanceOf(
        DatabaseLockedError,
      );

      // The same PID recorded with another start time: a killed server whose PID was reused.
      const [boot, ticks] = startedAt(process.ppid).split("/");
      writeFileSync(lock, `${process.ppid}\n${boot}/${Number(ticks) + 1}\n`);
      const handle = await openDb({ dataDir: database.dataDir });
      try {
        await ping(handle.db);
        expect(readFileSync(lock, "utf8").split("\n")[0]).toBe(String(process.pid));
      } finally {
        await handle.close();
      }
      expect(existsSync(lock)).toBe(false);
    } finally {
      await database.cleanup();
    }
  },
);
