/**
 * Personal data at rest (issue 6, point 4, the database-dump part): complete applications whose
 * SSN, birth date and incomes are distinctive, then dump the database and search it as plain
 * text: pg_dump on PostgreSQL; every byte of the data directory (WAL included) on PGlite; and
 * the stored JSON through SQL on both. Non-sensitive answers (a name, an employer) are stored in
 * the clear and must be found: they prove the search would see a plain-text value.
 * Also: key rotation with a key id on every encrypted value, and re-encryption that retires a key;
 * fingerprints that give no birth date away, and ciphertexts whose length tells nothing (issue 13).
 */
import { spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applicationEvents, applications } from "~/db/schema";
import { sensitiveFieldNames } from "~/lib/application/engine";
import { FORM_RECEIVED, getForm, getStep } from "~/lib/application/forms";
import { TODAY, validInput } from "~/lib/application/test-fixtures";
import type { FormDef } from "~/lib/application/types";
import type { UrlaDocument } from "~/lib/application/urla-payload";
import { urlaSchemaErrors } from "../support/urla-schema";
import { Visitor } from "../support/visitor";
import { walkForm } from "../support/walk";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { ROOT, startServer, type RunningServer } from "./harness";

const TODAY_ISO = `${TODAY.year}-${String(TODAY.month).padStart(2, "0")}-${String(TODAY.day).padStart(2, "0")}`;
const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

type Persona = Record<string, Record<string, unknown>>;
type StepJson = {
  slug: string;
  sessionUUID: string;
  version: number;
  fields: { name: string; value?: unknown }[];
};

/** Distinctive answers, and every plain-text form in which they could leak. */
const BORROWERS: { form: FormDef; persona: Persona; secrets: string[]; controls: string[] }[] = [
  {
    form: purchase,
    persona: {
      employment: {
        employment_status: "employed",
        employer_name: "Quuxbridge Widgetworks",
        job_title: "Loom Tuner",
      },
      income: {
        base_income: "$12,345.67",
        overtime_income: "3,217.89",
        bonus_income: "8,765.43",
        commission_income: "4,432.19",
      },
      other_income: {
        has_other_income: "yes",
        other_income_sources: [{ source: "pension", monthly_amount: "2,909.13" }],
      },
      personal_info: {
        first_name: "Zephyrine",
        last_name: "Quillfeather",
        date_of_birth: "07/04/1976",
      },
      review_and_consent: { ssn: "219-09-9999" },
    },
    secrets: [
      "219099999",
      "219-09-9999",
      "219 09 9999",
      "1976-07-04",
      "07/04/1976",
      "19760704",
      "1234567",
      "12345.67",
      "12,345.67",
      "321789",
      "3217.89",
      "3,217.89",
      "876543",
      "8765.43",
      "8,765.43",
      "443219",
      "4432.19",
      "4,432.19",
      "290913",
      "2909.13",
      "2,909.13",
    ],
    controls: ["Quuxbridge Widgetworks", "Zephyrine", "Quillfeather"],
  },
  {
    form: refinance,
    persona: {
      employment: {
        employment_status: "employed",
        employer_name: "Brackenfold Ropeworks",
        job_title: "Knot Auditor",
      },
      income: { base_income: "$23,456.78", bonus_income: "1,357.91" },
      other_income: { has_other_income: "no" },
      personal_info: { first_name: "Ottoline", last_name: "Vexbrook", date_of_birth: "11/23/1969" },
      review_and_consent: { ssn: "321-54-9876" },
    },
    secrets: [
      "321549876",
      "321-54-9876",
      "321 54 9876",
      "1969-11-23",
      "11/23/1969",
      "19691123",
      "2345678",
      "23456.78",
      "23,456.78",
      "135791",
      "1357.91",
      "1,357.91",
    ],
    controls: ["Brackenfold Ropeworks", "Ottoline", "Vexbrook"],
  },
];

/** A stored encrypted value (`enc:v…:keyid:…`), as anyone reading the database sees it. */
function isEncryptedText(value: unknown): value is string {
  return typeof value === "string" && /^enc:v\d+:/.test(value);
}

function newKey(): string {
  return randomBytes(32).toString("base64");
}

/** Walks a form over the wire with the persona's answers, up to `until` (exclusive) or the end. */
async function walk(
  visitor: Visitor,
  form: FormDef,
  persona: Persona,
  options: { until?: string; from?: { slug: string; session: string; version: number } } = {},
): Promise<{ session: string; version: number; slug: string; visited: string[] }> {
  const from = options.from && { ...options.from, sessionUUID: options.from.session };
  const { visited, position } = await walkForm(visitor, form, {
    persona,
    until: options.until,
    from,
  });
  return { session: position.sessionUUID, version: position.version, slug: position.slug, visited };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Where each needle occurs in a set of byte blobs (file name → bytes). */
function occurrences(blobs: Map<string, Buffer>, needles: string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const needle of needles) {
    const bytes = Buffer.from(needle, "utf8");
    const where = [...blobs].filter(([, blob]) => blob.includes(bytes)).map(([name]) => name);
    if (where.length > 0) found[needle] = where;
  }
  return found;
}

/** The database as bytes: pg_dump's output on PostgreSQL, every file of the data directory on PGlite. */
function dump(database: TestDatabase): Map<string, Buffer> {
  if (database.databaseUrl) {
    const run = spawnSync("pg_dump", ["--no-owner", database.databaseUrl], {
      maxBuffer: 512 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`pg_dump failed: ${run.stderr.toString()}`);
    return new Map([["pg_dump", run.stdout]]);
  }
  const dir = path.join(database.dataDir, "pglite");
  return new Map(filesUnder(dir).map((file) => [path.relative(dir, file), readFileSync(file)]));
}

async function storedAnswers(database: TestDatabase) {
  const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    const rows = await handle.db
      .select({
        id: applications.id,
        formId: applications.formId,
        answers: applications.answers,
        text: sql<string>`${applications.answers}::text`,
      })
      .from(applications);
    const events = await handle.db
      .select({
        id: applicationEvents.applicationId,
        slug: applicationEvents.slug,
        answers: applicationEvents.answers,
        text: sql<string>`${applicationEvents.answers}::text`,
      })
      .from(applicationEvents);
    return { rows, events };
  } finally {
    await handle.close();
  }
}

for (const kind of databaseKinds()) {
  describe(`personal data at rest on ${kind}`, () => {
    test(
      "a dump of the database holds no SSN, birth date or income figure in plain text; every encrypted value names its key",
      async () => {
        const database = await provideDatabase(kind);
        const env = {
          APP_TODAY: TODAY_ISO,
          LOG_LEVEL: "info",
          ENCRYPTION_KEYS: `rest1:${newKey()}`,
        };
        let server: RunningServer | undefined = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env,
        });
        try {
          for (const borrower of BORROWERS) {
            const visitor = new Visitor(server.origin);
            await visitor.open(`/apply/${borrower.form.id}/${borrower.form.firstSlug}`);
            const { slug, visited } = await walk(visitor, borrower.form, borrower.persona);
            expect(slug).toBe(FORM_RECEIVED);
            expect(visited).toEqual(
              expect.arrayContaining(["income", "personal_info", "review_and_consent"]),
            );
          }
          await server.stop();
          const logs = server.logs();
          server = undefined;

          const secrets = BORROWERS.flatMap((b) => b.secrets);
          const controls = BORROWERS.flatMap((b) => b.controls);

          // The stored JSON, as SQL sees it: sensitive fields are ciphertext under key "rest1".
          const { rows, events } = await storedAnswers(database);
          expect(rows).toHaveLength(2);
          const asText = new Map(
            [...rows, ...events].map((r, i) => [`row ${i}`, Buffer.from(r.text)]),
          );
          expect(occurrences(asText, secrets)).toEqual({});
          expect(Object.keys(occurrences(asText, controls)).sort()).toEqual([...controls].sort());
          let encrypted = 0;
          for (const row of [
            ...rows,
            ...events.map((e) => ({
              formId: rows.find((r) => r.id === e.id)!.formId,
              answers: { [e.slug]: e.answers },
            })),
          ]) {
            const sensitive = new Set(sensitiveFieldNames(getForm(row.formId)!));
            for (const [slug, values] of Object.entries(row.answers)) {
              for (const [name, value] of Object.entries(values)) {
                if (!sensitive.has(name)) continue;
                expect(value, `${slug}.${name}`).toMatch(
                  /^enc:v2:rest1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/,
                );
                encrypted++;
              }
            }
          }
          // SSN, birth date, 5 + 2 incomes, the other-income source and 3 HMDA answers, in rows and events.
          expect(encrypted).toBeGreaterThanOrEqual(2 * (2 + 5 + 1 + 3 + 2 + 2 + 3));

          // The dump, as bytes: not one of the secrets in any form, while the controls are there.
          const blobs = dump(database);
          const bytes = [...blobs.values()].reduce((n, b) => n + b.length, 0);
          const leaks = occurrences(blobs, secrets);
          const seen = occurrences(blobs, controls);
          console.log(
            `at rest ${kind}: searched ${blobs.size} file(s), ${(bytes / 1024 / 1024).toFixed(1)} MB, for ${secrets.length} plain-text forms of SSNs, birth dates and incomes: ${Object.keys(leaks).length} found; controls found: ${Object.keys(seen).length}/${controls.length}`,
          );
          expect(leaks).toEqual({});
          expect(Object.keys(seen).sort()).toEqual([...controls].sort());

          // Nor in the server's logs.
          expect(
            occurrences(new Map([["logs", Buffer.from(logs)]]), [...secrets, ...controls]),
          ).toEqual({});
        } finally {
          await server?.stop();
          await database.cleanup();
        }
      },
      10 * 60_000,
    );

    test(
      "key rotation: values written under k1 open after k2 becomes the active key; new values carry k2",
      async () => {
        const database = await provideDatabase(kind);
        const k1 = newKey();
        const k2 = newKey();
        const base = { APP_TODAY: TODAY_ISO, LOG_LEVEL: "warn" };
        const persona = BORROWERS[0]!.persona;
        let server = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env: { ...base, ENCRYPTION_KEYS: `k1:${k1}` },
        });
        try {
          const first = new Visitor(server.origin);
          await first.open("/apply/purchase/home_in_mind");
          const before = await walk(first, purchase, persona, { until: "income" });
          expect(before.visited).toContain("personal_info");
          await server.stop();

          server = await startServer({
            databaseUrl: database.databaseUrl,
            dataDir: database.dataDir,
            env: { ...base, ENCRYPTION_KEYS: `k2:${k2},k1:${k1}` },
          });
          const visitor = new Visitor(server.origin);
          visitor.cookie = first.cookie;
          visitor.csrfToken = first.csrfToken;

          // Back to the personal step: the birth date written under k1 comes back pre-filled.
          const personal = await visitor.request("GET", "/apply/purchase/steps/personal_info", {
            accept: "application/json",
          });
          expect(personal.status).toBe(200);
          const personalView = (await personal.json()) as StepJson;
          const value = (name: string, view: StepJson) =>
            view.fields.find((f) => f.name === name)?.value;
          expect(value("date_of_birth", personalView)).toBe("07/04/1976");

          // Carry on: the income figures are written under k2, and read back too.
          const after = await walk(visitor, purchase, persona, {
            until: "assets",
            from: { slug: "income", session: before.session, version: personalView.version },
          });
          expect(after.visited).toContain("income");
          const income = await visitor.request("GET", "/apply/purchase/steps/income", {
            accept: "application/json",
          });
          const incomeView = (await income.json()) as StepJson;
          expect(value("base_income", incomeView)).toBe("12,345.67");
          expect(value("bonus_income", incomeView)).toBe("8,765.43");
          await server.stop();

          const { rows, events } = await storedAnswers(database);
          const row = rows.find((r) => r.id === before.session)!;
          expect(row.answers.income?.base_income).toMatch(/^enc:v2:k2:/);
          expect(row.answers.income?.bonus_income).toMatch(/^enc:v2:k2:/);
          expect(row.answers.personal_info?.date_of_birth).toMatch(/^enc:v2:k1:/);
          expect(events.find((e) => e.slug === "income")?.answers.base_income).toMatch(
            /^enc:v2:k2:/,
          );
          expect(events.find((e) => e.slug === "personal_info")?.answers.date_of_birth).toMatch(
            /^enc:v2:k1:/,
          );
        } finally {
          await server.stop();
          await database.cleanup();
        }
      },
      10 * 60_000,
    );

    test(
      "fingerprints give nothing away: with a copy of the database and SESSION_SECRET, no birth date from 1900 to 2010 matches any stored fingerprint",
      async () => {
        const database = await provideDatabase(kind);
        const sessionSecret = `at-rest-session-secret-${randomBytes(16).toString("hex")}`;
        const env = {
          APP_TODAY: TODAY_ISO,
          LOG_LEVEL: "warn",
          SESSION_SECRET: sessionSecret,
          ENCRYPTION_KEYS: `fp1:${newKey()}`,
        };
        const server = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env,
        });
        try {
          const borrower = BORROWERS[0]!;
          const visitor = new Visitor(server.origin);
          await visitor.open(`/apply/purchase/${purchase.firstSlug}`);
          const { slug } = await walk(visitor, purchase, borrower.persona);
          expect(slug).toBe(FORM_RECEIVED);
        } finally {
          await server.stop();
        }
        try {
          const handle = await openDb({
            databaseUrl: database.databaseUrl,
            dataDir: database.dataDir,
          });
          const [row] = await handle.db.select().from(applications);
          const events = await handle.db.select().from(applicationEvents);
          await handle.close();
          const slug = "personal_info";
          // What the attacker reads in clear: the step's other answers and every fingerprint.
          const known = Object.fromEntries(
            Object.entries(row!.answers[slug]!).filter(([, v]) => !isEncryptedText(v)),
          );
          const targets = new Set(
            [
              ...Object.values(row!.stepFingerprints ?? {}),
              ...events.map((e) => e.fingerprint),
            ].filter((f): f is string => typeof f === "string" && f !== ""),
          );
          const hmac = (text: string) =>
            createHmac("sha256", sessionSecret).update(text).digest("base64url");
          const canonical = (values: Record<string, unknown>) =>
            JSON.stringify(
              Object.keys(values)
                .sort()
                .map((k) => [k, values[k]]),
            );
          const found: string[] = [];
          let tried = 0;
          const started = performance.now();
          for (let day = Date.UTC(1900, 0, 1); day <= Date.UTC(2010, 11, 31); day += 86_400_000) {
            const iso = new Date(day).toISOString().slice(0, 10);
            for (const candidate of [
              `purchase\n${slug}\n${canonical({ ...known, date_of_birth: iso })}`,
              `purchase\n${slug}\n${canonical({ date_of_birth: iso })}`,
              `purchase\n${slug}\n${JSON.stringify(iso)}`,
              iso,
            ]) {
              tried++;
              if (targets.has(hmac(candidate))) found.push(iso);
            }
          }
          console.log(
            `fingerprint brute force on ${kind}: ${tried} guesses against ${targets.size} fingerprints in ${Math.round(performance.now() - started)} ms, ${found.length} found`,
          );
          expect(tried).toBeGreaterThan(4 * 40_000);
          expect(found).toEqual([]);
        } finally {
          await database.cleanup();
        }
      },
      10 * 60_000,
    );

    test(
      "ciphertext length gives nothing away: every option of each encrypted choice and incomes of 1 to 9 digits are stored at one length per field",
      async () => {
        const database = await provideDatabase(kind);
        const server = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env: { APP_TODAY: TODAY_ISO, LOG_LEVEL: "warn", ENCRYPTION_KEYS: `pad1:${newKey()}` },
        });
        try {
          const visitor = new Visitor(server.origin);
          await visitor.open(`/apply/purchase/${purchase.firstSlug}`);
          const walked = await walk(visitor, purchase, BORROWERS[0]!.persona, {
            until: "review_and_consent",
          });
          expect(walked.visited).toContain("demographics");
          let version = walked.version;
          const resubmit = async (slug: string, answers: Record<string, unknown>) => {
            const input = validInput(getStep(purchase, slug)!, answers);
            const res = await visitor.patchJson(`/apply/purchase/${slug}`, {
              ...input,
              sessionUUID: walked.session,
              version,
            });
            expect(res.status, `${slug}: ${await res.clone().text()}`).toBe(200);
            version = ((await res.json()) as StepJson).version;
          };
          const digits = "123456789";
          const sources = getStep(purchase, "other_income")!
            .fields.find((f) => f.name === "other_income_sources")!
            .fields!.find((f) => f.name === "source")!.options!;
          for (let n = 1; n <= 9; n++) {
            const amount = digits.slice(0, n);
            await resubmit("income", {
              base_income: amount,
              overtime_income: amount,
              bonus_income: amount,
              commission_income: amount,
            });
            // A list of 1 to 9 sources, each of an n-digit amount: one length whatever it holds.
            await resubmit("other_income", {
              has_other_income: "yes",
              other_income_sources: sources
                .slice(0, n)
                .map((source) => ({ source: source.value, monthly_amount: amount })),
            });
          }
          for (let n = 1; n <= 9; n++) {
            await resubmit("other_income", {
              has_other_income: "yes",
              other_income_sources: [{ source: "pension", monthly_amount: digits.slice(0, n) }],
            });
          }
          for (const source of sources) {
            await resubmit("other_income", {
              has_other_income: "yes",
              other_income_sources: [{ source: source.value, monthly_amount: "1" }],
            });
          }
          const demographics = getStep(purchase, "demographics")!.fields;
          const choices = (name: string) => {
            const field = demographics.find((f) => f.name === name)!;
            const all = field.options!.map((o) => o.value);
            const combined = all.filter((v) => v !== field.exclusiveOption);
            return [...all.map((v) => [v]), combined];
          };
          const ethnicity = choices("ethnicity");
          const race = choices("race");
          const sex = choices("sex");
          const rounds = Math.max(ethnicity.length, race.length, sex.length);
          for (let i = 0; i < rounds; i++) {
            await resubmit("demographics", {
              ethnicity: ethnicity[i % ethnicity.length],
              race: race[i % race.length],
              sex: sex[i % sex.length],
            });
          }
        } finally {
          await server.stop();
        }
        try {
          const { rows, events } = await storedAnswers(database);
          const lengths = new Map<string, Set<number>>();
          let values = 0;
          for (const answers of [
            ...events.map((e) => ({ [e.slug]: e.answers })),
            ...rows.map((r) => r.answers),
          ]) {
            for (const slug of ["income", "other_income", "demographics"]) {
              for (const [name, value] of Object.entries(answers[slug] ?? {})) {
                if (!isEncryptedText(value)) continue;
                const key = `${slug}.${name}`;
                lengths.set(key, (lengths.get(key) ?? new Set()).add(value.length));
                values++;
              }
            }
          }
          expect(values).toBeGreaterThan(100);
          expect([...lengths.keys()].sort()).toEqual(
            [
              // The HMDA subcategories and the tribe, filled in by the walk's samples.
              "demographics.asian_origin",
              "demographics.ethnicity",
              "demographics.hispanic_origin",
              "demographics.pacific_islander_origin",
              "demographics.race",
              "demographics.sex",
              "demographics.tribe",
              "income.base_income",
              "income.bonus_income",
              "income.commission_income",
              "income.overtime_income",
              "other_income.other_income_sources",
            ].sort(),
          );
          const spread = Object.fromEntries(
            [...lengths].map(([key, set]) => [key, [...set].sort((a, b) => a - b)]),
          );
          for (const [key, set] of Object.entries(spread)) expect(set, key).toHaveLength(1);
        } finally {
          await database.cleanup();
        }
      },
      10 * 60_000,
    );

    test(
      "re-encryption retires a key: after scripts/reencrypt.ts every application opens without the old key (and before it, not)",
      async () => {
        const database = await provideDatabase(kind);
        const k1 = newKey();
        const k2 = newKey();
        const sessionSecret = "at-rest-reencrypt-session-secret-0123456789";
        const base = { APP_TODAY: TODAY_ISO, LOG_LEVEL: "warn", SESSION_SECRET: sessionSecret };
        const server = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
          env: { ...base, ENCRYPTION_KEYS: `k1:${k1}` },
        });
        try {
          const submitted = new Visitor(server.origin);
          await submitted.open(`/apply/purchase/${purchase.firstSlug}`);
          expect((await walk(submitted, purchase, BORROWERS[0]!.persona)).slug).toBe(FORM_RECEIVED);
          const draft = new Visitor(server.origin);
          await draft.open(`/apply/refinance/${refinance.firstSlug}`);
          await walk(draft, refinance, BORROWERS[1]!.persona, { until: "review_and_consent" });
        } finally {
          await server.stop();
        }
        try {
          const tsx = path.join(ROOT, "node_modules/.bin/tsx");
          const run = (script: string, keys: string, ...args: string[]) =>
            spawnSync(tsx, [script, ...args], {
              cwd: ROOT,
              encoding: "utf8",
              env: {
                PATH: process.env.PATH ?? "",
                DATA_DIR: database.dataDir,
                ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
                SESSION_SECRET: sessionSecret,
                ENCRYPTION_KEYS: keys,
                LOG_LEVEL: "warn",
              },
            });
          const exportAll = (keys: string) =>
            ["submitted", "draft"].map((status) =>
              run("scripts/export-applications.ts", keys, "--format", "json", "--status", status),
            );

          // The old key removed too early: the applications no longer open.
          for (const early of exportAll(`k2:${k2}`)) expect(early.status).not.toBe(0);

          const first = run("scripts/reencrypt.ts", `k2:${k2},k1:${k1}`, "--batch-size", "1");
          expect(first.status, first.stderr).toBe(0);
          const again = run("scripts/reencrypt.ts", `k2:${k2},k1:${k1}`);
          expect(again.status, again.stderr).toBe(0);
          console.log(`reencrypt on ${kind}:\n${first.stdout}${again.stdout}`);
          expect(first.stdout).toMatch(/re-encrypted [1-9]\d* value/);
          expect(again.stdout).toMatch(/re-encrypted 0 values/);
          const everything = BORROWERS.flatMap((b) => [...b.secrets, ...b.controls]);
          expect(
            occurrences(
              new Map([["output", Buffer.from(first.stdout + first.stderr + again.stdout)]]),
              everything,
            ),
          ).toEqual({});

          // Only k2 now: everything opens, and every encrypted value names k2.
          const [done, drafts] = exportAll(`k2:${k2}`);
          expect(done!.status, done!.stderr).toBe(0);
          expect(drafts!.status, drafts!.stderr).toBe(0);
          const documentsOf = (stdout: string) => JSON.parse(stdout) as UrlaDocument[];
          for (const document of [...documentsOf(done!.stdout), ...documentsOf(drafts!.stdout)]) {
            expect(urlaSchemaErrors(document)).toEqual([]);
          }
          expect(documentsOf(done!.stdout).map((d) => d.borrowers[0])).toEqual(
            expect.arrayContaining([
              expect.objectContaining({
                personal: expect.objectContaining({ dateOfBirth: "1976-07-04" }),
                employment: expect.objectContaining({ baseIncome: 12345.67 }),
              }),
            ]),
          );
          expect(documentsOf(drafts!.stdout).map((d) => d.borrowers[0]?.personal)).toEqual(
            expect.arrayContaining([expect.objectContaining({ dateOfBirth: "1969-11-23" })]),
          );
          const { rows, events } = await storedAnswers(database);
          const keyIds = new Set<string>();
          for (const answers of [
            ...rows.map((r) => r.answers),
            ...events.map((e) => ({ [e.slug]: e.answers })),
          ]) {
            for (const values of Object.values(answers)) {
              for (const value of Object.values(values)) {
                if (isEncryptedText(value)) keyIds.add(value.split(":")[2]!);
              }
            }
          }
          expect([...keyIds]).toEqual(["k2"]);
        } finally {
          await database.cleanup();
        }
      },
      10 * 60_000,
    );
  });
}
