import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/** A system Chromium: CHROME_PATH, or Debian's /usr/bin/chromium. We never download browsers. */
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chrome)) {
  throw new Error(
    `No Chromium found at ${chrome}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "lender-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  // Separate runs (and the people running them) can keep their artifacts apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chrome,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT_POINTS: "100000",
      LOG_LEVEL: "warn",
      PORTAL_SIGNIN_URL: "https://portal.example.test/cas-redirect/login",
      // Calculators that start "this month" give the same numbers on every run.
      APP_TODAY: "2026-11-22",
      // Google Places is stubbed in the test that uses it; elsewhere it fails to load (no
      // network), which exercises the fallback to the site's own ZIP data.
      GOOGLE_PLACES_KEY: "e2e-test-key",
    },
  },
});
