// `npm test`: format check, type check, lint, unit tests, production build, integration tests (real HTTP and a
// real database: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set) and end-to-end tests in
// Chromium. Stops at the first failing stage. `node scripts/test.mjs integration end-to-end` runs only
// the stages whose names start with the words given (the build must exist for those two).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const bin = (name) => path.join("node_modules", ".bin", name);

/**
 * The integration tests. With TEST_DATABASE_URL set (and INTEGRATION_DATABASES not), the PGlite
 * pass and the PostgreSQL pass run side by side, as two processes: each runs its files one at a
 * time, and its time goes mostly to one server process that keeps one core busy, so on a machine
 * with two cores the two passes take about as long as the longer of them (decision 039). Each
 * line is printed with the pass's name in front.
 */
function integration() {
  const vitest = [bin("vitest"), ["run", "--project", "integration"]];
  if (!process.env.TEST_DATABASE_URL || process.env.INTEGRATION_DATABASES) {
    return spawnSync(...vitest, { stdio: "inherit", env: process.env }).status;
  }
  // The fuzz test sends its default 1,000 runs per endpoint (issue 6) to PostgreSQL, the
  // production database, and 300 to PGlite: at 1,000 the PGlite fuzz alone took 1,299 s on a slow
  // CI machine and set the whole stage's length (decision 039). FUZZ_RUNS, when set, applies to both.
  const fuzzRuns = { pglite: process.env.FUZZ_RUNS ?? "300", postgres: process.env.FUZZ_RUNS };
  const pass = (kind) =>
    new Promise((resolve) => {
      const child = spawn(...vitest, {
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          INTEGRATION_DATABASES: kind,
          ...(fuzzRuns[kind] ? { FUZZ_RUNS: fuzzRuns[kind] } : {}),
        },
      });
      for (const stream of [child.stdout, child.stderr]) {
        readline
          .createInterface({ input: stream })
          .on("line", (line) => console.log(`[${kind}] ${line}`));
      }
      child.on("exit", (code) => resolve(code));
    });
  return Promise.all([pass("pglite"), pass("postgres")]).then((codes) =>
    codes.every((code) => code === 0) ? 0 : 1,
  );
}

const stages = [
  ["format", bin("prettier"), ["--check", "."]],
  ["type check", "npm", ["run", "--silent", "typecheck"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["unit tests", bin("vitest"), ["run", "--project", "unit"]],
  ["build", bin("react-router"), ["build"]],
  ["JavaScript budget", "node", ["scripts/check-budget.mjs"]],
  ["JavaScript budget in Chromium", "node", ["scripts/browser-budget.mjs"]],
  ["integration tests", integration],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

const wanted = process.argv.slice(2);
const chosen = wanted.length
  ? stages.filter(([name]) => wanted.some((word) => name.startsWith(word)))
  : stages;
if (chosen.length === 0) {
  console.error(
    `No stage starts with ${wanted.join(" or ")}: ${stages.map(([n]) => n).join(", ")}`,
  );
  process.exit(2);
}

const results = [];
for (const [name, command, args] of chosen) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status =
    typeof command === "function"
      ? await command()
      : spawnSync(command, args, { stdio: "inherit", env: process.env }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  if (status !== 0) {
    console.log(`\n${results.join("\n")}\n`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\n`);
