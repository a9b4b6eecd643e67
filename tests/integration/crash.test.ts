/**
 * Crash test (issue 6, point 2; `npm run test:crash`): borrowers submit steps concurrently while
 * the server is killed with SIGKILL at random moments and restarted on the same database. A
 * borrower whose request fails with a network error retries the same step with the same body,
 * so resubmission must be idempotent. At the end the database is read back: every step the
 * server acknowledged (200) is stored with the values sent, and nothing is half-written.
 *
 * CRASH_KILLS (default 6) and CRASH_BORROWERS (default 20) scale it; `npm run bench:robustness`
 * runs it with 50 kills on PGlite and PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applicationEvents, applications, outbox } from "~/db/schema";
import { validateStep } from "~/lib/application/engine";
import { FORM_RECEIVED, getForm } from "~/lib/application/forms";
import { TODAY } from "~/lib/application/test-fixtures";
import type { FormDef, StepValues } from "~/lib/application/types";
import { openAnswers, openStep } from "~/models/applications.server";
import { parseEncryptionKeys } from "~/utils/secrets.server";
import { Visitor } from "../support/visitor";
import { FormWalk } from "../support/walk";
import { databaseKinds, provideDatabase } from "./databases";
import { startServer, type RunningServer } from "./harness";

const KILLS = Number(process.env.CRASH_KILLS ?? 6);
const BORROWERS = Number(process.env.CRASH_BORROWERS ?? 20);
const TODAY_ISO = `${TODAY.year}-${String(TODAY.month).padStart(2, "0")}-${String(TODAY.day).padStart(2, "0")}`;
const shortPurchase = getForm("short-purchase")!;
const purchase = getForm("purchase")!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

type StepJson = {
  slug: string;
  sessionUUID: string;
  version: number;
  error?: string;
  code?: string;
};

/** What the borrowers saw, to be checked against the database. */
type Observed = {
  /** application id → slug → the values the server acknowledged (200) for it. */
  acked: Map<string, Map<string, StepValues>>;
  /** Applications whose submitting step was acknowledged. */
  submitted: Set<string>;
  /** Requests that failed with a network error and were sent again (at least once). */
  retried: number;
  /** Sends that failed with a network error (a request may fail several times while the server restarts). */
  networkErrors: number;
  requests: number;
  /** Identical resubmissions after a lost answer that did not get the same answer. */
  notIdempotent: string[];
  failures: string[];
};

class ServerGone extends Error {}

/**
 * Sends one request until the server answers: a network error (the server was killed, or is
 * restarting) means "send the same thing again".
 */
async function persist(
  record: Observed,
  send: () => Promise<Response>,
): Promise<{ res: Response; text: string; retried: boolean }> {
  const started = Date.now();
  let retried = false;
  for (let attempt = 0; ; attempt++) {
    record.requests++;
    try {
      const res = await send();
      return { res, text: await res.text(), retried };
    } catch (error) {
      if (Date.now() - started > 180_000)
        throw new ServerGone(`no answer for 3 minutes: ${String(error)}`);
      record.networkErrors++;
      if (!retried) record.retried++;
      retried = true;
      await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 5)) + between(0, 100));
    }
  }
}

/** One borrower walks a form step by step with PATCH JSON, retrying through crashes. */
async function walk(visitor: Visitor, form: FormDef, record: Observed): Promise<void> {
  const steps = new FormWalk(form);
  while (!steps.done) {
    const step = steps.step();
    const input = steps.input();
    const result = validateStep(form, steps.slug, input, TODAY);
    if (!result.ok) throw new Error(`fixture refused at ${form.id}/${steps.slug}`);
    const payload = JSON.stringify(steps.body(input));
    const { res, text, retried } = await persist(record, () =>
      visitor.request("PATCH", steps.path(), {
        body: payload,
        contentType: "application/json",
        accept: "application/json",
        signal: AbortSignal.timeout(60_000),
      }),
    );
    const json = JSON.parse(text) as StepJson;
    const session = steps.position.sessionUUID;
    if (res.status === 409 && json.code === "submitted" && retried && step.submitStep && session) {
      // The submission was stored before the crash but its answer was lost; the retry is refused.
      record.notIdempotent.push(`${form.id}/${steps.slug} of ${session}: 409 ${json.error}`);
      return;
    }
    if (res.status !== 200)
      throw new Error(`${form.id}/${steps.slug}: ${res.status} ${text.slice(0, 300)}`);
    const slug = steps.slug;
    // Throws when the answer is for another application.
    steps.advance(json);
    const acked = record.acked.get(json.sessionUUID) ?? new Map<string, StepValues>();
    acked.set(slug, result.values);
    record.acked.set(json.sessionUUID, acked);
    if (step.submitStep) record.submitted.add(json.sessionUUID);
  }
}

/** The development key file PGlite servers create in DATA_DIR, or the configured keys. */
function encryptionKeys(dataDir: string, configured: string) {
  if (configured) return parseEncryptionKeys(configured);
  const dev = JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")) as {
    encryptionKey: string;
  };
  return parseEncryptionKeys(`dev:${dev.encryptionKey}`);
}

for (const kind of databaseKinds()) {
  describe(`crash test on ${kind}`, () => {
    test(
      `SIGKILL under load: ${BORROWERS} concurrent borrowers, ${KILLS} kills at random moments; every acknowledged step is stored, nothing half-written`,
      async () => {
        const database = await provideDatabase(kind);
        const keysEnv = `crash1:${randomBytes(32).toString("base64")}`;
        const env = { APP_TODAY: TODAY_ISO, LOG_LEVEL: "warn", ENCRYPTION_KEYS: keysEnv };
        let server: RunningServer = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env,
        });
        const port = new URL(server.origin).port;
        const record: Observed = {
          acked: new Map(),
          submitted: new Set(),
          retried: 0,
          networkErrors: 0,
          requests: 0,
          notIdempotent: [],
          failures: [],
        };
        let kills = 0;
        let killing = true;
        try {
          const borrower = async (n: number) => {
            // Keep the load on while kills remain; finish the walk in progress afterwards.
            do {
              const visitor = new Visitor(server.origin);
              try {
                const page = await persist(record, () =>
                  visitor.open("/apply/short-purchase/property_area"),
                );
                if (page.res.status !== 200 || !visitor.csrfToken)
                  throw new Error(`page: ${page.res.status}`);
                await walk(visitor, shortPurchase, record);
                await walk(visitor, purchase, record);
              } catch (error) {
                record.failures.push(
                  `borrower ${n}: ${error instanceof Error ? error.message : String(error)}`,
                );
                return;
              }
            } while (killing);
          };
          const borrowers = Array.from({ length: BORROWERS }, (_, n) =>
            sleep(between(0, 2000)).then(() => borrower(n)),
          );

          for (let k = 0; k < KILLS && record.failures.length === 0; k++) {
            await sleep(between(300, 3000));
            await server.kill();
            kills++;
            server = await startServer({
              databaseUrl: database.databaseUrl,
              dataDir: database.dataDir,
              env: { ...env, PORT: port },
            });
          }
          killing = false;
          await Promise.all(borrowers);
        } finally {
          killing = false;
          await server.stop();
        }

        const ackedSteps = [...record.acked.values()].reduce((n, m) => n + m.size, 0);
        console.log(
          `crash ${kind}: ${kills} SIGKILLs, ${ackedSteps} acknowledged steps, ${record.retried} requests retried after a network error ` +
            `(${record.networkErrors} failed sends, ${record.requests} sends in all), ${record.acked.size} applications (${record.submitted.size} submitted)`,
        );
        expect(record.failures).toEqual([]);
        expect(kills).toBe(KILLS);

        const handle = await openDb({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
        });
        try {
          const keys = encryptionKeys(database.dataDir, keysEnv);
          const rows = await handle.db.select().from(applications);
          const events = await handle.db.select().from(applicationEvents);
          const boxes = await handle.db.select().from(outbox);
          const byId = new Map(rows.map((r) => [r.id, r]));

          // The count the robustness run (npm run bench:robustness) reports; the checks follow.
          let lost = 0;
          for (const [id, steps] of record.acked) {
            const row = byId.get(id);
            const answers = row ? openAnswers(row, keys) : {};
            for (const [slug, values] of steps) {
              const event = events.find((e) => e.applicationId === id && e.slug === slug);
              const kept =
                isDeepStrictEqual(answers[slug], values) &&
                event !== undefined &&
                isDeepStrictEqual(openStep(id, slug, event.answers, keys), values);
              if (!kept) lost++;
            }
          }
          console.log(`crash ${kind}: ${lost} of ${ackedSteps} acknowledged steps lost or changed`);

          // Every acknowledged step is stored: its event exists and the answers hold its values.
          for (const [id, steps] of record.acked) {
            const row = byId.get(id);
            expect(row, `application ${id}`).toBeDefined();
            const answers = openAnswers(row!, keys);
            for (const [slug, values] of steps) {
              expect(answers[slug], `${id}/${slug} in the answers`).toEqual(values);
              const event = events.find((e) => e.applicationId === id && e.slug === slug);
              expect(event, `${id}/${slug} event`).toBeDefined();
              expect(
                openStep(id, slug, event!.answers, keys),
                `${id}/${slug} event values`,
              ).toEqual(values);
            }
            if (record.submitted.has(id)) expect(row!.status, `${id} status`).toBe("submitted");
          }

          // Nothing half-written: events belong to applications, versions run 1..n with one event
          // each, one event per answered step, one outbox row per submitted application only.
          for (const e of events)
            expect(byId.has(e.applicationId), `event ${e.id} without application`).toBe(true);
          for (const row of rows) {
            const own = events.filter((e) => e.applicationId === row.id);
            expect(
              own.map((e) => e.version).sort((a, b) => a - b),
              `versions of ${row.id}`,
            ).toEqual(Array.from({ length: row.version }, (_, i) => i + 1));
            expect(own.map((e) => e.slug).sort(), `event slugs of ${row.id}`).toEqual(
              Object.keys(row.answers).sort(),
            );
            const box = boxes.filter((b) => b.applicationId === row.id);
            expect(box.length, `outbox rows of ${row.status} ${row.id}`).toBe(
              row.status === "submitted" ? 1 : 0,
            );
          }
          // A step stored but never acknowledged would be a borrower left without an answer: every
          // borrower retried until answered, so the database holds exactly the acknowledged steps
          // (plus submissions whose retry was refused, reported below).
          expect(events.length).toBe(ackedSteps + record.notIdempotent.length);
          expect(rows.length).toBe(record.acked.size);
        } finally {
          await handle.close();
          await database.cleanup();
        }

        // Issue 6.1: an identical resubmission gets the same answer, SUBMIT included.
        expect(record.notIdempotent).toEqual([]);
      },
      // A kill and restart takes up to a minute on a busy machine.
      Math.max(30, 2 * KILLS) * 60_000,
    );

    test("an identical resubmission of the submitting step, after its answer was lost, gets the same answer", async () => {
      const database = await provideDatabase(kind);
      const server = await startServer({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        env: { APP_TODAY: TODAY_ISO, LOG_LEVEL: "warn" },
      });
      try {
        const visitor = new Visitor(server.origin);
        await visitor.open("/apply/short-purchase/property_area");
        const walk = new FormWalk(shortPurchase);
        let last: { path: string; payload: unknown; answer: StepJson } | undefined;
        while (!walk.done) {
          const payload = walk.body();
          const res = await visitor.patchJson(walk.path(), payload);
          expect(res.status).toBe(200);
          const answer = (await res.json()) as StepJson;
          last = { path: walk.path(), payload, answer };
          walk.advance(answer);
        }
        // The network lost the answer to SUBMIT; the browser sends the very same request again.
        const again = await visitor.patchJson(last!.path, last!.payload);
        const text = await again.text();
        // The first answer was 200 → form_received; the retry gets the same, changing nothing.
        expect(again.status, text).toBe(200);
        expect((JSON.parse(text) as StepJson).slug).toBe(FORM_RECEIVED);
        expect((JSON.parse(text) as StepJson).version).toBe(last!.answer.version);
      } finally {
        await server.stop();
        await database.cleanup();
      }
    }, 120_000);
  });
}
