import { spawnSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import { getForm } from "~/lib/application/forms";
import type { Persona } from "~/lib/application/test-fixtures";
import type { FormDef } from "~/lib/application/types";
import type { UrlaDocument } from "~/lib/application/urla-payload";
import { CSRF_FIELD } from "~/lib/application/wire";
import { createMembers, signedInMember, type StaffClient } from "../support/staff";
import { urlaSchemaErrors } from "../support/urla-schema";
import { Visitor } from "../support/visitor";
import { FormWalk, walkForm, type StepAnswer } from "../support/walk";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { ROOT, startServer, type RunningServer } from "./harness";

// Issue 14 items 3 and 4. The refusal names the lender's ten licensed states (app/config/lender.ts,
// copied here by hand) and its phone number.
const LICENSED_NAMES =
  "Arizona, California, Colorado, Florida, Idaho, Nevada, Oregon, Texas, Utah and Washington";
const PHONE = "(800) 555-0142";

/** Where each form asks for the property's state (the step, the field, the persona to get there). */
const STATE_STEPS: { form: FormDef; slug: string; field: string; persona?: Persona }[] = [
  { form: getForm("purchase")!, slug: "property_address", field: "property_state" },
  {
    form: getForm("purchase")!,
    slug: "property_area",
    field: "area_state",
    persona: { home_in_mind: { home_found: "no", purchase_timeline: "not_sure" } },
  },
  { form: getForm("refinance")!, slug: "refinance_address", field: "property_state" },
  { form: getForm("short-purchase")!, slug: "property_area", field: "area_state" },
  { form: getForm("short-refinance")!, slug: "approximate_value", field: "property_state" },
];

const FOUND_HOME = { home_in_mind: { home_found: "yes", under_contract: "no" } };
const STILL_LOOKING = { home_in_mind: { home_found: "no", purchase_timeline: "not_sure" } };

/** The lender's webhook endpoint: keeps every body (signatures are delivery.test.ts's business). */
function startReceiver(): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      bodies.push(body);
      res.writeHead(200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/hooks/applications`, bodies });
    }),
  );
}

for (const kind of databaseKinds()) {
  describe(`licensed states and the TRID application moment on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let links: Record<string, string> = {};
    let admin: StaffClient;
    const env = () => ({
      LENDER_WEBHOOK_URL: receiver.url,
      LENDER_WEBHOOK_SECRET: "webhook-secret-for-trid-tests-0123456789",
      LENDER_WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
      OUTBOX_POLL_MS: "100",
    });
    const start = () =>
      startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, env: env() });

    beforeAll(async () => {
      database = await provideDatabase(kind);
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        links = await createMembers(handle.db, [["admin@lender.test", "admin"]]);
      } finally {
        await handle.close();
      }
      receiver = await startReceiver();
      server = await start();
      admin = await signedInMember(server.origin, links["admin@lender.test"]!, "admin@lender.test");
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      receiver?.server.close();
      await database?.cleanup();
    });

    /** Reads the database: for PGlite only while the server is stopped (it holds the lock). */
    async function inspect<T>(
      fn: (db: Awaited<ReturnType<typeof openDb>>["db"]) => Promise<T>,
    ): Promise<T> {
      if (kind === "pglite") await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
        if (kind === "pglite") {
          server = await start();
          admin = follow(admin);
        }
      }
    }

    /** The same browser (cookies, CSRF token) talking to the restarted server's new port. */
    function follow<T extends Visitor>(client: T): T {
      return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as T, client, {
        origin: server.origin,
      });
    }

    const rowOf = (id: string) =>
      inspect(async (db) => {
        const [row] = await db.select().from(applications).where(eq(applications.id, id));
        const events = await db
          .select({ slug: applicationEvents.slug })
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, id));
        return { row, events: events.map((e) => e.slug) };
      });

    test("every form refuses a property in an unlicensed state with 422 and stores nothing; a licensed one is accepted", async () => {
      const outcomes: { label: string; id: string; visited: string[]; refusedIds: string[] }[] = [];
      for (const { form, slug, field, persona } of STATE_STEPS) {
        const label = `${form.id}/${slug}`;
        const visitor = new Visitor(server.origin);
        await visitor.open(`/apply/${form.id}`);
        const before = await walkForm(visitor, form, { persona: persona ?? {}, until: slug });
        const walk = new FormWalk(form, persona ?? {}, null, before.position);
        const refusedIds: string[] = [];
        for (const state of ["NY", "New Jersey"]) {
          const body = walk.body({ ...walk.input(), [field]: state });
          const refused = await visitor.patchJson(walk.path(), body);
          expect(refused.status, label).toBe(422);
          const answer = (await refused.json()) as {
            errors: Record<string, string>;
            sessionUUID: string;
          };
          expect(Object.keys(answer.errors), label).toEqual([field]);
          expect(answer.errors[field]).toContain(LICENSED_NAMES);
          expect(answer.errors[field]).toContain(PHONE);
          refusedIds.push(answer.sessionUUID);
        }
        const accepted = await visitor.patchJson(
          walk.path(),
          walk.body({ ...walk.input(), [field]: "TX" }),
        );
        expect(accepted.status, label).toBe(200);
        const next = (await accepted.json()) as StepAnswer;
        const visited = [...before.visited, slug];
        // A first step refused twice: neither attempt created an application.
        const ghosts = before.visited.length === 0 ? refusedIds : [];
        outcomes.push({ label, id: next.sessionUUID, visited, refusedIds: ghosts });
      }

      const stored = await inspect(async (db) =>
        Promise.all(
          outcomes.map(async (o) => {
            const [row] = await db.select().from(applications).where(eq(applications.id, o.id));
            const events = await db
              .select({ slug: applicationEvents.slug })
              .from(applicationEvents)
              .where(eq(applicationEvents.applicationId, o.id));
            const ghosts = await Promise.all(
              o.refusedIds
                .filter((ghost) => ghost !== o.id)
                .map((ghost) => db.select().from(applications).where(eq(applications.id, ghost))),
            );
            return { o, row, events, ghosts: ghosts.flat() };
          }),
        ),
      );
      for (const { o, row, events, ghosts } of stored) {
        // One event per accepted step: the refused attempts left no trace, nor an application.
        expect(
          events.map((e) => e.slug),
          o.label,
        ).toEqual(o.visited);
        expect(row?.version, o.label).toBe(o.visited.length);
        expect(ghosts, o.label).toEqual([]);
        const step = STATE_STEPS.find((s) => `${s.form.id}/${s.slug}` === o.label)!;
        expect(row?.answers[step.slug]?.[step.field], o.label).toBe("TX");
      }
    }, 240_000);

    test("without JavaScript the refused step is drawn again with the message, and nothing is stored", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/refinance/refinance_address");
      const res = await visitor.request("POST", "/apply/refinance/refinance_address", {
        body: new URLSearchParams({
          property_street: "1 Main St",
          property_city: "Albany",
          property_state: "NY",
          property_zip: "12207",
          [CSRF_FIELD]: visitor.csrfToken,
        }).toString(),
        contentType: "application/x-www-form-urlencoded",
        accept: "text/html",
      });
      expect(res.status).toBe(422);
      const html = await res.text();
      expect(html).toContain(`We can only make loans on homes in ${LICENSED_NAMES}`);
      expect(html).toContain(PHONE);
    });

    test("the TRID moment is recorded once, when the sixth item (the SSN) arrives; it never moves and reaches the lender", async () => {
      const purchase = getForm("purchase")!;
      let visitor = new Visitor(server.origin);
      await visitor.open("/apply/purchase");
      // Five of the six items: name, income, address, value (price), loan amount (price - down).
      const five = await walkForm(visitor, purchase, {
        persona: FOUND_HOME,
        until: "review_and_consent",
      });
      const id = five.position.sessionUUID;
      const draft = await rowOf(id);
      visitor = follow(visitor);
      expect(draft.row?.status).toBe("draft");
      expect(draft.row?.tridApplicationAt).toBeNull();

      const walk = new FormWalk(purchase, FOUND_HOME, null, five.position);
      const submit = walk.body();
      const res = await visitor.patchJson(walk.path(), submit);
      expect(res.status).toBe(200);
      expect(((await res.json()) as StepAnswer).slug).toBe("form_received");
      const submitted = await rowOf(id);
      visitor = follow(visitor);
      const at = submitted.row?.tridApplicationAt;
      expect(at).toBeInstanceOf(Date);
      expect(at?.toISOString()).toBe(submitted.row?.submittedAt?.toISOString());

      // Later requests: the same SUBMIT again (a double click) and a changed earlier step.
      await new Promise((r) => setTimeout(r, 1100));
      const again = await visitor.patchJson(walk.path(), submit);
      expect(again.status).toBe(200);
      const changed = await visitor.patchJson("/apply/purchase/income", {
        ...walk.body({ base_income: "9,999", has_other_income: "no" }),
      });
      expect(changed.status).toBe(409);
      const later = await rowOf(id);
      visitor = follow(visitor);
      expect(later.row?.tridApplicationAt?.toISOString()).toBe(at?.toISOString());

      // The confirmation page promises the Loan Estimate.
      const page = await (await visitor.open("/apply/purchase/form_received")).text();
      expect(page).toContain("You receive a Loan Estimate within 3 business days");

      // The lender's webhook payload carries it.
      await expect
        .poll(() => receiver.bodies.find((b) => b.includes(id)), { timeout: 30_000, interval: 100 })
        .toBeDefined();
      const delivered = JSON.parse(receiver.bodies.find((b) => b.includes(id))!) as {
        application: { trid: { applicationReceivedAt: string | null } };
      };
      expect(delivered.application.trid).toEqual({ applicationReceivedAt: at?.toISOString() });
      expect(urlaSchemaErrors(delivered.application)).toEqual([]);

      // The staff view shows it, and its JSON and CSV downloads carry it.
      const view = await (
        await admin.request("GET", `/staff/applications/${id}`, { accept: "text/html" })
      ).text();
      expect(view).toContain("TRID application received");
      expect(view).toContain(`dateTime="${at?.toISOString()}"`);
      const json = await admin.postForm(`/staff/applications/${id}/export`, { format: "json" });
      expect(json.status).toBe(200);
      expect(((await json.json()) as typeof delivered.application).trid.applicationReceivedAt).toBe(
        at?.toISOString(),
      );
      const csv = await (
        await admin.postForm(`/staff/applications/${id}/export`, { format: "csv" })
      ).text();
      const [header, first] = csv.split("\r\n");
      const column = header!.split(",").indexOf("trid_application_received_at");
      expect(column).toBeGreaterThan(0);
      expect(first!.split(",")[column]).toBe(at?.toISOString());
    }, 240_000);

    test("a buyer still looking gives no property address: no TRID moment, and no Loan Estimate promised", async () => {
      const purchase = getForm("purchase")!;
      let visitor = new Visitor(server.origin);
      await visitor.open("/apply/purchase");
      const { position } = await walkForm(visitor, purchase, { persona: STILL_LOOKING });
      expect(position.slug).toBe("form_received");
      const { row } = await rowOf(position.sessionUUID);
      visitor = follow(visitor);
      expect(row?.status).toBe("submitted");
      expect(row?.tridApplicationAt).toBeNull();
      const page = await (await visitor.open("/apply/purchase/form_received")).text();
      expect(page).not.toContain("You receive a Loan Estimate within 3 business days");
      expect(page).toContain("Your loan officer finishes your application with you");
      const view = await (
        await admin.request("GET", `/staff/applications/${position.sessionUUID}`, {
          accept: "text/html",
        })
      ).text();
      expect(view.replaceAll("<!-- -->", "")).toContain(
        "Not a TRID application yet. Missing: property address.",
      );
    }, 240_000);

    test("refinance (a rental) and the exports: set at the SSN; the command's JSON and CSV carry it", async () => {
      const refinance = getForm("refinance")!;
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/refinance");
      const { visited, position } = await walkForm(visitor, refinance, {
        persona: { property_use: { property_use: "investment" } },
      });
      expect(visited).toContain("current_address");
      expect(visited).not.toContain("time_in_home");
      const id = position.sessionUUID;

      // The export command (PGlite: while the server is stopped).
      await server.stop();
      try {
        const commandEnv = {
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
          env: commandEnv,
          encoding: "utf8",
        });
        expect(json.status, json.stderr).toBe(0);
        const docs = JSON.parse(json.stdout) as UrlaDocument[];
        for (const doc of docs) expect(urlaSchemaErrors(doc)).toEqual([]);
        const mine = docs.find((d) => d.id === id)!;
        expect(mine.trid.applicationReceivedAt).toBe(mine.submittedAt);
        // The looking buyer of the test before has none.
        expect(docs.some((d) => d.trid.applicationReceivedAt === null)).toBe(true);

        const out = path.join(database.dataDir, "trid.csv");
        const csv = spawnSync(
          tsx,
          ["scripts/export-applications.ts", "--format", "csv", "--out", out],
          { cwd: ROOT, env: commandEnv, encoding: "utf8" },
        );
        expect(csv.status, csv.stderr).toBe(0);
        const lines = readFileSync(out, "utf8").split("\r\n");
        const column = lines[0]!.split(",").indexOf("trid_application_received_at");
        expect(column).toBe(5);
        const row = lines.find((l) => l.startsWith(`${id},`))!;
        expect(row.split(",")[column]).toBe(mine.submittedAt);
      } finally {
        server = await start();
        admin = follow(admin);
      }
    }, 240_000);
  });
}
