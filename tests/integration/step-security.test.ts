/**
 * Security review, issue 13: draft ids chosen by the server only, and step requests with a body
 * the step cannot read (405, 415 or 400, never 500, nothing stored).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applications } from "~/db/schema";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { Visitor } from "../support/visitor";
import { startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;
const FIRST = purchase.firstSlug;

type StepJson = { slug: string; sessionUUID: string; version: number };

for (const kind of databaseKinds()) {
  describe(`step security on ${kind}`, () => {
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

    async function inspect<T>(
      fn: (db: Awaited<ReturnType<typeof openDb>>["db"]) => Promise<T>,
    ): Promise<T> {
      if (kind === "pglite") await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
        if (kind === "pglite") server = await startServer({ dataDir: database.dataDir });
      }
    }

    test("a step request with the wrong method or a body it cannot read gets 405, 415 or 400, never 500, and stores nothing", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open(`/apply/purchase/${FIRST}`);
      const answer = validInput(getStep(purchase, FIRST)!) as Record<string, string>;
      const urlencoded = new URLSearchParams(answer).toString();
      const boundary = "----step-boundary";
      const multipart = Object.entries(answer)
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join("")
        .concat(`--${boundary}--\r\n`);
      const bodies: Record<string, { contentType?: string; body?: string }> = {
        "no body": {},
        json: { contentType: "application/json", body: JSON.stringify(answer) },
        "text/plain": { contentType: "text/plain", body: urlencoded },
        xml: { contentType: "application/xml", body: "<step/>" },
        urlencoded: { contentType: "application/x-www-form-urlencoded", body: urlencoded },
        multipart: { contentType: `multipart/form-data; boundary=${boundary}`, body: multipart },
        "multipart without boundary": { contentType: "multipart/form-data", body: multipart },
        "broken multipart": {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: "not multipart at all",
        },
      };
      const expected: Record<string, Record<string, number>> = {
        PUT: Object.fromEntries(Object.keys(bodies).map((b) => [b, 405])),
        DELETE: Object.fromEntries(Object.keys(bodies).map((b) => [b, 405])),
        POST: {
          "no body": 415,
          json: 415,
          "text/plain": 415,
          xml: 415,
          "multipart without boundary": 400,
          "broken multipart": 400,
        },
        PATCH: {
          "no body": 415,
          "text/plain": 415,
          xml: 415,
          urlencoded: 415,
          multipart: 415,
          "multipart without boundary": 415,
          "broken multipart": 415,
        },
      };
      const seen: Record<string, Record<string, number>> = {};
      for (const [method, cases] of Object.entries(expected)) {
        seen[method] = {};
        for (const name of Object.keys(cases)) {
          for (const accept of ["text/html", "application/json"]) {
            const res = await visitor.request(method, `/apply/purchase/${FIRST}`, {
              ...bodies[name],
              accept,
            });
            seen[method]![name] = res.status;
            if (res.status === 405) {
              expect(res.headers.get("allow"), `${method} ${name}`).toBe("GET, HEAD, POST, PATCH");
            }
            expect(res.headers.get("cache-control"), `${method} ${name}`).toBe("no-store");
          }
        }
      }
      expect(seen).toEqual(expected);
      expect(server.logs()).not.toMatch(/unhandled|"level":50/);
      const rows = await inspect((db) => db.select({ n: count() }).from(applications));
      expect(rows[0]!.n).toBe(0);
    });

    test("a new draft gets an id from the server, never the sessionUUID the client chose", async () => {
      const chosen = "0badc0de-0000-4000-8000-000000000001";
      const ids: string[] = [];
      for (const body of [
        { sessionUUID: chosen },
        { sessionUUID: chosen.replace(/1$/, "2"), version: 0 },
      ]) {
        const visitor = new Visitor(server.origin);
        await visitor.open(`/apply/purchase/${FIRST}`);
        const res = await visitor.patchJson(`/apply/purchase/${FIRST}`, {
          ...validInput(getStep(purchase, FIRST)!),
          ...body,
        });
        expect(res.status).toBe(200);
        const { sessionUUID } = (await res.json()) as StepJson;
        expect(sessionUUID).not.toBe(body.sessionUUID);
        expect(sessionUUID).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        ids.push(sessionUUID);
      }
      expect(ids[0]).not.toBe(ids[1]);
      const chosenRows = await inspect((db) =>
        db.select({ id: applications.id }).from(applications).where(eq(applications.id, chosen)),
      );
      expect(chosenRows).toEqual([]);
    });
  });
}
