/**
 * A staff application page (docs/decisions/017-staff-back-office.md) over real HTTP against the
 * production build. "Re-send now", with the lender's webhook a local receiver on 127.0.0.1: the
 * button queues a new delivery that reaches the receiver, signed; it is audited; it needs the CSRF
 * token; and an officer cannot re-send an application assigned to another officer (404). The audit
 * trail: one row per access, whatever React Router runs to render the page after an action.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { getForm } from "~/lib/application/forms";
import type { UrlaDocument } from "~/lib/application/urla-payload";
import { urlaSchemaErrors } from "../support/urla-schema";
import { Visitor } from "../support/visitor";
import { walkForm } from "../support/walk";
import { createMembers, StaffClient, signedInMember } from "../support/staff";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { startServer, type RunningServer } from "./harness";

const SECRET = "webhook-secret-for-staff-resend-0123456789";

type Received = { headers: IncomingHttpHeaders; body: string; signatureOk: boolean };

/** The lender's endpoint: accepts everything, checking the signature with its own HMAC. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const expected = `sha256=${createHmac("sha256", SECRET)
        .update(`${req.headers["x-lender-timestamp"]}.${body}`)
        .digest("hex")}`;
      received.push({
        headers: req.headers,
        body,
        signatureOk: req.headers["x-lender-signature"] === expected,
      });
      res.writeHead(200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/hooks/applications`, received });
    }),
  );
}

for (const kind of databaseKinds()) {
  describe(`re-sending a delivery from the staff application page on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let links: Record<string, string> = {};
    let alice: StaffClient;
    let bob: StaffClient;
    let admin: StaffClient;

    beforeAll(async () => {
      database = await provideDatabase(kind);
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        links = await createMembers(handle.db, [
          ["admin@lender.test", "admin"],
          ["alice@lender.test", "officer"],
          ["bob@lender.test", "officer"],
        ]);
      } finally {
        await handle.close();
      }
      receiver = await startReceiver();
      server = await startServer({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        env: {
          LENDER_WEBHOOK_URL: receiver.url,
          LENDER_WEBHOOK_SECRET: SECRET,
          // The receiver is plain HTTP on loopback, which production allows only with this flag.
          LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
          OUTBOX_POLL_MS: "100",
          OUTBOX_RETRY_BASE_MS: "200",
        },
      });
      alice = await signedIn("alice@lender.test");
      bob = await signedIn("bob@lender.test");
      admin = await signedIn("admin@lender.test");
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      receiver?.server.close();
      await database?.cleanup();
    });

    const signedIn = (email: string) => signedInMember(server.origin, links[email]!, email);

    /** The actions of the application's audit rows, newest first (the admin's CSV download). */
    async function auditActions(id: string): Promise<string[]> {
      const csv = await admin.request("GET", `/staff/audit/export.csv?application=${id}`);
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).trim().split("\r\n").slice(1);
      return lines.map((line) => line.split(",")[4]!);
    }

    /** The audit rows `step` added for the application, sorted. */
    async function rowsAddedBy(id: string, step: () => Promise<void>): Promise<string[]> {
      const before = await auditActions(id);
      await step();
      const after = await auditActions(id);
      return after.slice(0, after.length - before.length).sort();
    }

    test("the re-send button queues a new, signed delivery; audited; needs CSRF; not for another officer's application", async () => {
      const borrower = new Visitor(server.origin);
      await borrower.open("/");
      const { position } = await walkForm(borrower, getForm("short-purchase")!);
      const id = position.sessionUUID;
      const deliveries = () =>
        receiver.received.filter((r) => r.headers["x-lender-delivery"] === id);
      // The submission's own delivery arrives first.
      await expect.poll(() => deliveries().length, { timeout: 30_000, interval: 100 }).toBe(1);

      const pagePath = `/staff/applications/${id}`;
      await alice.open(pagePath);
      expect((await alice.postForm(pagePath, { intent: "take" })).status).toBe(200);
      const page = await (await alice.open(pagePath)).text();
      expect(page).toMatch(/Delivered/);
      expect(page).toMatch(/name="intent" value="resend"/);
      expect(page).toContain("Re-send now");

      // Without the CSRF token: refused before anything is queued.
      const noToken = await alice.postForm(pagePath, { intent: "resend" }, { csrf: false });
      expect(noToken.status).toBe(403);
      // Bob is an officer too, but the application is Alice's: not found for him.
      await bob.open("/staff");
      const notHis = await bob.postForm(pagePath, { intent: "resend" });
      expect(notHis.status).toBe(404);
      // Nothing was queued by either: the outbox polls every 100 ms, so 2 s is 20 chances.
      await sleep(2000);
      expect(deliveries()).toHaveLength(1);

      const resent = await alice.postForm(pagePath, { intent: "resend" });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain("Delivery queued again.");
      await expect.poll(() => deliveries().length, { timeout: 30_000, interval: 100 }).toBe(2);
      const again = deliveries()[1]!;
      expect(again.signatureOk).toBe(true);
      // A new delivery with a fresh attempt budget, of the same application.
      expect(again.headers["x-lender-attempt"]).toBe("1");
      expect((JSON.parse(again.body) as { application: { id: string } }).application.id).toBe(id);

      // The audit trail has exactly one re-send: Alice's (the refused ones changed nothing).
      const csv = await admin.request(
        "GET",
        `/staff/audit/export.csv?application=${id}&action=resend-delivery`,
      );
      expect(csv.status).toBe(200);
      const rows = (await csv.text()).trim().split("\r\n").slice(1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain("alice@lender.test");
      expect(rows[0]).toContain("resend-delivery");
      expect(rows[0]).toContain('""queued"":1');
    }, 180_000);

    test("one reveal writes one 'reveal' row and one page view one 'view-application' row", async () => {
      const borrower = new Visitor(server.origin);
      await borrower.open("/apply/purchase");
      const { position } = await walkForm(borrower, getForm("purchase")!, {
        persona: { review_and_consent: { ssn: "219-09-9999" } },
      });
      const id = position.sessionUUID;
      const pagePath = `/staff/applications/${id}`;

      expect(
        await rowsAddedBy(id, async () => {
          expect((await alice.open(pagePath)).status).toBe(200);
        }),
      ).toEqual(["view-application"]);

      // The action records the reveal; the page React Router renders after it is not a 2nd row.
      expect(
        await rowsAddedBy(id, async () => {
          const revealed = await alice.postForm(pagePath, {
            intent: "reveal",
            field: "ssn",
            reason: "Credit pull for pre-approval",
          });
          expect(revealed.status).toBe(200);
          expect(await revealed.text()).toContain("219099999");
        }),
      ).toEqual(["reveal"]);

      // The same for any other action: a note is one "note" row.
      expect(
        await rowsAddedBy(id, async () => {
          const note = await alice.postForm(pagePath, { intent: "note", note: "Called back" });
          expect(note.status).toBe(200);
        }),
      ).toEqual(["note"]);

      // A refused reveal (no reason) reveals nothing but shows the page: one view, no reveal.
      expect(
        await rowsAddedBy(id, async () => {
          const refused = await alice.postForm(pagePath, {
            intent: "reveal",
            field: "ssn",
            reason: "",
          });
          expect(refused.status).toBe(422);
          expect(await refused.text()).not.toContain("219099999");
        }),
      ).toEqual(["view-application"]);
    }, 180_000);

    test("a full purchase's webhook body and the staff JSON and CSV downloads are the URLA document, valid against the schema", async () => {
      const borrower = new Visitor(server.origin);
      await borrower.open("/apply/purchase");
      const { position } = await walkForm(borrower, getForm("purchase")!, {
        persona: { review_and_consent: { ssn: "219-09-9999" } },
      });
      const id = position.sessionUUID;
      const deliveries = () =>
        receiver.received.filter((r) => r.headers["x-lender-delivery"] === id);
      await expect.poll(() => deliveries().length, { timeout: 30_000, interval: 100 }).toBe(1);
      const delivered = (JSON.parse(deliveries()[0]!.body) as { application: UrlaDocument })
        .application;
      expect(urlaSchemaErrors(delivered)).toEqual([]);
      expect(delivered.form).toBe("purchase");

      const pagePath = `/staff/applications/${id}`;
      await alice.open(pagePath);
      const json = await alice.postForm(`${pagePath}/export`, { format: "json" });
      expect(json.status).toBe(200);
      const document = (await json.json()) as UrlaDocument;
      expect(urlaSchemaErrors(document)).toEqual([]);
      expect(document.id).toBe(id);
      // The lender's systems get the SSN in full (staff pages mask it; the download is audited).
      expect(document.borrowers[0]!.personal.ssn).toBe("219099999");
      expect(document.borrowers[0]!.declarations).toMatchObject({ creditCheckConsent: true });

      const csv = await alice.postForm(`${pagePath}/export`, { format: "csv" });
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).split("\r\n").filter(Boolean);
      // One borrower: the header and one row.
      expect(lines).toHaveLength(2);
      const header = lines[0]!.split(",");
      expect(lines[1]!.split(",")[header.indexOf("borrower.personal.ssn")]).toBe("219099999");
    }, 180_000);
  });
}
