// `npm run bench`: step submissions under load (issue 6, point 7), then the money-engine bench.
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
// Printed: requests per second and latency p50/p99 for each, the server's CPU time per request
// (Linux), the load average around each run, then the finance bench line.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGET_P99_MS = 50;
const FORM = "purchase";

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** Starts the production server and waits until /healthz answers. */
async function startServer(env) {
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
  child.stderr.on("data", (chunk) => (errors += chunk));
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
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A visitor: the cookie the site sets and the CSRF token of its pages. */
async function newVisitor(origin) {
  const res = await fetch(`${origin}/apply/${FORM}/home_in_mind`, {
    headers: { accept: "text/html" },
  });
  const html = await res.text();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!cookie || !csrf) throw new Error(`no cookie or CSRF token from ${origin} (${res.status})`);
  return { cookie, csrf, origin };
}

/**
 * The first step of each new application rotates the visitor cookie: keep the new value and the
 * CSRF token that comes with it (X-CSRF-Token), as the browser and the step page do.
 */
function adopt(visitor, responseHeaders) {
  const get = (name) =>
    typeof responseHeaders.get === "function"
      ? name === "set-cookie"
        ? responseHeaders.getSetCookie()
        : responseHeaders.get(name)
      : Object.entries(responseHeaders).find(([k]) => k.toLowerCase() === name)?.[1];
  for (const header of [].concat(get("set-cookie") ?? [])) {
    const pair = header.split(";")[0];
    const name = pair.split("=")[0];
    const others = visitor.cookie.split("; ").filter((p) => p && !p.startsWith(`${name}=`));
    visitor.cookie = [...others, pair].join("; ");
  }
  const token = get("x-csrf-token");
  if (token) visitor.csrf = token;
}

function headers(visitor) {
  return {
    cookie: visitor.cookie,
    "x-csrf-token": visitor.csrf,
    origin: visitor.origin,
    "content-type": "application/json",
    accept: "application/json",
  };
}

/** A valid answer for a field as a browser sends it (what a borrower would type). */
function sample(field) {
  switch (field.kind) {
    case "email":
      return "pat@example.com";
    case "tel":
      return "(503) 555-0142";
    case "money":
      return "250,000";
    case "percent":
      return "6.125";
    case "number":
      return "3";
    case "date":
      return "04/15/1985";
    case "month-year":
      return "06/2019";
    case "zip":
      return "97204";
    case "name":
      return "Pat";
    case "ssn":
      return "123-45-6789";
    case "state":
      return "OR";
    case "radio":
    case "select":
      return field.options[0].value;
    case "checkbox":
      return "on";
    case "checkbox-group":
      return [field.options[0].value];
    default:
      return "Acme Corp";
  }
}

/** The step's input: a sample for every field that the answers so far make visible. */
function answer(view) {
  const input = {};
  for (const field of view.fields) {
    if (field.dependsOn) {
      const trigger = input[field.dependsOn.field];
      const tokens = Array.isArray(trigger)
        ? trigger
        : trigger === undefined
          ? []
          : [String(trigger)];
      if (!tokens.some((t) => field.dependsOn.values.includes(t))) continue;
    }
    input[field.name] = sample(field);
  }
  return input;
}

/**
 * The purchase form walked once by the server's own answers: the slugs in order and the body of
 * each step. Fails loudly if a step is refused, so that the bench never measures refusals.
 */
async function discoverWalk(origin) {
  const visitor = await newVisitor(origin);
  const first = await fetch(`${origin}/apply/${FORM}/steps/home_in_mind`, {
    headers: headers(visitor),
  });
  let view = await first.json();
  const steps = [];
  while (view.slug !== "form_received") {
    const input = answer(view);
    const res = await fetch(`${origin}/apply/${FORM}/${view.slug}`, {
      method: "PATCH",
      headers: headers(visitor),
      body: JSON.stringify({ ...input, sessionUUID: view.sessionUUID, version: view.version }),
    });
    adopt(visitor, res.headers);
    const next = await res.json();
    if (res.status !== 200)
      throw new Error(
        `${view.slug} refused (${res.status}): ${JSON.stringify(next.errors ?? next.error)}`,
      );
    steps.push({ slug: view.slug, input });
    view = next;
    if (steps.length > 40) throw new Error("the form does not end");
  }
  return steps;
}

function runAutocannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** CPU seconds (user + system) a process has used, from /proc; null where there is no /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime + stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** One autocannon run: each connection is one borrower walking the form again and again. */
async function drive(origin, steps, visitors, seconds) {
  let nextVisitor = 0;
  const tally = { accepted: 0, submitted: 0, refused: 0 };
  // Long enough that no connection comes back to the first entry (autocannon would reset the
  // connection's context there); a borrower's own cycle restarts after each SUBMIT.
  const cycles = Math.ceil((seconds * 2000) / steps.length) + 10;
  const requests = [];
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const step of steps) {
      requests.push({
        method: "PATCH",
        path: `/apply/${FORM}/${step.slug}`,
        setupRequest: (req, context) => {
          context.visitor ??= visitors[nextVisitor++ % visitors.length];
          const body = JSON.stringify({
            ...step.input,
            sessionUUID: context.session ?? "",
            version: context.version ?? 0,
          });
          return { ...req, headers: headers(context.visitor), body };
        },
        onResponse: (status, body, context, responseHeaders) => {
          adopt(context.visitor, responseHeaders ?? {});
          if (status !== 200) {
            tally.refused++;
            return;
          }
          const view = JSON.parse(body);
          tally.accepted++;
          if (view.slug === "form_received") {
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

function percentile(sorted, p) {
  return sorted.length
    ? Math.round(
        sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10,
      ) / 10
    : null;
}

/** Sessions with think time: each borrower pauses (exponential, mean thinkMs) between steps. */
async function withThinkTime(origin, steps, visitors, seconds, thinkMs) {
  const latencies = [];
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
        const step = steps[index];
        const started = performance.now();
        try {
          const res = await fetch(`${origin}/apply/${FORM}/${step.slug}`, {
            method: "PATCH",
            headers: headers(visitor),
            body: JSON.stringify({ ...step.input, sessionUUID: session, version }),
          });
          adopt(visitor, res.headers);
          const text = await res.text();
          latencies.push(performance.now() - started);
          if (res.status !== 200) {
            tally.non2xx++;
          } else {
            const view = JSON.parse(text);
            tally.accepted++;
            if (view.slug === "form_received") tally.submitted++;
            session = view.slug === "form_received" ? "" : view.sessionUUID;
            version = view.slug === "form_received" ? 0 : view.version;
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

async function bench(label, env) {
  const server = await startServer(env);
  try {
    const steps = await discoverWalk(server.origin);
    const sessions = async () => {
      const visitors = [];
      for (let i = 0; i < SESSIONS; i++) visitors.push(await newVisitor(server.origin));
      return visitors;
    };
    if (WARM_UP_SECONDS > 0) await drive(server.origin, steps, await sessions(), WARM_UP_SECONDS);
    const lines = [];
    for (const mode of ["saturation", "think"]) {
      const visitors = await sessions();
      const loadBefore = load();
      const cpuBefore = cpuSeconds(server.pid);
      let measured;
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

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return {
      skipped: `PostgreSQL is not reachable at ${DATABASE_URL} (${error.message}); set BENCH_DATABASE_URL`,
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

if (!existsSync(path.join(ROOT, BUILD_DIR, "server", "index.js"))) {
  console.error(
    `No production build in ${BUILD_DIR}/: run \`npm run build\` (or set BUILD_DIR) first.`,
  );
  process.exit(1);
}

console.log(
  `bench: ${SESSIONS} concurrent sessions walking the ${FORM} form with PATCH JSON, ${SECONDS} s per database ` +
    `after a ${WARM_UP_SECONDS} s warm-up; ${os.cpus().length} CPUs, load average ${load()}`,
);
const lines = [];
let failed = false;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "lender-bench-"));
try {
  lines.push(...(await bench("pglite", { DATA_DIR: dataDir })));
} catch (error) {
  failed = true;
  console.error(`pglite bench failed: ${error.message}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const database = await postgresDatabase();
if (database.skipped) {
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
      const met = line.p99Ms < TARGET_P99_MS && line.non2xx === 0 && line.errors === 0;
      console.log(
        `postgres target p99 < ${TARGET_P99_MS} ms at ${SESSIONS} sessions, ${line.mode}: ${met ? "met" : "NOT met"} ` +
          `(p99 ${line.p99Ms} ms at ${line.requestsPerSecond} requests/s; load average ${line.loadAverage.before} before, ${line.loadAverage.after} after)`,
      );
    }
  } catch (error) {
    failed = true;
    console.error(`postgres bench failed: ${error.message}`);
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    await database.drop();
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

const finance = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["bench/finance.ts"], {
  cwd: ROOT,
  encoding: "utf8",
});
process.stdout.write(finance.stdout);
if (finance.status !== 0) {
  failed = true;
  process.stderr.write(finance.stderr);
}
process.exit(failed ? 1 : 0);
