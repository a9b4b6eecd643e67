import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { removeDir, startServer } from "./harness";

/** Every path under `dir` (itself included) whose mode lets the group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, p) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return found;
}

test("a fresh DATA_DIR, its pglite/ folder and every file in them are for the server's user only", async () => {
  const parent = mkdtempSync(path.join(tmpdir(), "lender-modes-"));
  onTestFinished(() => removeDir(parent));
  const dataDir = path.join(parent, "data");
  const server = await startServer({ dataDir });
  try {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["pglite", "secrets.json"]));
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    await server.stop();
  }
  // Still so after a clean shutdown (PGlite writes its files on close).
  expect(openToOthers(dataDir)).toEqual([]);
}, 180_000);

test("an existing DATA_DIR that others can open is tightened at start, and the log says so", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lender-modes-"));
  onTestFinished(() => removeDir(dataDir));
  mkdirSync(path.join(dataDir, "old"));
  writeFileSync(path.join(dataDir, "old", "note.txt"), "x");
  chmodSync(path.join(dataDir, "old", "note.txt"), 0o644);
  chmodSync(path.join(dataDir, "old"), 0o755);
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir });
  try {
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server.logs()).toMatch(/DATA_DIR.*(tightened|0700)/);
  } finally {
    await server.stop();
  }
}, 180_000);
