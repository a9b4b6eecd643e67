import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from "node:zlib";
import { expect, onTestFinished, test } from "vitest";
import { Visitor } from "../support/visitor";
import { ROOT, removeDir, spawnServer, startServer, useServer } from "./harness";

const server = useServer();

test("pages come with the security headers and no X-Powered-By", async () => {
  const res = await fetch(`${server().url}/`);
  expect(res.status).toBe(200);
  const csp = res.headers.get("content-security-policy") ?? "";
  const script = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(script).not.toContain("unsafe-inline");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toContain("camera=()");
  expect(res.headers.get("x-powered-by")).toBeNull();

  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
  // Every script the browser would run carries this response's nonce (JSON-LD is data, not code;
  // the route's module script waits as an inert block for a loader that carries the nonce and
  // gives it to the module it starts, docs/decisions/036).
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) =>
      !tag.includes('type="application/ld+json"') && !tag.includes('type="text/x-after-paint"'),
  );
  expect(html).toContain('<script type="text/x-after-paint">');
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A second response gets a different nonce.
  const again = (await fetch(`${server().url}/`)).headers.get("content-security-policy");
  expect(again).not.toContain(`'nonce-${nonce}'`);
});

test("static assets under /packs/ are immutable; a missing one is a 404", async () => {
  const html = await (await fetch(`${server().url}/`)).text();
  const asset = /href="(\/packs\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  const res = await fetch(`${server().url}${asset}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await fetch(`${server().url}/packs/nope-123.js`)).status).toBe(404);
  // A script carries only the headers that protect a resource, not a page's policy (issue 19:
  // each of a first visit's script requests pays for them).
  // The page's module script imports them (no preload links: decision 035).
  const script = /from "(\/packs\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const scriptRes = await fetch(`${server().url}${script}`);
  expect(scriptRes.status).toBe(200);
  expect(scriptRes.headers.get("x-content-type-options")).toBe("nosniff");
  expect(scriptRes.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(scriptRes.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  expect(scriptRes.headers.get("content-security-policy")).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(scriptRes.headers.get("permissions-policy")).toBeNull();
});

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = http.get(
      url,
      { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
  });
}

test("scripts are sent compressed once at build time: brotli, else gzip, else as they are", async () => {
  const html = await (await fetch(`${server().url}/`)).text();
  const scripts = [...html.matchAll(/\/packs\/[\w.-]+\.js/g)].map((m) => m[0]);
  // The largest script the page names: React and React Router (React DOM's client is loaded
  // with import() by the client entry, decision 038).
  const sizes = await Promise.all(
    scripts.map(async (s) => [s, (await rawGet(server().url + s)).body.length] as const),
  );
  const [largest, plainLength] = sizes.sort((a, b) => b[1] - a[1])[0]!;
  const plain = await rawGet(server().url + largest);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.headers["vary"]).toMatch(/Accept-Encoding/i);

  const br = await rawGet(server().url + largest, "gzip, deflate, br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  // Brotli at its highest setting, not the compression middleware's quality 4: about 13 %
  // smaller (React and React Router: 139 KB as code, 41 KB at quality 11, 47 KB at quality 4).
  const atQuality4 = brotliCompressSync(plain.body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
  }).length;
  expect(br.body.length).toBeLessThan(atQuality4 * 0.92);
  expect(br.body.length).toBeLessThan(plainLength * 0.35);

  const gz = await rawGet(server().url + largest, "gzip");
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
});

test("/healthz checks the database", async () => {
  const res = await fetch(`${server().url}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", database: "pglite" });
  expect(res.headers.get("cache-control")).toBe("no-store");
});

test("a change without the CSRF token, or from another origin, is refused with 403", async () => {
  const visitor = new Visitor(server().origin);
  await visitor.open("/");
  const missing = await visitor.request("PATCH", "/", {
    csrf: false,
    accept: "application/json",
    body: "{}",
    contentType: "application/json",
  });
  expect(missing.status).toBe(403);
  expect((await missing.json()).error).toMatch(/reload the page/i);

  const wrongToken = await visitor.request("PATCH", "/", {
    headers: { "x-csrf-token": "A".repeat(43) },
    csrf: false,
    accept: "application/json",
  });
  expect(wrongToken.status).toBe(403);

  const otherOrigin = await visitor.request("PATCH", "/", {
    origin: "https://evil.example",
    accept: "application/json",
  });
  expect(otherOrigin.status).toBe(403);
  expect((await otherOrigin.json()).error).toMatch(/did not come from this website/);

  // Another visitor's token does not work with this visitor's cookie.
  const other = new Visitor(server().origin);
  await other.open("/");
  const stolen = await visitor.request("PATCH", "/", {
    csrf: false,
    headers: { "x-csrf-token": other.csrfToken },
    accept: "application/json",
  });
  expect(stolen.status).toBe(403);

  // A form posted without JavaScript carries the token in a hidden field.
  const formNoToken = await visitor.request("POST", "/", {
    body: "a=1",
    contentType: "application/x-www-form-urlencoded",
    csrf: false,
  });
  expect(formNoToken.status).toBe(403);
  const formWithToken = await visitor.request("POST", "/", {
    body: `csrf=${encodeURIComponent(visitor.csrfToken)}`,
    contentType: "application/x-www-form-urlencoded",
    csrf: false,
  });
  expect(formWithToken.status).toBe(405);
});

test("non-GET requests are rate limited per client with Retry-After", async () => {
  const limited = await startServer({
    env: { RATE_LIMIT_POINTS: "5", RATE_LIMIT_WINDOW_SECONDS: "60" },
  });
  onTestFinished(async () => {
    await limited.stop();
    removeDir(limited.dataDir);
  });
  const visitor = new Visitor(limited.origin);
  await visitor.open("/");
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < 8; i++) {
    const res = await visitor.request("PATCH", "/", { accept: "application/json" });
    statuses.push(res.status);
    if (res.status === 429) retryAfter = res.headers.get("retry-after");
  }
  expect(statuses.slice(-2)).toEqual([429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  // Reading pages is never limited.
  expect((await fetch(`${limited.url}/`)).status).toBe(200);
});

test("logs are JSON lines with a request id and no cookies or tokens", async () => {
  const visitor = new Visitor(server().origin);
  await visitor.open("/?src=abc");
  const lines = server()
    .logs()
    .split("\n")
    .filter((l) => l.includes('"msg":"request"'));
  expect(lines.length).toBeGreaterThan(0);
  const entry = JSON.parse(lines.at(-1)!);
  expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
  expect(entry.path).toBe("/");
  const all = server().logs();
  expect(all).not.toContain(visitor.csrfToken);
  expect(all).not.toContain(visitor.cookie.split("=")[1]!);
  expect(all).not.toContain("src=abc");
});

test("a second server on the same embedded database refuses to start with a clear message", async () => {
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PORT: "0",
      DATA_DIR: server().dataDir,
      NODE_ENV: "production",
    },
  });
  let output = "";
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("is in use by another process");
});

test("SIGTERM finishes the request in flight, closes the database and exits within 5 s", async () => {
  const other = await startServer();
  try {
    const slow = fetch(`${other.url}/`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 5));
    const started = Date.now();
    const code = await other.stop();
    expect(await slow).toBe(200);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    // The lock is released: the same folder opens again.
    const again = await startServer({ dataDir: other.dataDir });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    await again.stop();
  } finally {
    removeDir(other.dataDir);
  }
});

test("robots.txt and sitemap.xml set no cookie and may be cached; pages set the visitor cookie", async () => {
  for (const file of ["/robots.txt", "/sitemap.xml"]) {
    const res = await fetch(`${server().url}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  }
  const page = await fetch(`${server().url}/learn`, { headers: { accept: "text/html" } });
  expect(page.headers.getSetCookie().join(";")).toMatch(
    /__Host-visitor=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure/,
  );
});

test("`npm run dev` serves the site from the sources with hot reload and the labelled sample reviews", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lender-dev-"));
  onTestFinished(() => removeDir(dataDir));
  // npm runs the script in a shell: the server gets its own process group, stopped as a whole.
  const { child, port, logs, exited } = await spawnServer(
    "npm",
    ["run", "--silent", "dev"],
    {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      HMR_PORT: String(await freePort()),
      LOG_LEVEL: "info",
    },
    { detached: true },
  );
  onTestFinished(async () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
    await exited;
  });
  expect(logs()).toContain("(pglite, development)");

  const page = await (await fetch(`http://127.0.0.1:${port}/calculators/amortization`)).text();
  expect(page).toContain('<meta name="csrf-token"');
  expect(page).toContain("virtual:react-router/inject-hmr-runtime");
  expect(page).toContain('import("/app/entry.client.tsx")');
  const reviews = await (await fetch(`http://127.0.0.1:${port}/reviews`)).text();
  expect(reviews).toContain(">Sample review</span>");
}, 120_000);

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
