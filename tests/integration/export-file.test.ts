import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { ROOT, removeDir } from "./harness";

const dataDir = mkdtempSync(path.join(tmpdir(), "lender-export-"));
// Outside DATA_DIR, whose contents the command restricts to their owner when it opens PGlite.
const outDir = mkdtempSync(path.join(tmpdir(), "lender-export-out-"));
afterAll(() => {
  removeDir(dataDir);
  removeDir(outDir);
});

function runExport(...args: string[]) {
  return spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["scripts/export-applications.ts", "--format", "json", ...args],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, NODE_ENV: "production" },
      encoding: "utf8",
    },
  );
}

test("--out creates a new file readable by its owner only", () => {
  const out = path.join(outDir, "new.json");
  const run = runExport("--out", out);
  expect(run.status, run.stderr).toBe(0);
  expect(lstatSync(out).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(out, "utf8"))).toEqual([]);
}, 180_000);

test("an existing file is refused without --force and left as it was", () => {
  const out = path.join(outDir, "existing.json");
  writeFileSync(out, "old", { mode: 0o644 });
  const run = runExport("--out", out);
  expect(run.status).not.toBe(0);
  expect(run.stderr).toMatch(/already exists.*--force/);
  expect(readFileSync(out, "utf8")).toBe("old");
}, 180_000);

test("--force replaces an existing file with a new one readable by its owner only", () => {
  const out = path.join(outDir, "replaced.json");
  writeFileSync(out, "old", { mode: 0o644 });
  const run = runExport("--out", out, "--force");
  expect(run.status, run.stderr).toBe(0);
  expect(lstatSync(out).mode & 0o777).toBe(0o600);
  expect(readFileSync(out, "utf8")).not.toBe("old");
}, 180_000);

test("a symlink at --out is never followed, with or without --force", () => {
  const target = path.join(outDir, "target.txt");
  writeFileSync(target, "someone else's file", { mode: 0o644 });
  const link = path.join(outDir, "link.json");
  symlinkSync(target, link);
  const refused = runExport("--out", link);
  expect(refused.status).not.toBe(0);
  expect(readFileSync(target, "utf8")).toBe("someone else's file");

  const forced = runExport("--out", link, "--force");
  expect(forced.status, forced.stderr).toBe(0);
  expect(readFileSync(target, "utf8")).toBe("someone else's file");
  expect(lstatSync(target).mode & 0o777).toBe(0o644);
  const written = lstatSync(link);
  expect(written.isSymbolicLink()).toBe(false);
  expect(written.mode & 0o777).toBe(0o600);
}, 180_000);
