import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { readReviewsCsv } from "~/lib/reviews/csv";
import { insertReviews } from "~/models/reviews.server";
import { seedSampleReviews } from "~/models/sample-reviews.server";
import { removeDir, startServer, type RunningServer } from "./harness";

/**
 * The reviews fragment endpoint (spec 7) over real HTTP on the production build, and the rule
 * that sample reviews never show in production. The database holds the 37 development samples,
 * the 23 fixture reviews and one review full of HTML, dated before all the others:
 * 24 real reviews → pages of 10, 10 and 4.
 *
 * Page numbers: a missing `page` is page 1; one that is not a whole number from 1 ("abc", "0",
 * "-1", "2.5") is refused with 400 by the fragment endpoint (the full page shows page 1 instead).
 */
const HOSTILE_CSV = [
  "author_name,location,rating,title,body,reviewed_on,loan_type,sample",
  `Eve <b>bold</b>,"Austin, TX",1,"<script>alert(""title"")</script>","<img src=x onerror=alert(1)> & ""quoted""",2025-12-31,purchase,false`,
  "",
].join("\n");

const PAGE_1 = ["20", "10", "19", "09", "18", "08", "17", "07", "16", "06"].map(
  (n) => `Test review ${n}`,
);
const XHR = { "X-Requested-With": "XMLHttpRequest", Accept: "text/html" };

function itemCount(html: string): number {
  return (html.match(/<li data-review="/g) ?? []).length;
}

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<h3 id="review-\d+-title"[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1] ?? "");
}

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lender-reviews-it-"));
  const handle = await openDb({ dataDir });
  try {
    // Development start-up seeds the samples into the empty table...
    expect(await seedSampleReviews(handle.db)).toBe(37);
    // ...then real reviews come in through the import.
    for (const text of [
      readFileSync(path.resolve("tests/fixtures/reviews.csv"), "utf8"),
      HOSTILE_CSV,
    ]) {
      const parsed = readReviewsCsv(text, "2026-11-22");
      if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
      await insertReviews(handle.db, parsed.reviews);
    }
    // A table that holds reviews is never seeded again.
    expect(await seedSampleReviews(handle.db)).toBe(0);
  } finally {
    await handle.close();
  }
});

afterAll(() => {
  if (dataDir) removeDir(dataDir);
});

describe("production mode", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("GET /reviews?page=N with the XMLHttpRequest marker answers that page's items as a fragment", async () => {
    const counts: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await fetch(`${server.url}/reviews?page=${page}`, { headers: XHR });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("vary")).toMatch(/X-Requested-With/i);
      const html = await res.text();
      expect(html).not.toMatch(/<html|<!DOCTYPE|<body/i);
      expect(html.startsWith("<li")).toBe(true);
      counts.push(itemCount(html));
      if (page === 1) expect(titlesOf(html)).toEqual(PAGE_1);
    }
    expect(counts).toEqual([10, 10, 4]);
  });

  test("past the last page the answer is a single space", async () => {
    for (const page of [4, 50]) {
      const res = await fetch(`${server.url}/reviews?page=${page}`, { headers: XHR });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(" ");
    }
  });

  test("a page number that is not a whole number from 1 is a 400; no page number is page 1", async () => {
    for (const bad of ["abc", "0", "-1", "2.5", "1e2", ""]) {
      const res = await fetch(`${server.url}/reviews?page=${bad}`, { headers: XHR });
      expect(res.status, `page=${bad}`).toBe(400);
      expect(await res.text()).toBe("The page must be a whole number from 1.");
    }
    const first = await fetch(`${server.url}/reviews`, { headers: XHR });
    expect(titlesOf(await first.text())).toEqual(PAGE_1);
  });

  test("without the marker the same URL is the full page, which also varies on the marker", async () => {
    const res = await fetch(`${server.url}/reviews?page=2`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("vary")).toMatch(/X-Requested-With/i);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(itemCount(html)).toBe(10);
    // A bad page number on the full page shows page 1.
    const bad = await (await fetch(`${server.url}/reviews?page=abc`)).text();
    expect(titlesOf(bad)).toEqual(PAGE_1);
  });

  test("sample reviews never appear in production: not in the list, the count or the markup", async () => {
    const samples = readReviewsCsv(
      readFileSync(path.resolve("content/reviews/sample-reviews.csv"), "utf8"),
      "2026-11-22",
    );
    if (!samples.ok) throw new Error("the sample file must be valid");
    const sampleTitles = samples.reviews.map((r) => r.title);

    const page = await (await fetch(`${server.url}/reviews`)).text();
    expect(page).not.toContain("Sample review");
    expect(page).toContain('data-review-count="24"');
    const ld = [
      ...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((m) => JSON.parse(m[1] ?? "{}"));
    const rating = ld.find((d: { aggregateRating?: unknown }) => d.aggregateRating) as {
      aggregateRating: Record<string, unknown>;
    };
    // 98 for the 23 fixtures + 1 → 99 / 24 = 4.125 → 4.1
    expect(rating.aggregateRating).toMatchObject({ ratingValue: 4.1, reviewCount: 24 });

    let all = "";
    for (let n = 1; n <= 8; n++) {
      all += await (await fetch(`${server.url}/reviews?page=${n}`, { headers: XHR })).text();
    }
    expect(itemCount(all)).toBe(24);
    expect(all).not.toContain("Sample review");
    for (const title of sampleTitles)
      expect(all).not.toContain(title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    // The home page's teaser counts the same 24.
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toMatch(/from (<!-- -->)?24/);
  });

  test("review text is escaped: HTML from the database is shown as typed, never run", async () => {
    const html = await (await fetch(`${server.url}/reviews?page=3`, { headers: XHR })).text();
    expect(html).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;");
    expect(html).toContain("Eve &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/i);
  });
});

describe("development mode", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir, env: { NODE_ENV: "development" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("sample reviews show, each labelled as a sample", async () => {
    const page = await (await fetch(`${server.url}/reviews`)).text();
    expect(page).toContain('data-review-count="61"');
    expect(page).toContain("Development mode: made-up sample reviews are shown");
    let all = "";
    for (let n = 1; n <= 7; n++) {
      all += await (await fetch(`${server.url}/reviews?page=${n}`, { headers: XHR })).text();
    }
    expect(itemCount(all)).toBe(61);
    expect((all.match(/>Sample review</g) ?? []).length).toBe(37);
  });
});

test("seedSampleReviews refuses a file with a row not marked as a sample, and imports nothing", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lender-seed-it-"));
  const file = path.join(dir, "samples.csv");
  writeFileSync(
    file,
    [
      "author_name,location,rating,title,body,reviewed_on,loan_type,sample",
      'Ann B.,"Reno, NV",5,Fine,Made-up text.,2024-01-01,purchase,true',
      'Real P.,"Reno, NV",4,Real,A real review.,2024-01-02,purchase,false',
    ].join("\n"),
  );
  const handle = await openDb({ dataDir: path.join(dir, "db") });
  try {
    await expect(seedSampleReviews(handle.db, { file })).rejects.toThrow(/sample=true/);
    // The table is still empty, so a good file is seeded afterwards.
    writeFileSync(
      file,
      [
        "author_name,location,rating,title,body,reviewed_on,loan_type,sample",
        'Ann B.,"Reno, NV",5,Fine,Made-up text.,2024-01-01,purchase,true',
      ].join("\n"),
    );
    expect(await seedSampleReviews(handle.db, { file })).toBe(1);
  } finally {
    await handle.close();
    removeDir(dir);
  }
});
