// `npm test`: format check, type check, lint, unit tests, production build, integration tests (real HTTP and a
// real database: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set) and end-to-end tests in
// Chromium. Stops at the first failing stage.
import { spawnSync } from "node:child_process";
import path from "node:path";

const bin = (name) => path.join("node_modules", ".bin", name);
const stages = [
  ["format", bin("prettier"), ["--check", "."]],
  ["type check", "npm", ["run", "--silent", "typecheck"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["unit tests", bin("vitest"), ["run", "--project", "unit"]],
  ["build", bin("react-router"), ["build"]],
  ["JavaScript budget", "node", ["scripts/check-budget.mjs"]],
  ["JavaScript budget in Chromium", "node", ["scripts/browser-budget.mjs"]],
  ["integration tests", bin("vitest"), ["run", "--project", "integration"]],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

const results = [];
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? "ok  " : "FAIL"} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join("\n")}\n`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\n`);
