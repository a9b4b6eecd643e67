/**
 * Taking an application is one conditional statement (app/models/staff.server.ts,
 * assignApplication with onlyIfUnassigned): of two officers who both saw it unassigned, the second
 * take changes nothing, so it cannot move an application away from the officer who took it first.
 * Deterministic, on the database itself (the HTTP race is in staff-security.test.ts). PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb, type DbHandle } from "~/db/client.server";
import { applications, staffMembers } from "~/db/schema";
import { assignApplication, getSubmittedApplication } from "~/models/staff.server";
import { createMembers } from "../support/staff";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";

const ID = "00000000-0000-4000-8000-0000000000a1";

for (const kind of databaseKinds()) {
  describe(`taking an application on ${kind}`, () => {
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

    test("of two takes of an unassigned application, only the first changes it", async () => {
      const { db } = handle;
      await createMembers(db, [
        ["first@lender.test", "officer"],
        ["second@lender.test", "officer"],
      ]);
      const idOf = async (email: string) =>
        (await db.select().from(staffMembers).where(eq(staffMembers.email, email)))[0]!.id;
      const first = await idOf("first@lender.test");
      const second = await idOf("second@lender.test");
      await db.insert(applications).values({
        id: ID,
        formId: "short-purchase",
        ownerHash: "x",
        currentSlug: "form_received",
        status: "submitted",
        submittedAt: new Date(),
      });
      // Both officers read it unassigned (each sees it in the queue).
      expect((await getSubmittedApplication(db, ID, first))?.assignedTo).toBeNull();
      expect((await getSubmittedApplication(db, ID, second))?.assignedTo).toBeNull();
      const now = new Date();
      expect(await assignApplication(db, ID, first, now, { onlyIfUnassigned: true })).toBe(true);
      expect(await assignApplication(db, ID, second, now, { onlyIfUnassigned: true })).toBe(false);
      expect((await getSubmittedApplication(db, ID, undefined))?.assignedTo).toBe(first);
      // Now it is the first officer's only.
      expect(await getSubmittedApplication(db, ID, second)).toBeUndefined();
      // An administrator's assignment is not conditional.
      expect(await assignApplication(db, ID, second, now)).toBe(true);
      expect((await getSubmittedApplication(db, ID, undefined))?.assignedTo).toBe(second);
    });
  });
}
