// Lighthouse mobile performance (default simulated throttling) of every page type against a
// running production server (DESIGN.md 9, issue 19: score ≥ 0.98, TBT ≤ 50 ms, CLS 0):
//   node scripts/lighthouse-perf.mjs [base URL, default http://localhost:3300] [paths...]
// Each page is measured RUNS times (default 3; the machine may be shared, so one run is noise)
// and the median of each figure is printed: score, FCP, LCP, TBT, CLS, and the LCP element.
// Exits 1 when a page misses the bar. Not part of `npm test` (a minute or more per page type).
// Uses a system Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded.
//
// `measurePages(baseUrl, pages, { runs })` returns the same figures for `npm run bench`; a page is
// a path or `{ path, cookie }` (an application step past the first needs the visitor's cookie:
// `applicationSession(baseUrl)` answers the first step in a browser and returns one).
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu"];

/** The bar every page meets (DESIGN.md 9). */
export const TARGET = { score: 0.98, tbtMs: 50, cls: 0 };

/** Issue 19's page types; the later application step is added by `defaultPages`. */
export const PAGE_PATHS = [
  "/",
  "/learn/fha-loans",
  "/calculators/mortgage-payment",
  "/calculators/mortgage-payment?homePrice=300000&loanTermYears=30&interestRate=6.5&downPayment=15000&downPaymentPercent=5&propertyTax=3000&propertyTaxPercent=1.053&homeInsurance=1200&hoaDues=0&includePmi=on",
  "/calculators/amortization",
  "/calculators/amortization?loanAmount=300000&interestRate=6.5&loanTermYears=30",
  "/calculators/extra-payment",
  "/calculators/extra-payment?loanAmount=200000&interestRate=6.5&loanTermYears=30&startDate=01%2F2027&extraStartDate=01%2F2027&additionalPayment=100",
  "/calculators/refinance",
  "/calculators/refinance?rollClosingCosts=1",
  "/calculators/apr",
  "/calculators/apr?loanAmount=300000&interestRate=6.5&loanTermYears=30&points=1&lenderFees=2000&startDate=01%2F2027",
  "/calculators/points",
  "/calculators/points?loanAmount=400000&loanTermYears=30&yearsInHome=7&rate1=6.75&points1=0&rate2=6.5&points2=1&rate3=6.25&points3=2&rate4=7&points4=-0.5",
  "/calculators/arm",
  "/calculators/arm?loanAmount=300000&loanTermYears=30&initialRate=6&initialPeriodYears=7&adjustmentMonths=12&initialCap=5&periodicCap=2&lifetimeCap=5&margin=2.75&indexRate=4&startDate=03%2F2027",
  "/calculators/how-much-house",
  "/calculators/how-much-house?monthlyIncome=8000&monthlyDebts=700&interestRate=6.5&loanTermYears=30",
  "/calculators/cash-to-close",
  "/calculators/affordability",
  "/calculators/affordability?monthly-income=8000&monthly-debt=700&interest-rate=6.5&loan-length=30",
  "/mortgage-types",
  "/reviews",
  "/apply/purchase",
  "/staff/sign-in",
];

/**
 * A visitor who has answered the purchase application's first step: the later step's path and
 * the cookie that opens it (Lighthouse would otherwise be sent back to the first step).
 */
export async function applicationSession(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL("/apply/purchase", baseUrl).href);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel("Not yet, I'm still looking").check();
    await page.getByLabel("In the next 3 months").check();
    await page.getByRole("button", { name: "NEXT" }).click();
    await page.waitForURL(/\/apply\/purchase\/property_area$/);
    const cookies = await context.cookies();
    return {
      path: "/apply/purchase/property_area",
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    };
  } finally {
    await browser.close();
  }
}

/** PAGE_PATHS and a later application step with its session. */
export async function defaultPages(baseUrl) {
  return [...PAGE_PATHS, await applicationSession(baseUrl)];
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function runOnce(port, url, cookie) {
  const result = await lighthouse(
    url,
    {
      port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      // A first visit, except that a later application step keeps its visitor's cookie.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message}`);
  const a = lhr.audits;
  const lcpElement = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: lhr.categories.performance.score,
    fcpMs: a["first-contentful-paint"].numericValue,
    lcpMs: a["largest-contentful-paint"].numericValue,
    tbtMs: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    lcpElement: lcpElement?.snippet ?? lcpElement?.selector ?? null,
  };
}

/**
 * Each page `runs` times in one Chromium; the median of each figure per page:
 * `[{ path, score, fcpMs, lcpMs, tbtMs, cls, lcpElement, runs: [...] }]`.
 */
export async function measurePages(baseUrl, pages, { runs = 3 } = {}) {
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: install one or set CHROME_PATH.`);
  const chrome = await launch({ chromePath, chromeFlags: FLAGS });
  // Lighthouse can end the process from a socket error (the server gone mid-run) without this
  // function's `finally`: the browser must not outlive it.
  const killChrome = () => chrome.process?.kill();
  process.once("exit", killChrome);
  const results = [];
  try {
    for (const page of pages) {
      const { path, cookie } = typeof page === "string" ? { path: page, cookie: undefined } : page;
      const url = new URL(path, baseUrl).href;
      const each = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): try again.
        for (let attempt = 1; ; attempt++) {
          try {
            each.push(await runOnce(chrome.port, url, cookie));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
      }
      results.push({
        path,
        score: median(each.map((r) => r.score)),
        fcpMs: median(each.map((r) => r.fcpMs)),
        lcpMs: median(each.map((r) => r.lcpMs)),
        tbtMs: median(each.map((r) => r.tbtMs)),
        cls: median(each.map((r) => r.cls)),
        lcpElement: each[0].lcpElement,
        runs: each,
      });
    }
  } finally {
    process.off("exit", killChrome);
    await chrome.kill();
  }
  return results;
}

/** Whether a page's medians meet the bar. */
export function meetsTarget(r) {
  return r.score >= TARGET.score && r.tbtMs <= TARGET.tbtMs && r.cls <= TARGET.cls;
}

async function main() {
  const [base = process.env.BASE_URL ?? "http://localhost:3300", ...extra] = process.argv.slice(2);
  const health = await fetch(new URL("/healthz", base)).catch(() => null);
  if (!health?.ok) {
    console.error(
      `No server answering at ${base}: start one first (PORT=3300 DATA_DIR=$(mktemp -d) node server/main.js).`,
    );
    process.exit(2);
  }
  const runs = Number(process.env.RUNS ?? 3);
  const pages = extra.length ? extra : await defaultPages(base);
  const results = await measurePages(base, pages, { runs });
  console.log(`Lighthouse mobile performance, median of ${runs} run(s)`);
  console.log("      score   FCP ms   LCP ms  TBT ms    CLS  page");
  let failed = 0;
  for (const r of results) {
    const ok = meetsTarget(r);
    if (!ok) failed++;
    console.log(
      `${ok ? "ok  " : "LOW "}  ${r.score.toFixed(2)}  ${String(Math.round(r.fcpMs)).padStart(7)}  ${String(Math.round(r.lcpMs)).padStart(7)}  ${String(Math.round(r.tbtMs)).padStart(6)}  ${r.cls.toFixed(3)}  ${r.path}`,
    );
    if (!ok && r.lcpElement) console.log(`        LCP element: ${r.lcpElement.slice(0, 120)}`);
  }
  if (failed) {
    console.error(
      `\n${failed} page(s) below score ${TARGET.score}, over TBT ${TARGET.tbtMs} ms or with CLS > 0.`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
