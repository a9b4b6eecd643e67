// Lighthouse SEO category for the content pages against a running server:
//   node scripts/lighthouse-seo.mjs [base URL, default http://localhost:3300] [extra paths...]
// Prints each page's score and the audits that failed; exits 1 if any page is below 100.
// Not part of `npm test`: it takes a few seconds per page. Uses a system Chromium
// (CHROME_PATH, default /usr/bin/chromium); Lighthouse never downloads a browser.
import { existsSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const [base = process.env.BASE_URL ?? "http://localhost:3300", ...extra] = process.argv.slice(2);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install one or set CHROME_PATH.`);
  process.exit(2);
}

const paths = extra.length ? extra : ["/", "/learn", "/learn/how-a-mortgage-works", "/calculators"];

const health = await fetch(new URL("/robots.txt", base)).catch(() => null);
if (!health?.ok) {
  console.error(
    `No server answering at ${base}: start one first (PORT=3300 DATA_DIR=$(mktemp -d) node server/main.js).`,
  );
  process.exit(2);
}

const chrome = await launch({
  chromePath,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
let failed = 0;
try {
  for (const path of paths) {
    const url = new URL(path, base).href;
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["seo"],
      logLevel: "error",
      output: "json",
    });
    const lhr = result?.lhr;
    const score = Math.round((lhr?.categories.seo?.score ?? 0) * 100);
    if (score < 100) failed++;
    console.log(`${score < 100 ? "LOW " : "ok  "} SEO ${String(score).padStart(3)}  ${path}`);
    if (lhr?.runtimeError)
      console.log(`       ✗ ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const ref of lhr?.categories.seo?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(
          `       ✗ ${audit.id}: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ""}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
}
if (failed) {
  console.error(`\n${failed} page(s) scored below 100 in Lighthouse SEO.`);
  process.exit(1);
}
