import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applications, outbox } from "~/db/schema";
import { getForm } from "~/lib/application/forms";
import { purgeAbandonedDrafts } from "~/models/applications.server";
import type { UrlaDocument } from "~/lib/application/urla-payload";
import { urlaSchemaErrors } from "../support/urla-schema";
import { Visitor } from "../support/visitor";
import { walkForm } from "../support/walk";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { ROOT, startRefused, startServer, type RunningServer } from "./harness";

const SECRET = "webhook-secret-for-tests-0123456789";

type Received = {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
  signatureOk: boolean;
};

/** A lender's receiving endpoint: fails the first two deliveries, then accepts. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      // Verified independently of the app's code: HMAC-SHA256 over "<timestamp>.<body>".
      const expected = `sha256=${createHmac("sha256", SECRET).update(`${req.headers["x-lender-timestamp"]}.${body}`).digest("hex")}`;
      const status = received.length < 2 ? 500 : 200;
      received.push({
        status,
        headers: req.headers,
        body,
        signatureOk: req.headers["x-lender-signature"] === expected,
      });
      res.writeHead(status).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks/applications`,
        received,
      });
    }),
  );
}

async function submitShortPurchase(visitor: Visitor): Promise<string> {
  const { position } = await walkForm(visitor, getForm("short-purchase")!);
  return position.sessionUUID;
}

for (const kind of databaseKinds()) {
  describe(`delivery to the lender on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      database = await provideDatabase(kind);
      receiver = await startReceiver();
      server = await startServer({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        env: {
          LENDER_WEBHOOK_URL: receiver.url,
          LENDER_WEBHOOK_SECRET: SECRET,
          // The test receiver listens on plain HTTP on loopback, which production allows only so.
          LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
          OUTBOX_POLL_MS: "100",
          OUTBOX_RETRY_BASE_MS: "200",
        },
      });
    });
    afterAll(async () => {
      await server?.stop();
      receiver?.server.close();
      await database?.cleanup();
    });

    test("a submitted application reaches the webhook, signed, after two failures, and the outcome is recorded", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const id = await submitShortPurchase(visitor);

      await expect.poll(() => receiver.received.length, { timeout: 30_000, interval: 100 }).toBe(3);
      expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(receiver.received.every((r) => r.signatureOk)).toBe(true);
      expect(receiver.received.map((r) => r.headers["x-lender-attempt"])).toEqual(["1", "2", "3"]);
      const delivered = JSON.parse(receiver.received[2]!.body) as {
        event: string;
        application: UrlaDocument;
      };
      expect(delivered.event).toBe("application.submitted");
      // The URLA document (decision 031), valid against the lender's JSON Schema.
      expect(urlaSchemaErrors(delivered.application)).toEqual([]);
      expect(delivered.application.id).toBe(id);
      expect(delivered.application.form).toBe("short-purchase");
      expect(delivered.application.status).toBe("submitted");
      // Decrypted for the lender: the borrower's email as typed, in borrower 1's personal part.
      expect(delivered.application.borrowers).toHaveLength(1);
      expect(delivered.application.borrowers[0]!.personal).toMatchObject({
        firstName: "Pat",
        email: "pat@example.com",
      });
      // The purchase price walked ("250,000" typed) as dollars.
      expect(delivered.application.loan).toMatchObject({ purchasePrice: 250000 });

      await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        const [row] = await handle.db.select().from(outbox).where(eq(outbox.applicationId, id));
        expect(row).toMatchObject({
          status: "delivered",
          attempts: 3,
          lastStatus: 200,
          lastError: null,
        });
        expect(row?.deliveredAt).toBeInstanceOf(Date);
      } finally {
        await handle.close();
      }
      server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });

    test("the export command writes completed applications as CSV and JSON, decrypted", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const id = await submitShortPurchase(visitor);
      await server.stop();
      const env = {
        ...process.env,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl
          ? {
              DATABASE_URL: database.databaseUrl,
              SESSION_SECRET: "integration-test-session-secret-0123456789abcdef",
              ENCRYPTION_KEYS: `it1:${Buffer.alloc(32, 7).toString("base64")}`,
            }
          : {}),
      };
      const tsx = path.join(ROOT, "node_modules/.bin/tsx");
      const json = spawnSync(tsx, ["scripts/export-applications.ts", "--format", "json"], {
        cwd: ROOT,
        env,
        encoding: "utf8",
      });
      expect(json.status, json.stderr).toBe(0);
      const documents = JSON.parse(json.stdout) as UrlaDocument[];
      for (const document of documents) expect(urlaSchemaErrors(document)).toEqual([]);
      const mine = documents.find((d) => d.id === id);
      expect(mine?.status).toBe("submitted");
      expect(mine?.borrowers[0]?.personal.phone).toBe("5035550142");

      const out = path.join(database.dataDir, "export.csv");
      const csv = spawnSync(
        tsx,
        ["scripts/export-applications.ts", "--format", "csv", "--out", out],
        { cwd: ROOT, env, encoding: "utf8" },
      );
      expect(csv.status, csv.stderr).toBe(0);
      // One row per borrower: a short purchase has one, so one row per application.
      const lines = readFileSync(out, "utf8").split("\r\n").filter(Boolean);
      const header = lines[0]!.split(",");
      expect(header.slice(0, 11)).toEqual([
        "application_id",
        "form",
        "status",
        "created_at",
        "submitted_at",
        "trid_application_received_at",
        "source",
        "internet_source",
        "endorser",
        "borrower_number",
        "borrower_count",
      ]);
      expect(lines).toHaveLength(1 + documents.length);
      const row = lines.find((l) => l.startsWith(`${id},`))!.split(",");
      const cell = (column: string) => row[header.indexOf(column)];
      expect(cell("form")).toBe("short-purchase");
      expect(cell("borrower_number")).toBe("1");
      expect(cell("borrower.personal.email")).toBe("pat@example.com");
      expect(cell("loan.purchasePrice")).toBe("250000");
      server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
  });
}

test("abandoned drafts older than the limit are purged; recent drafts and submitted applications stay", async () => {
  const database = await provideDatabase("pglite");
  const handle = await openDb({ dataDir: database.dataDir });
  try {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date("2026-11-22T12:00:00Z");
    const base = {
      formId: "short-purchase",
      ownerHash: "x",
      currentSlug: "credit_score",
      answers: {},
      version: 2,
    };
    await handle.db.insert(applications).values([
      {
        ...base,
        id: "00000000-0000-4000-8000-000000000001",
        status: "draft",
        updatedAt: new Date(now.getTime() - 731 * day),
      },
      {
        ...base,
        id: "00000000-0000-4000-8000-000000000002",
        status: "draft",
        updatedAt: new Date(now.getTime() - 729 * day),
      },
      {
        ...base,
        id: "00000000-0000-4000-8000-000000000003",
        status: "submitted",
        updatedAt: new Date(now.getTime() - 900 * day),
      },
    ]);
    // The injected clock: two years (730 days) before "now".
    const purged = await purgeAbandonedDrafts(handle.db, new Date(now.getTime() - 730 * day));
    expect(purged).toBe(1);
    const left = await handle.db.select({ id: applications.id }).from(applications);
    expect(left.map((r) => r.id).sort()).toEqual([
      "00000000-0000-4000-8000-000000000002",
      "00000000-0000-4000-8000-000000000003",
    ]);
  } finally {
    await handle.close();
    await database.cleanup();
  }
});

/** A receiver that answers every request with `status` (and `location`), recording each one. */
function startFixedReceiver(
  status: number,
  location?: string,
): Promise<{ server: Server; url: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    req.on("end", () => res.writeHead(status, location ? { location } : {}).end());
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/hooks/applications`, hits });
    }),
  );
}

test("a redirect from the webhook is a failed attempt, retried with backoff and never followed", async () => {
  const database = await provideDatabase("pglite");
  const elsewhere = await startFixedReceiver(200);
  const redirecting = await startFixedReceiver(307, elsewhere.url);
  const server = await startServer({
    dataDir: database.dataDir,
    env: {
      LENDER_WEBHOOK_URL: redirecting.url,
      LENDER_WEBHOOK_SECRET: SECRET,
      LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "200",
    },
  });
  try {
    const visitor = new Visitor(server.origin);
    await visitor.open("/");
    const id = await submitShortPurchase(visitor);
    await expect
      .poll(() => redirecting.hits.length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(2);
    await server.stop();
    expect(elsewhere.hits).toEqual([]);
    const handle = await openDb({ dataDir: database.dataDir });
    try {
      const [row] = await handle.db.select().from(outbox).where(eq(outbox.applicationId, id));
      expect(row?.status).not.toBe("delivered");
      expect(row?.deliveredAt).toBeNull();
      expect(row?.lastStatus).toBe(307);
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.lastError).toMatch(/redirect/i);
    } finally {
      await handle.close();
    }
  } finally {
    await server.stop();
    redirecting.server.close();
    elsewhere.server.close();
    await database.cleanup();
  }
  // It starts its own server and waits for two attempts: more than the default on a busy machine.
}, 180_000);

test.each([
  [{ LENDER_WEBHOOK_URL: "http://lender.example/hooks" }, /LENDER_WEBHOOK_URL.*https/],
  // Plain HTTP on loopback is for development and tests only: production needs the explicit flag.
  [{ LENDER_WEBHOOK_URL: "http://127.0.0.1:9/hooks" }, /LENDER_WEBHOOK_URL.*https/],
  [{ LENDER_WEBHOOK_URL: "ftp://lender.example/hooks" }, /LENDER_WEBHOOK_URL/],
  [
    { LENDER_WEBHOOK_URL: "https://lender.example/hooks", LENDER_WEBHOOK_SECRET: "short" },
    /LENDER_WEBHOOK_SECRET.*32/,
  ],
])("a webhook setting that would weaken delivery is refused at start: %j", async (env, message) => {
  const output = await startRefused({ env: { LENDER_WEBHOOK_SECRET: SECRET, ...env } });
  expect(output).toMatch(/server exited with 1/);
  expect(output).toMatch(message);
});
