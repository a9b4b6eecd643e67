// `npm start`: builds the site when the build is missing or older than the sources, then serves
// it (production mode, embedded PGlite database in ./data unless DATABASE_URL is set).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stamp = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
const sources = ["app", "server", "content", "public", "drizzle"].filter((d) => existsSync(d));
const configs = ["vite.config.ts", "react-router.config.ts", "package.json"];
const sourceTime = Math.max(...sources.map(newest), ...configs.map((f) => statSync(f).mtimeMs));
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sourceTime) {
  console.log("Building the site (first start or changed sources)…");
  const result = spawnSync(path.join("node_modules", ".bin", "react-router"), ["build"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../server/main.js");
