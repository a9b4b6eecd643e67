// `npm run bench` (tsx): step submissions under load (issue 6, point 7), then the money-engine bench.
//
// What is measured: the production server (node server/main.js, the build in BUILD_DIR or
// ./build) on (a) PGlite in a temporary folder and (b) PostgreSQL (a fresh database at
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; skipped when unreachable).
// BENCH_SESSIONS (default 50) borrowers, each with its own visitor cookie and CSRF token, each on
// its own keep-alive connection, walk the full purchase form in order with PATCH JSON, one
// request at a time; after SUBMIT the same borrower starts a new application. So every request
// is an accepted step: a transaction that locks and updates the application, appends an event
// (and at SUBMIT an outbox row), and the JSON of the next step.
// Two measured runs of BENCH_SECONDS (default 20) per database, after a warm-up, each with
// sessions of its own:
//   - saturation: every session sends its next step as soon as the last one is answered (closed
//     loop). This finds the most steps per second the machine can store; latency is then mostly
//     queueing (Little's law: latency ≈ sessions / throughput).
//   - with think time: each session waits a random pause (exponential, mean BENCH_THINK_MS,
//     default 500 ms — far faster than a person types) before its next step, so 50 sessions send
//     about 100 steps per second in all. This is the latency a borrower sees when the server is
//     not saturated. It is timed by this script's own client (fetch with keep-alive), not by
//     autocannon: autocannon's rate options send each second's requests in one burst from every
//     connection at once, and its coordinated-omission correction then records an expected
//     interval of 1 ms, which turns one slow answer into a thousand.
// The borrowers, their bodies and the walk are the tests' own (tests/support): one walker, one
// wire contract.
// Printed: requests per second and latency p50/p99 for each, the server's CPU time per request
// (Linux), the load average around each run, then the finance bench line. The robustness runs
// (crash and fuzz at full size) are `npm run bench:robustness`, named at the end.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { FORM_RECEIVED, getForm } from "~/lib/application/forms";
import { stepPath } from "~/lib/application/wire";
import { benchPages } from "../bench/pages";
import { Visitor } from "../tests/support/visitor";
import { FormWalk, stepBody, type StepAnswer } from "../tests/support/walk";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const ARGS = process.argv.slice(2);
const flag = (name: string) => ARGS.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const ONLY = flag("only")?.split("=")[1];
if (ONLY !== undefined && ONLY !== "pages" && ONLY !== "steps") {
  console.error("--only=pages or --only=steps");
  process.exit(2);
}
const QUICK = flag("quick") !== undefined;
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 5 : 20));
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (QUICK ? 2 : 5));
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGET_P99_MS = 50;
const FORM = getForm("purchase")!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Think time: the pause a borrower takes, which is what is being simulated (not a wait for an event). */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type Measured = {
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  requests: number;
  accepted: number;
  submitted: number;
  non2xx: number;
  errors: number;
};
type BenchLine = Omit<Measured, "accepted" | "submitted"> & {
  database: string;
  mode: string;
  sessions: number;
  seconds: number;
  acceptedSteps: number;
  submittedApplications: number;
  serverCpuMsPerRequest: number | null;
  loadAverage: { before: string; after: string };
};

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Starts the production server and waits until /healthz answers. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "server/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      BUILD_DIR,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      RATE_LIMIT_POINTS: "1000000000",
      ...env,
    },
    // Request logs go nowhere, but are still written (as in production).
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 90_000) throw new Error(`the server did not start: ${errors}`);
    await sleep(200);
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

type Step = { slug: string; path: string; input: Record<string, unknown> };

/** A borrower: the cookie the site sets and the CSRF token of its pages. */
async function newVisitor(origin: string): Promise<Visitor> {
  const visitor = new Visitor(origin);
  const res = await visitor.open(stepPath(FORM.id, FORM.firstSlug));
  await res.body?.cancel();
  if (!visitor.cookie || !visitor.csrfToken)
    throw new Error(`no cookie or CSRF token from ${origin} (${res.status})`);
  return visitor;
}

/**
 * The first step of each new application rotates the visitor cookie: keep the new value and the
 * CSRF token that comes with it (X-CSRF-Token), as the browser and the step page do.
 */
function adopt(
  visitor: Visitor,
  responseHeaders: Headers | Record<string, string | string[] | undefined>,
): void {
  const get = (name: string): string | string[] | undefined =>
    responseHeaders instanceof Headers
      ? name === "set-cookie"
        ? responseHeaders.getSetCookie()
        : (responseHeaders.get(name) ?? undefined)
      : Object.entries(responseHeaders).find(([k]) => k.toLowerCase() === name)?.[1];
  for (const header of ([] as string[]).concat(get("set-cookie") ?? [])) {
    const pair = header.split(";")[0]!;
    const name = pair.split("=")[0]!;
    const others = visitor.cookie.split("; ").filter((p) => p && !p.startsWith(`${name}=`));
    visitor.cookie = [...others, pair].join("; ");
  }
  const token = get("x-csrf-token");
  if (typeof token === "string") visitor.csrfToken = token;
}

function headers(visitor: Visitor): Record<string, string> {
  return visitor.headers("PATCH", { contentType: "application/json", accept: "application/json" });
}

/**
 * The purchase form walked once with the tests' sample answers: the slugs in order and the input
 * of each step. Fails loudly if a step is refused, so that the bench never measures refusals.
 */
async function discoverWalk(origin: string): Promise<Step[]> {
  const visitor = await newVisitor(origin);
  const walk = new FormWalk(FORM);
  const steps: Step[] = [];
  while (!walk.done) {
    const input = walk.input();
    const res = await visitor.patchJson(walk.path(), walk.body(input));
    const next = (await res.json()) as StepAnswer & { error?: string; errors?: unknown };
    if (res.status !== 200)
      throw new Error(
        `${walk.slug} refused (${res.status}): ${JSON.stringify(next.errors ?? next.error)}`,
      );
    steps.push({ slug: walk.slug, path: walk.path(), input });
    walk.advance(next);
  }
  return steps;
}

function runAutocannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** CPU seconds (user + system) a process has used, from /proc; null where there is no /proc. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime + stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** One autocannon run: each connection is one borrower walking the form again and again. */
/** What autocannon keeps per connection: the borrower and their application so far. */
type Context = { visitor?: Visitor; session?: string; version?: number };

async function drive(origin: string, steps: Step[], visitors: Visitor[], seconds: number) {
  let nextVisitor = 0;
  const tally = { accepted: 0, submitted: 0, refused: 0 };
  // Long enough that no connection comes back to the first entry (autocannon would reset the
  // connection's context there); a borrower's own cycle restarts after each SUBMIT.
  const cycles = Math.ceil((seconds * 2000) / steps.length) + 10;
  const requests: autocannon.Request[] = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const step of steps) {
      requests.push({
        method: "PATCH",
        path: step.path,
        setupRequest: (req, context: Context) => {
          context.visitor ??= visitors[nextVisitor++ % visitors.length]!;
          const body = JSON.stringify(
            stepBody(FORM, step.input, {
              sessionUUID: context.session ?? "",
              version: context.version ?? 0,
            }),
          );
          return { ...req, headers: headers(context.visitor), body };
        },
        onResponse: (
          status,
          body,
          context: Context,
          responseHeaders?: Record<string, string | string[]>,
        ) => {
          adopt(context.visitor!, responseHeaders ?? {});
          if (status !== 200) {
            tally.refused++;
            return;
          }
          const view = JSON.parse(body) as StepAnswer;
          tally.accepted++;
          if (view.slug === FORM_RECEIVED) {
            tally.submitted++;
            context.session = "";
            context.version = 0;
          } else {
            context.session = view.sessionUUID;
            context.version = view.version;
          }
        },
      });
    }
  }
  const result = await runAutocannon({
    url: origin,
    connections: visitors.length,
    pipelining: 1,
    duration: seconds,
    requests,
    timeout: 30,
  });
  return { result, tally };
}

function percentile(sorted: number[], p: number): number | null {
  return sorted.length
    ? Math.round(
        sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
      ) / 10
    : null;
}

/** Sessions with think time: each borrower pauses (exponential, mean thinkMs) between steps. */
async function withThinkTime(
  origin: string,
  steps: Step[],
  visitors: Visitor[],
  seconds: number,
  thinkMs: number,
) {
  const latencies: number[] = [];
  const tally = { accepted: 0, submitted: 0, non2xx: 0, errors: 0 };
  const pause = () => sleep(-Math.log(1 - Math.random()) * thinkMs);
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    visitors.map(async (visitor) => {
      let index = 0;
      let session = "";
      let version = 0;
      await sleep(Math.random() * thinkMs);
      while (performance.now() < end) {
        const step = steps[index]!;
        const started = performance.now();
        try {
          const res = await fetch(`${origin}${step.path}`, {
            method: "PATCH",
            headers: headers(visitor),
            body: JSON.stringify(stepBody(FORM, step.input, { sessionUUID: session, version })),
          });
          adopt(visitor, res.headers);
          const text = await res.text();
          latencies.push(performance.now() - started);
          if (res.status !== 200) {
            tally.non2xx++;
          } else {
            const view = JSON.parse(text) as StepAnswer;
            tally.accepted++;
            if (view.slug === FORM_RECEIVED) tally.submitted++;
            session = view.slug === FORM_RECEIVED ? "" : view.sessionUUID;
            version = view.slug === FORM_RECEIVED ? 0 : view.version;
          }
        } catch {
          tally.errors++;
        }
        index = (index + 1) % steps.length;
        await pause();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    requests: latencies.length + tally.errors,
    ...tally,
  };
}

async function bench(label: string, env: Record<string, string>): Promise<BenchLine[]> {
  const server = await startServer(env);
  try {
    const steps = await discoverWalk(server.origin);
    const sessions = async () => {
      const visitors: Visitor[] = [];
      for (let i = 0; i < SESSIONS; i++) visitors.push(await newVisitor(server.origin));
      return visitors;
    };
    if (WARM_UP_SECONDS > 0) await drive(server.origin, steps, await sessions(), WARM_UP_SECONDS);
    const lines: BenchLine[] = [];
    for (const mode of ["saturation", "think"] as const) {
      const visitors = await sessions();
      const loadBefore = load();
      const cpuBefore = cpuSeconds(server.pid);
      let measured: Measured;
      if (mode === "saturation") {
        const { result, tally } = await drive(server.origin, steps, visitors, SECONDS);
        measured = {
          requestsPerSecond: Math.round(result.requests.average * 10) / 10,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          maxMs: result.latency.max,
          requests: result.requests.total,
          accepted: tally.accepted,
          submitted: tally.submitted,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        };
      } else {
        measured = await withThinkTime(server.origin, steps, visitors, SECONDS, THINK_MS);
      }
      const cpuAfter = cpuSeconds(server.pid);
      const line = {
        database: label,
        mode:
          mode === "saturation"
            ? "saturation (autocannon, closed loop)"
            : `think time ${THINK_MS} ms (own client)`,
        sessions: SESSIONS,
        seconds: SECONDS,
        requestsPerSecond: measured.requestsPerSecond,
        p50Ms: measured.p50Ms,
        p99Ms: measured.p99Ms,
        maxMs: measured.maxMs,
        requests: measured.requests,
        acceptedSteps: measured.accepted,
        submittedApplications: measured.submitted,
        non2xx: measured.non2xx,
        errors: measured.errors,
        serverCpuMsPerRequest:
          cpuBefore !== null && cpuAfter !== null
            ? Math.round(((cpuAfter - cpuBefore) * 1e5) / measured.requests) / 100
            : null,
        loadAverage: { before: loadBefore, after: load() },
      };
      console.log(JSON.stringify(line));
      lines.push(line);
    }
    return lines;
  } finally {
    await server.stop();
  }
}

async function postgresDatabase(): Promise<
  { skipped: string } | { skipped?: undefined; url: string; drop: () => Promise<void> }
> {
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return {
      skipped: `PostgreSQL is not reachable at ${DATABASE_URL} (${(error as Error).message}); set BENCH_DATABASE_URL`,
    };
  }
  const name = `lender_bench_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

if (!existsSync(path.resolve(ROOT, BUILD_DIR, "server", "index.js"))) {
  console.error(
    `No production build in ${BUILD_DIR}/: run \`npm run build\` (or set BUILD_DIR) first.`,
  );
  process.exit(1);
}

const lines: BenchLine[] = [];
let failed = false;

if (ONLY !== "steps") {
  const pagesDir = mkdtempSync(path.join(os.tmpdir(), "lender-bench-"));
  try {
    const met = await benchPages({
      quick: QUICK,
      lighthouse: flag("no-lighthouse") === undefined,
      only: (flag("page")?.split("=")[1] ?? "").split(",").filter(Boolean),
      startSite: () => startServer({ DATA_DIR: pagesDir }),
    });
    if (!met) console.log("(pages: a target of issue 19 item 4 is not met; see the table)");
  } catch (error) {
    failed = true;
    console.error(`pages bench failed: ${(error as Error).stack}`);
  } finally {
    rmSync(pagesDir, { recursive: true, force: true });
  }
}

if (ONLY !== "pages") {
  console.log(
    `bench: ${SESSIONS} concurrent sessions walking the ${FORM.id} form with PATCH JSON, ${SECONDS} s per database ` +
      `after a ${WARM_UP_SECONDS} s warm-up; ${os.cpus().length} CPUs, load average ${load()}`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lender-bench-"));
  try {
    lines.push(...(await bench("pglite", { DATA_DIR: dataDir })));
  } catch (error) {
    failed = true;
    console.error(`pglite bench failed: ${(error as Error).message}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await postgresDatabase();
  if (database.skipped !== undefined) {
    console.log(JSON.stringify({ database: "postgres", skipped: database.skipped }));
  } else {
    const pgDir = mkdtempSync(path.join(os.tmpdir(), "lender-bench-"));
    try {
      const results = await bench("postgres", {
        DATABASE_URL: database.url,
        DATA_DIR: pgDir,
        SESSION_SECRET: randomBytes(32).toString("base64"),
        ENCRYPTION_KEYS: `bench:${randomBytes(32).toString("base64")}`,
      });
      lines.push(...results);
      for (const line of results) {
        const met =
          line.p99Ms !== null &&
          line.p99Ms < TARGET_P99_MS &&
          line.non2xx === 0 &&
          line.errors === 0;
        console.log(
          `postgres target p99 < ${TARGET_P99_MS} ms at ${SESSIONS} sessions, ${line.mode}: ${met ? "met" : "NOT met"} ` +
            `(p99 ${line.p99Ms} ms at ${line.requestsPerSecond} requests/s; load average ${line.loadAverage.before} before, ${line.loadAverage.after} after)`,
        );
      }
    } catch (error) {
      failed = true;
      console.error(`postgres bench failed: ${(error as Error).message}`);
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
      await database.drop();
    }
  }
}

for (const line of lines) {
  if (line.non2xx > 0 || line.errors > 0) {
    failed = true;
    console.error(
      `${line.database} ${line.mode}: ${line.non2xx} non-2xx answers and ${line.errors} errors: the numbers above are not clean.`,
    );
  }
}

console.log(
  "robustness (crash with 50 SIGKILLs, fuzz with 10,000 runs per step endpoint, PGlite and PostgreSQL): npm run bench:robustness",
);

const finance =
  ONLY === "pages"
    ? null
    : spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["bench/finance.ts"], {
        cwd: ROOT,
        encoding: "utf8",
      });
if (finance) process.stdout.write(finance.stdout);
if (finance && finance.status !== 0) {
  failed = true;
  process.stderr.write(finance.stderr);
}
process.exit(failed ? 1 : 0);
