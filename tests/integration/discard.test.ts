/**
 * Issue 13 (5) and issue 14 (6): "Start over" discards this device's draft. The page asks first
 * (a GET deletes nothing); the POST (CSRF-checked) deletes the draft with its events, rotates the
 * visitor cookie so the old value opens nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { Visitor } from "../support/visitor";
import { startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;
const FIRST = purchase.firstSlug;

type StepJson = { slug: string; sessionUUID: string };

for (const kind of databaseKinds()) {
  describe(`start over on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    beforeAll(async () => {
      database = await provideDatabase(kind);
      server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
    afterAll(async () => {
      await server?.stop();
      await database?.cleanup();
    });

    test("the confirmation page deletes nothing; the POST deletes the draft and rotates the cookie", async () => {
      const borrower = new Visitor(server.origin);
      await borrower.open(`/apply/purchase/${FIRST}`);
      const first = await borrower.patchJson(
        `/apply/purchase/${FIRST}`,
        validInput(getStep(purchase, FIRST)!),
      );
      expect(first.status).toBe(200);
      const { slug: second } = (await first.json()) as StepJson;
      const before = await borrower.request("GET", `/apply/purchase/steps/${second}`, {
        accept: "application/json",
      });
      expect(before.status).toBe(200);

      // The step page offers the way out; its page asks before anything is deleted.
      const stepHtml = await (await borrower.request("GET", `/apply/purchase/${second}`)).text();
      expect(stepHtml).toContain('href="/apply/purchase/discard"');
      const confirm = await borrower.request("GET", "/apply/purchase/discard");
      expect(confirm.status).toBe(200);
      expect(confirm.headers.get("cache-control")).toContain("no-store");
      const html = await confirm.text();
      expect(html).toContain("Yes, discard my answers");
      expect(html).toContain('name="robots" content="noindex');
      const still = await borrower.request("GET", `/apply/purchase/steps/${second}`, {
        accept: "application/json",
      });
      expect(still.status).toBe(200);

      // Without the CSRF token nothing happens.
      const forged = await borrower.request("POST", "/apply/purchase/discard", {
        body: "",
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
      });
      expect(forged.status).toBe(403);

      const oldCookie = borrower.cookie;
      const discarded = await borrower.request("POST", "/apply/purchase/discard", {
        body: `csrf=${encodeURIComponent(borrower.csrfToken)}`,
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
      });
      expect(discarded.status).toBe(303);
      expect(discarded.headers.get("location")).toBe("/apply/purchase?discarded=1");
      expect(borrower.cookie).not.toBe(oldCookie);

      // Neither the new cookie nor the old one opens the draft any more.
      const after = await borrower.request("GET", `/apply/purchase/steps/${second}`, {
        accept: "application/json",
      });
      expect(after.status).toBe(404);
      const thief = new Visitor(server.origin);
      thief.cookie = oldCookie;
      const old = await thief.request("GET", `/apply/purchase/steps/${second}`, {
        accept: "application/json",
      });
      expect(old.status).toBe(404);
      const landing = await borrower.request("GET", "/apply/purchase?discarded=1");
      expect(landing.status).toBe(200);
      expect(await landing.text()).toContain("Your answers were deleted from this device.");

      // The rows are gone, events included (PGlite is read once the server has let go of it).
      await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        expect(await handle.db.select().from(applications)).toEqual([]);
        expect(await handle.db.select().from(applicationEvents)).toEqual([]);
      } finally {
        await handle.close();
      }
    });
  });
}
