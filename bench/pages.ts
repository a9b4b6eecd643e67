// The pages section of `npm run bench` (issue 19 items 4 and 6): every page type of the site's
// production build beside a bare React Router page (bench/floor, built with the repo's own
// react-router and vite, served by Express + compression + @react-router/express like the site),
// in the same run, so each figure is read as a ratio to the framework's floor on this machine now.
//
// Per page: autocannon at 50 connections (BENCH_PAGE_WARMUP seconds of warm-up, default 10, then
// 8 s measured; --quick: 3 s and 3 s), each
// request a page load (Accept: text/html; Accept-Encoding: gzip, deflate, br): requests per
// second, p50, p99, and req/s as a share of the floor's (the floor is measured first and last,
// the ratio uses their mean); the server's CPU time per request, and the floor's divided by it
// (Linux: what the req/s ratio would be on an idle machine, far less moved by other work on a
// shared one). Then Lighthouse 12 mobile performance (default simulated throttling): score,
// LCP, TBT, CLS, and LCP as a ratio to the floor's, each the median of LIGHTHOUSE_RUNS runs
// (default 3). Content pages are loaded as a first visit (no
// cookie); application steps with one borrower's visitor cookie and draft (the first step
// answered over the wire for the later step), as a browser coming back to its application would.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { getForm } from "~/lib/application/forms";
import { stepPath } from "~/lib/application/wire";
import { Visitor } from "../tests/support/visitor";
import { FormWalk, type StepAnswer } from "../tests/support/walk";

const ROOT = path.resolve(import.meta.dirname, "..");
const FLOOR = path.join(ROOT, "bench", "floor");
const CONNECTIONS = 50;

/** issue 19 item 4: a share of the floor's req/s, and p99. */
export const TARGET = { share: 0.5, shareWithQuery: 0.4, p99Ms: 250 };

type Page = { label: string; path: string; visitor?: "draft" };
export const PAGES: Page[] = [
  { label: "home", path: "/" },
  { label: "article", path: "/learn/fha-loans" },
  { label: "mortgage payment", path: "/calculators/mortgage-payment" },
  {
    label: "mortgage payment ?query",
    path: "/calculators/mortgage-payment?homePrice=300000&loanTermYears=30&interestRate=6.5&downPayment=15000&downPaymentPercent=5",
  },
  { label: "amortization", path: "/calculators/amortization" },
  {
    label: "amortization ?query",
    path: "/calculators/amortization?loanAmount=300000&interestRate=6.5&loanTermYears=30",
  },
  { label: "extra payment", path: "/calculators/extra-payment" },
  {
    label: "extra payment ?query",
    path: "/calculators/extra-payment?loanAmount=200000&interestRate=6.5&loanTermYears=30&additionalPayment=100",
  },
  { label: "refinance", path: "/calculators/refinance" },
  {
    label: "refinance ?query",
    path: "/calculators/refinance?originalLoanAmount=300000&originalInterestRate=7.25&newLoanAmount=290000&newInterestRate=6",
  },
  { label: "affordability", path: "/calculators/affordability" },
  { label: "mortgage types", path: "/mortgage-types" },
  { label: "reviews", path: "/reviews" },
  { label: "apply: first step", path: "/apply/purchase" },
  // The later step's path is filled in once the first step has been answered.
  { label: "apply: second step", path: "", visitor: "draft" },
  { label: "staff sign-in", path: "/staff/sign-in" },
];

type Throughput = {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per answered request (Linux /proc): far less moved by other load. */
  cpuMs: number;
  non2xx: number;
  errors: number;
};

/** CPU seconds (user + system) a process has used, from /proc; NaN where there is no /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
type Vitals = { score: number; lcp: number; tbt: number; cls: number } | { error: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds bench/floor when it has no build yet (a few seconds). */
function buildFloor(): void {
  if (existsSync(path.join(FLOOR, "build", "server", "index.js"))) return;
  const built = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "react-router"),
    ["build", FLOOR],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (built.status !== 0) throw new Error(`bench/floor did not build:\n${built.stderr}`);
}

async function startFloor() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(FLOOR, "server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) },
    // React Router logs every 404 (Lighthouse asks for /favicon.ico): not the bench's business.
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let started = Date.now(); ; await sleep(100)) {
    if (child.exitCode !== null) throw new Error("the floor server exited");
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 30_000) throw new Error("the floor server did not start");
  }
  return {
    origin,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function runAutocannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function throughput(
  pid: number,
  url: string,
  headers: Record<string, string>,
  seconds: { warmUp: number; measured: number },
): Promise<Throughput> {
  // What a browser's page load sends: the HTML is compressed on the fly, as for a visitor.
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br", ...headers },
  };
  await runAutocannon({ ...options, duration: seconds.warmUp });
  const cpuBefore = cpuSeconds(pid);
  const r = await runAutocannon({ ...options, duration: seconds.measured });
  const cpuAfter = cpuSeconds(pid);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuMs: ((cpuAfter - cpuBefore) * 1000) / r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function vitals(port: number, url: string, headers: Record<string, string>): Promise<Vitals> {
  const result = await lighthouse(
    url,
    {
      port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      extraHeaders: headers,
    },
    // Lighthouse's default config is mobile with simulated throttling.
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.code ?? "no result" };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance?.score ?? NaN,
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

/**
 * Lighthouse's figures for one page move from run to run (its total blocking time by 100 ms on a
 * 2-core machine): each page is run LIGHTHOUSE_RUNS times (default 3) and the median of each
 * figure is shown (Lighthouse's own advice for comparing pages). A run that fails (Chromium
 * sometimes reports no navigation start) is tried again, once per run.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function medianVitals(
  port: number,
  url: string,
  headers: Record<string, string>,
): Promise<Vitals> {
  const runs: Exclude<Vitals, { error: string }>[] = [];
  let failure: Vitals | undefined;
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    let v = await vitals(port, url, headers);
    if ("error" in v) v = await vitals(port, url, headers);
    if ("error" in v) failure = v;
    else runs.push(v);
  }
  if (runs.length === 0) return failure ?? { error: "no result" };
  const median = (pick: (v: (typeof runs)[number]) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    score: median((v) => v.score),
    lcp: median((v) => v.lcp),
    tbt: median((v) => v.tbt),
    cls: median((v) => v.cls),
  };
}

/** A borrower who has answered the first purchase step: their cookie and the second step's path. */
async function borrowerWithDraft(origin: string): Promise<{ cookie: string; path: string }> {
  const form = getForm("purchase")!;
  const visitor = new Visitor(origin);
  await (await visitor.open(stepPath(form.id, form.firstSlug))).body?.cancel();
  const walk = new FormWalk(form);
  const res = await visitor.patchJson(walk.path(), walk.body(walk.input()));
  if (res.status !== 200) throw new Error(`the first purchase step was refused (${res.status})`);
  walk.advance((await res.json()) as StepAnswer);
  // A page load of the step the borrower is on, as a reload or a later visit asks for it.
  const page = await visitor.open(walk.path());
  await page.body?.cancel();
  if (page.status !== 200) throw new Error(`${walk.path()} answered ${page.status}`);
  return { cookie: visitor.cookie, path: walk.path() };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const pad = (s: string, n: number) => s.padStart(n);

export type PagesOptions = {
  quick: boolean;
  lighthouse: boolean;
  /** Only the pages whose label contains one of these (all when empty). */
  only: string[];
  startSite: () => Promise<{ origin: string; pid: number; stop: () => Promise<void> }>;
};

/** Runs the pages section and prints its table; resolves false when a target is not met. */
export async function benchPages(options: PagesOptions): Promise<boolean> {
  // The warm-up is long enough for V8 to have compiled the page's code (decision 034): after a
  // 2 s warm-up the site's p99 on this 2-core machine still held the first seconds' stalls
  // (500 to 1,100 ms, the same page 214 to 239 ms from the 13th second on), which is the
  // server warming up once after a start, not its rendering.
  const warmUp = Number(process.env.BENCH_PAGE_WARMUP ?? (options.quick ? 3 : 10));
  const seconds = { warmUp, measured: options.quick ? 3 : 8 };
  buildFloor();
  const floor = await startFloor();
  // A site that does not start must not leave the floor's server running.
  const site = await options.startSite().catch(async (error: unknown) => {
    await floor.stop();
    throw error;
  });
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    const draft = await borrowerWithDraft(site.origin);
    const pages = PAGES.map((p) => (p.visitor === "draft" ? { ...p, path: draft.path } : p)).filter(
      (p) => !options.only.length || options.only.some((o) => p.label.includes(o)),
    );
    console.log(
      `\npages: autocannon ${CONNECTIONS} connections, ${seconds.warmUp} s warm-up + ${seconds.measured} s each` +
        `${options.lighthouse ? `; Lighthouse mobile performance, median of ${LIGHTHOUSE_RUNS} runs` : ""}; floor = bench/floor (bare React Router 7); ` +
        `${os.cpus().length} CPUs, load average ${loadAverage()}`,
    );
    const floorBefore = await throughput(floor.pid, floor.origin + "/", {}, seconds);
    const rows: { page: Page; t: Throughput; v?: Vitals }[] = [];
    for (const page of pages) {
      const headers: Record<string, string> = page.visitor ? { cookie: draft.cookie } : {};
      rows.push({ page, t: await throughput(site.pid, site.origin + page.path, headers, seconds) });
    }
    const floorAfter = await throughput(floor.pid, floor.origin + "/", {}, seconds);
    const floorRps = (floorBefore.rps + floorAfter.rps) / 2;
    const floorCpu = (floorBefore.cpuMs + floorAfter.cpuMs) / 2;

    let floorVitals: Vitals | undefined;
    if (options.lighthouse) {
      chrome = await launch({
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
      });
      // A socket error inside Lighthouse can end the process without the `finally` below.
      const browser = chrome;
      process.once("exit", () => browser.process?.kill());
      floorVitals = await medianVitals(chrome.port, floor.origin + "/", {});
      for (const row of rows) {
        const headers: Record<string, string> = row.page.visitor ? { Cookie: draft.cookie } : {};
        row.v = await medianVitals(chrome.port, site.origin + row.page.path, headers);
      }
    }

    const floorLcp = floorVitals && "lcp" in floorVitals ? floorVitals.lcp : NaN;
    const head =
      `${"page".padEnd(26)} ${pad("req/s", 7)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("×floor", 7)} ${pad("CPU ms", 7)} ${pad("×floor", 7)}` +
      (options.lighthouse
        ? ` ${pad("perf", 5)} ${pad("LCP ms", 7)} ${pad("TBT ms", 7)} ${pad("CLS", 6)} ${pad("LCP×floor", 9)}`
        : "");
    console.log(head);
    const line = (label: string, t: Throughput, v: Vitals | undefined, share: string) => {
      let out =
        `${label.padEnd(26)} ${pad(fmt(t.rps), 7)} ${pad(fmt(t.p50), 7)} ${pad(fmt(t.p99), 7)} ${pad(share, 7)}` +
        ` ${pad(fmt(t.cpuMs, 2), 7)} ${pad(fmt(floorCpu / t.cpuMs, 2), 7)}`;
      if (options.lighthouse) {
        out +=
          v && "score" in v
            ? ` ${pad(fmt(v.score, 2), 5)} ${pad(fmt(v.lcp), 7)} ${pad(fmt(v.tbt), 7)} ${pad(fmt(v.cls, 3), 6)} ${pad(fmt(v.lcp / floorLcp, 2), 9)}`
            : ` ${v && "error" in v ? v.error : ""}`;
      }
      if (t.non2xx || t.errors) out += `  (${t.non2xx} non-2xx, ${t.errors} errors)`;
      return out;
    };
    console.log(line("floor (first)", floorBefore, floorVitals, "1.00"));
    console.log(line("floor (last)", floorAfter, undefined, "1.00"));
    let met = true;
    const missed: string[] = [];
    for (const { page, t, v } of rows) {
      const share = t.rps / floorRps;
      const target = page.path.includes("?") ? TARGET.shareWithQuery : TARGET.share;
      const ok = share >= target && t.p99 <= TARGET.p99Ms && !t.non2xx && !t.errors;
      if (!ok) missed.push(page.label);
      met &&= ok;
      console.log(line(`${ok ? " " : "!"} ${page.label}`, t, v, fmt(share, 2)));
    }
    console.log(
      `targets: ≥ ${TARGET.share} × floor req/s (≥ ${TARGET.shareWithQuery} with a query string), p99 ≤ ${TARGET.p99Ms} ms, no errors: ` +
        (met ? "met" : `NOT met (${missed.join(", ")})`),
    );
    // Other work on the machine moves every figure; the ratios to the floor only partly correct it.
    const busy = os.loadavg()[0]! > os.cpus().length;
    console.log(
      `load average ${loadAverage()} after${busy ? ": the machine was busy, the figures are not reliable" : ""}`,
    );
    return met;
  } finally {
    await chrome?.kill();
    await site.stop();
    await floor.stop();
  }
}
