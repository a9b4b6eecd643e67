// The server the end-to-end tests run against: the production build on a fresh embedded
// database, with the test fixture reviews imported first (production mode never shows the
// development sample reviews, so the tests bring their own).
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
if (!existsSync(path.join(process.env.BUILD_DIR ?? "build", "server/index.js"))) {
  const built = spawnSync(path.join("node_modules", ".bin", "react-router"), ["build"], {
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const fixture = "tests/fixtures/reviews.csv";
if (existsSync(fixture) && existsSync("scripts/import-reviews.ts")) {
  const imported = spawnSync(
    path.join("node_modules", ".bin", "tsx"),
    ["scripts/import-reviews.ts", fixture],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  if (imported.status !== 0) process.exit(imported.status ?? 1);
}
// The back office's first administrator, made by the accounts script as an operator would; the
// one-time set-up link is left in DATA_DIR for tests/e2e/staff.spec.ts.
if (existsSync("scripts/staff.ts") && process.env.DATA_DIR) {
  const created = spawnSync(
    path.join("node_modules", ".bin", "tsx"),
    [
      "scripts/staff.ts",
      "create",
      "--email",
      "admin@lender.test",
      "--name",
      "Avery Admin",
      "--role",
      "admin",
    ],
    { env: process.env, encoding: "utf8" },
  );
  if (created.status !== 0) {
    process.stderr.write(created.stderr);
    process.exit(created.status ?? 1);
  }
  writeFileSync(path.join(process.env.DATA_DIR, "e2e-staff-admin.txt"), created.stdout, {
    mode: 0o600,
  });
}
await import("../server/main.js");
