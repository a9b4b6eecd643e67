/**
 * The staff audit trail is append-only (docs/decisions/017-staff-back-office.md): migration 0007
 * adds a trigger that raises on UPDATE, DELETE and TRUNCATE, so not even the application's own
 * database user (PGlite has only one) can rewrite what staff did. Run on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb, type DbHandle } from "~/db/client.server";
import { staffAudit } from "~/db/schema";
import { appendAudit, listAudit } from "~/models/staff.server";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";

/** The database's own message: drizzle wraps it ("Failed query: …") with the error as its cause. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(" / ");
  }
  return "no error";
}

for (const kind of databaseKinds()) {
  describe(`the staff audit trail on ${kind}`, () => {
    let database: TestDatabase;
    let handle: DbHandle;
    beforeAll(async () => {
      database = await provideDatabase(kind);
      handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
      await database?.cleanup();
    });

    test("rows can be added and read, never changed or removed", async () => {
      const at = new Date("2026-11-26T10:00:00Z");
      await appendAudit(handle.db, {
        memberId: null,
        action: "sign-in-failed",
        address: "192.0.2.7",
        detail: { stage: "password" },
        at,
      });
      const { rows } = await listAudit(handle.db, {}, { offset: 0, limit: 10 });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: "sign-in-failed", address: "192.0.2.7" });

      expect(
        await refusal(
          handle.db
            .update(staffAudit)
            .set({ action: "sign-in" })
            .where(sql`true`),
        ),
      ).toMatch(/staff_audit is append-only: UPDATE refused/);
      expect(await refusal(handle.db.delete(staffAudit).where(sql`true`))).toMatch(
        /staff_audit is append-only: DELETE refused/,
      );
      expect(await refusal(handle.db.execute(sql`truncate staff_audit`))).toMatch(
        /staff_audit is append-only: TRUNCATE refused/,
      );
      const after = await listAudit(handle.db, {}, { offset: 0, limit: 10 });
      expect(after.rows).toEqual(rows);
    });
  });
}
