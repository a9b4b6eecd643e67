// `npm run bench:robustness` (issue 13): the crash and fuzz tests at full size, on PGlite and on
// PostgreSQL. CI runs the same tests short (`npm run test:integration`); here:
//   - crash: CRASH_KILLS (default 50) SIGKILLs of the server under load, then the database is read
//     back: every acknowledged step must be stored with the values sent (0 lost);
//   - fuzz: FUZZ_RUNS (default 10,000) hostile requests per step endpoint.
// PostgreSQL is TEST_DATABASE_URL, else BENCH_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test; skipped (and said so) when unreachable.
// ROBUSTNESS_TESTS=crash (or fuzz) runs one of the two. Needs the production build.
// Prints the tests' own summary lines (kills, acknowledged and lost steps, fuzz counts), then the
// outcome of each; exits 1 if any failed. The full run takes hours on a small machine.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
const KILLS = process.env.CRASH_KILLS ?? "50";
const RUNS = process.env.FUZZ_RUNS ?? "10000";
const DATABASE_URL =
  process.env.TEST_DATABASE_URL ??
  process.env.BENCH_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const ONLY = process.env.ROBUSTNESS_TESTS?.split(",").map((s) => s.trim());

type Run = { name: string; file: string; env: Record<string, string> };
const ALL: Run[] = [
  { name: "crash", file: "tests/integration/crash.test.ts", env: { CRASH_KILLS: KILLS } },
  { name: "fuzz", file: "tests/integration/fuzz.test.ts", env: { FUZZ_RUNS: RUNS, FUZZ_ALL: "1" } },
];
const TESTS = ALL.filter((t) => !ONLY || ONLY.includes(t.name));

/** Lines the tests print about what they did; all of vitest's output goes to a log file. */
const SUMMARY = /^(crash|fuzz|at rest) (pglite|postgres)[: ]|✓|✗|×|FAIL|Tests? |Test Files/;

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${DATABASE_URL} (${(error as Error).message}); set TEST_DATABASE_URL`;
  }
}

function run(file: string, env: Record<string, string>, log: string): Promise<number | null> {
  const out = createWriteStream(log);
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "vitest"),
    ["run", "--project", "integration", "--reporter", "verbose", file],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let pending = "";
  const show = (chunk: Buffer) => {
    out.write(chunk);
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      const plain = line.replace(/\u001b\[[0-9;]*m/g, "");
      if (SUMMARY.test(plain.trim()) && !/^std(out|err) \|/.test(plain)) console.log(plain);
    }
  };
  child.stdout.on("data", show);
  child.stderr.on("data", show);
  return new Promise((resolve) => child.on("exit", (code) => out.end(() => resolve(code))));
}

if (!existsSync(path.join(ROOT, process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
  console.error("No production build: run `npm run build` (or set BUILD_DIR) first.");
  process.exit(1);
}

const skipped = await postgresReachable();
const databases = skipped ? "pglite" : "pglite,postgres";
console.log(
  `robustness: crash with ${KILLS} kills, fuzz with ${RUNS} runs per step endpoint, on ${databases}` +
    (skipped ? ` (${skipped})` : ""),
);
const outcomes: string[] = [];
for (const test of TESTS) {
  const started = Date.now();
  const log = path.join(os.tmpdir(), `robustness-${test.name}-${started}.log`);
  const code = await run(
    test.file,
    {
      ...test.env,
      INTEGRATION_DATABASES: databases,
      ...(skipped ? {} : { TEST_DATABASE_URL: DATABASE_URL }),
    },
    log,
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  outcomes.push(
    `${code === 0 ? "ok  " : "FAIL"} ${test.name} (${minutes} min, full output in ${log})`,
  );
}
console.log(outcomes.join("\n"));
process.exit(outcomes.every((o) => o.startsWith("ok")) ? 0 : 1);
