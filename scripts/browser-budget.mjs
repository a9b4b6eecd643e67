// The JavaScript budget as a browser receives it (DESIGN.md 9, issue 19): serves the production
// build (BUILD_DIR or ./build) on an embedded database in a temporary folder, opens each page
// type in a fresh Chromium context (a first visit: empty cache, no cookies) and adds up the
// bytes of every script response as they came over the wire (Chromium's encodedDataLength:
// compressed body and response headers, module preloads and scripts loaded after hydration
// included, until the network is idle), counts the script requests (at most
// MAX_SCRIPT_REQUESTS: each costs a round trip and its headers on a phone; vite.config.ts
// pageChunks(), docs/decisions/027), and the size of the page's HTML as served (uncompressed:
// no page over 60 KB, DESIGN.md 9), and that every script starts with V8's compile hint
// (docs/decisions/043). Prints the table; exits 1 when a page is over any limit.
//
// `node scripts/browser-budget.mjs` (after a build). CHROME_PATH picks the browser.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

/** vite.config.ts compileHints(): the first line of every script the client build writes. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const KB = 1024;
export const BROWSER_BUDGETS = { content: 125 * KB, calculator: 165 * KB, application: 165 * KB };
/** DESIGN.md 9 and issue 19: no page's HTML over 60 KB, uncompressed. */
export const HTML_LIMIT = 60 * KB;

const PAYMENT_QUERY = "homePrice=400000&downPaymentPercent=10&interestRate=6.5&loanTermYears=30";
const LOAN_QUERY = "loanAmount=300000&interestRate=6.5&loanTermYears=30";

/** Script requests of a first visit, any page (issue 19: "not more than about 8"). */
export const MAX_SCRIPT_REQUESTS = 8;

/** One page of each type (issue 19's list), with its budget. */
export const PAGES = [
  ["content", "/"],
  ["content", "/learn"],
  ["content", "/learn/fha-loans"],
  ["content", "/learn/glossary"],
  ["content", "/privacy"],
  ["content", "/mortgage-types"],
  ["content", "/reviews"],
  ["content", "/calculators"],
  ["content", "/staff/sign-in"],
  ["calculator", "/calculators/mortgage-payment"],
  ["calculator", `/calculators/mortgage-payment?${PAYMENT_QUERY}`],
  // The no-JavaScript full schedule, one five-year page (with the mortgage insurance column).
  [
    "calculator",
    `/calculators/mortgage-payment?${PAYMENT_QUERY}&schedule=monthly-all&schedulePage=3`,
  ],
  ["calculator", "/calculators/amortization"],
  ["calculator", `/calculators/amortization?${LOAN_QUERY}`],
  ["calculator", `/calculators/amortization?${LOAN_QUERY}&schedule=monthly-all&schedulePage=6`],
  ["calculator", `/calculators/amortization?${LOAN_QUERY}&schedule=annually-all`],
  ["calculator", "/calculators/extra-payment"],
  ["calculator", "/calculators/extra-payment?schedule=monthly-all"],
  ["calculator", "/calculators/refinance"],
  ["calculator", "/calculators/refinance?schedule=monthly-all&schedulePage=2"],
  ["calculator", "/calculators/affordability"],
  ["calculator", "/calculators/apr"],
  ["calculator", "/calculators/how-much-house"],
  ["calculator", "/calculators/arm"],
  ["calculator", "/calculators/cash-to-close"],
  ["calculator", "/calculators/points"],
  ["application", "/apply/purchase"],
  ["application", "/apply/short-refinance"],
];

/** A free TCP port on loopback, for a server started by a script. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Waits for `url`/healthz to answer, or for `server` (a child process) to stop. */
export async function waitForHealth(url, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error("The server stopped before it was ready.");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not become ready in 2 minutes.");
}

/** Script bytes and requests of a first visit to `url` in a fresh context. */
export async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map();
  let bytes = 0;
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.set(e.requestId, e.response.url);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const html = (await response.body()).length;
  // Scripts without V8's compile hint on their first line (vite.config.ts compileHints()). The
  // route manifest is exempt: React Router writes it after the build's plugins, and it holds
  // data only, no function to compile.
  const unhinted = [];
  for (const [requestId, scriptUrl] of scripts) {
    if (/\/packs\/manifest-[\w-]+\.js$/.test(scriptUrl)) continue;
    const { body } = await cdp.send("Network.getResponseBody", { requestId });
    if (!body.startsWith(`${COMPILE_HINT}\n`)) unhinted.push(new URL(scriptUrl).pathname);
  }
  await context.close();
  return { bytes, requests: scripts.size, html, unhinted };
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "lender-budget-"));
  const server = spawn(process.execPath, ["server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_POINTS: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let failed = false;
  try {
    await waitForHealth(base, server);
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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
    });
    try {
      console.log(
        `     script KB (budget)  requests (max ${MAX_SCRIPT_REQUESTS})  HTML KB (${HTML_LIMIT / KB})  page`,
      );
      for (const [kind, pathname] of PAGES) {
        const { bytes, requests, html, unhinted } = await measure(browser, base + pathname);
        const budget = BROWSER_BUDGETS[kind];
        const over = bytes > budget || requests > MAX_SCRIPT_REQUESTS || html > HTML_LIMIT;
        failed ||= over || unhinted.length > 0;
        console.log(
          `${over ? "OVER" : "ok  "} ${(bytes / KB).toFixed(1).padStart(9)} (${budget / KB})  ${String(requests).padStart(18)}  ${(html / KB).toFixed(1).padStart(12)}  ${pathname}`,
        );
        if (unhinted.length)
          console.log(`     without the compile hint on line 1: ${unhinted.join(", ")}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      `\nA page is over DESIGN.md 9: its scripts over the budget (as Chromium received them) or needing more than ${MAX_SCRIPT_REQUESTS} requests, or its HTML over 60 KB; or a script lacks "${COMPILE_HINT}" on its first line (docs/decisions/043).`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
