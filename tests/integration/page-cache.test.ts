import { describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { insertReviews } from "~/models/reviews.server";
import { Visitor } from "../support/visitor";
import { databaseKinds } from "./databases";
import { createTestDatabase, removeDir, startServer, useServer } from "./harness";

/**
 * The page cache (server/page-cache.ts, docs/decisions/026-page-cache.md): pages that are the
 * same for everyone are rendered once and served with this response's CSP nonce and CSRF token.
 * What must hold: every response has its own nonce (the one its CSP header names, on every
 * script) and its own token (valid for its own cookie only), no response carries another
 * visitor's, and the copy is the page React Router renders but for those two values.
 */
type Page = { status: number; cache: string | null; html: string; cspNonce: string; token: string };

async function load(visitor: Visitor, path: string): Promise<Page> {
  const res = await visitor.open(path);
  const html = await res.text();
  const csp = res.headers.get("content-security-policy") ?? "";
  const cspNonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  return {
    status: res.status,
    cache: res.headers.get("x-page-cache"),
    html,
    cspNonce,
    token: visitor.csrfToken,
  };
}

/** Every nonce attribute of the page, and every place the root's CSRF token is written. */
function nonces(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
}
function tokens(html: string): string[] {
  const meta = [...html.matchAll(/<meta name="csrf-token" content="([^"]+)"/g)].map((m) => m[1]!);
  // React Router's serialized loader data (turbo-stream inside a JS string: quotes escaped).
  const data = [...html.matchAll(/\\"csrfToken\\",\\"([^"\\]+)\\"/g)].map((m) => m[1]!);
  return [...meta, ...data];
}

/** A POST that only the CSRF check can refuse: the home page has no action (405 once past it). */
async function tokenAccepted(visitor: Visitor, token: string): Promise<boolean> {
  const res = await visitor.request("POST", "/", {
    body: `csrf=${encodeURIComponent(token)}`,
    contentType: "application/x-www-form-urlencoded",
    csrf: false,
  });
  await res.body?.cancel();
  if (res.status !== 405 && res.status !== 403) throw new Error(`unexpected ${res.status}`);
  return res.status === 405;
}

const CACHED = [
  "/",
  "/learn/fha-loans",
  "/calculators/amortization",
  "/calculators/affordability",
  "/mortgage-types",
  "/reviews",
  "/privacy",
];

// The server of these tests runs on PGlite: in the PostgreSQL pass (decision 039) they would only
// repeat the PGlite pass's.
describe.runIf(databaseKinds().includes("pglite"))("on PGlite", () => {
  const server = useServer();

  test("a cached page carries this response's own nonce and CSRF token, never another visitor's", async () => {
    for (const path of CACHED) {
      const a = new Visitor(server().origin);
      const b = new Visitor(server().origin);
      const first = await load(a, path);
      const second = await load(b, path);
      const again = await load(a, path);
      // Served from the one render (the first of them may have filled it).
      expect(second.cache, path).toBe("hit");
      expect(again.cache, path).toBe("hit");
      for (const page of [first, second, again]) {
        expect(page.status, path).toBe(200);
        // The nonce the CSP header allows is the one on every script, and nothing else is.
        expect(page.cspNonce, path).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
        expect(nonces(page.html).length, path).toBeGreaterThan(0);
        expect(new Set(nonces(page.html)), path).toEqual(new Set([page.cspNonce]));
        // The token is in the meta tag and the root's data, the same in both.
        expect(tokens(page.html).length, path).toBe(2);
        expect(new Set(tokens(page.html)), path).toEqual(new Set([page.token]));
        expect(page.html, path).not.toMatch(/PAGECACHE/);
      }
      // Fresh values in every response, and none of A's in B's page.
      expect(new Set([first.cspNonce, second.cspNonce, again.cspNonce]).size, path).toBe(3);
      expect(new Set([first.token, second.token, again.token]).size, path).toBe(3);
      for (const value of [first.cspNonce, first.token, again.cspNonce, again.token])
        expect(second.html, path).not.toContain(value);
      expect(a.cookie).not.toBe(b.cookie);
    }
    // Each token belongs to its own visitor's cookie.
    const a = new Visitor(server().origin);
    const b = new Visitor(server().origin);
    const pageA = await load(a, "/mortgage-types");
    const pageB = await load(b, "/mortgage-types");
    expect(pageB.cache).toBe("hit");
    expect(await tokenAccepted(a, pageA.token)).toBe(true);
    expect(await tokenAccepted(b, pageB.token)).toBe(true);
    expect(await tokenAccepted(b, pageA.token)).toBe(false);
    expect(await tokenAccepted(a, pageB.token)).toBe(false);
  });

  test("the cached copy is the page React Router renders, but for the nonce and the token", async () => {
    // The schedule's no-JavaScript links keep the page's query string (its inputs): the tracking
    // parameter below shows up in them, and nowhere else.
    const normal = (page: Page) =>
      page.html
        .split(page.cspNonce)
        .join("NONCE")
        .split(page.token)
        .join("TOKEN")
        .split("?utm_source=test&amp;")
        .join("?");
    for (const path of CACHED) {
      const visitor = new Visitor(server().origin);
      await load(visitor, path);
      const cached = await load(visitor, path);
      expect(cached.cache, path).toBe("hit");
      // A query string no page reads: the same page, but never served from the cache.
      const rendered = await load(visitor, `${path}?utm_source=test`);
      expect(rendered.cache, path).toBeNull();
      expect(normal(cached), path).toBe(normal(rendered));
    }
  });

  test("every page that opts in is served from the cache, in any case and with a trailing slash", async () => {
    // Paths reach the cache through a quick test of the opted-in routes' paths (server/page-cache.ts,
    // cachedRoutesFilter) before React Router's matching: none of them may be turned away by it.
    const calculators = [
      ...["amortization", "mortgage-payment", "extra-payment", "refinance", "affordability"],
      ...["down-payment", "income-requirement", "monthly-payment", "qualifying-income", "pay-more"],
      ...["apr", "points", "arm", "cash-to-close", "how-much-house"],
    ].map((name) => `/calculators/${name}`);
    const legal = ["privacy", "licensing", "accessibility", "terms", "esign", "acknowledgments"];
    const paths = [
      ...["/", "/calculators", "/mortgage-types", "/reviews", "/learn", "/learn/glossary"],
      ...["/learn/fha-loans", "/Calculators/Amortization", "/learn/fha-loans/", "/REVIEWS/"],
      ...calculators,
      ...legal.map((name) => `/${name}`),
    ];
    const visitor = new Visitor(server().origin);
    for (const path of paths) {
      const first = await load(visitor, path);
      expect(first.status, path).toBe(200);
      const again = await load(visitor, path);
      expect(again.cache, path).toBe("hit");
    }
  });

  test("application steps, pages with a query string and fragments are never served from the cache", async () => {
    const visitor = new Visitor(server().origin);
    for (const path of [
      "/apply/purchase",
      "/apply/purchase",
      "/calculators/amortization?loanAmount=300000&interestRate=6.5&loanTermYears=30",
      "/learn?q=rates",
      "/staff/sign-in",
    ]) {
      const page = await load(visitor, path);
      expect(page.cache, path).toBeNull();
    }
    const fragment = await visitor.request("GET", "/reviews", {
      accept: "text/html",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(fragment.headers.get("x-page-cache")).toBeNull();
    expect(await fragment.text()).not.toMatch(/<html/);
  });

  test("no page preloads its scripts ahead of its content; the route's module script still loads them, after the first paint", async () => {
    // docs/decisions/035: the preloads in <head> made a slow connection download the scripts
    // while the page waited for its stylesheet. Cached and rendered pages alike.
    const visitor = new Visitor(server().origin);
    for (const path of [
      "/",
      "/calculators/amortization",
      "/calculators/amortization?loanAmount=300000&interestRate=6.5&loanTermYears=30",
      "/apply/purchase",
    ]) {
      const page = await load(visitor, path);
      expect(page.status, path).toBe(200);
      expect(page.html, path).not.toContain("modulepreload");
      // The stylesheet is still in <head>, and the module script at the end imports the root's
      // and the page's modules (which import the rest) and starts the client.
      const head = page.html.slice(0, page.html.indexOf("</head>"));
      expect(head, path).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/packs\/app-[^"]+\.css"/);
      // docs/decisions/036: it is kept inert and started by a loader carrying this response's
      // nonce once a frame has painted; nothing runs as a module straight from the HTML.
      expect(page.html, path).not.toMatch(/<script[^>]*type="module"/);
      const moduleScript =
        /<script type="text\/x-after-paint">([\s\S]*?)<\/script><script nonce="([^"]+)">([^<]*)<\/script>/.exec(
          page.html,
        );
      expect(moduleScript?.[1], path).toMatch(/import \* as route0 from "\/packs\/root-[^"]+\.js"/);
      expect(moduleScript?.[1], path).toMatch(/import \* as route1 from "\/packs\/[^"]+\.js"/);
      expect(moduleScript?.[1], path).toMatch(/import\("\/packs\/entry\.client-[^"]+\.js"\)/);
      expect(moduleScript?.[2], path).toBe(page.cspNonce);
      expect(moduleScript?.[3], path).toMatch(/requestAnimationFrame/);
    }
  });
});

// Reviews are imported by another process (scripts/import-reviews.ts): PostgreSQL only, since
// PGlite's folder belongs to the running server. The cache must not outlive an import.
describe.runIf(databaseKinds().includes("postgres"))("on PostgreSQL", () => {
  test("the home page and /reviews show an imported review at once", async () => {
    const database = (await createTestDatabase())!;
    const pgServer = await startServer({ databaseUrl: database.url });
    const visitor = new Visitor(pgServer.origin);
    try {
      for (const path of ["/", "/reviews"]) await load(visitor, path);
      const before = await load(visitor, "/reviews");
      expect(before.cache).toBe("hit");
      expect(before.html).not.toContain("A review imported while the page was cached");
      const handle = await openDb({ databaseUrl: database.url, dataDir: pgServer.dataDir });
      try {
        await insertReviews(handle.db, [
          {
            authorName: "Pat Q.",
            location: "Austin, TX",
            rating: 5,
            title: "A review imported while the page was cached",
            body: "Quick and clear.",
            reviewedOn: "2026-01-15",
            loanType: "purchase",
            sample: false,
          },
        ]);
      } finally {
        await handle.close();
      }
      // The stamp is read at most once a second.
      await new Promise((r) => setTimeout(r, 1100));
      const after = await load(visitor, "/reviews");
      expect(after.cache).toBe("miss");
      expect(after.html).toContain("A review imported while the page was cached");
      // One review of 5 stars: the home page's teaser says so.
      const home = await load(visitor, "/");
      expect(home.cache).toBe("miss");
      expect(home.html).toMatch(/5\.0/);
    } finally {
      await pgServer.stop();
      removeDir(pgServer.dataDir);
      await database.drop();
    }
  });
});
