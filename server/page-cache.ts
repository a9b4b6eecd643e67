import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { PageCacheHandle } from "~/utils/page-cache";

/** Values that differ per response, put into a cached copy at its placeholders. */
export type PerResponse = { nonce: string; csrfToken: string };

export type PageCacheOptions = {
  build: ServerBuild;
  /** The load context of the one render that fills the cache: placeholders, no visitor. */
  fillContext: (placeholders: PerResponse) => RouterContextProvider;
  /** This response's values (the nonce the CSP header names, the visitor's masked token). */
  perResponse: (res: Parameters<RequestHandler>[1]) => PerResponse;
  /** Changes when reviews are imported (read at most once a second). */
  reviewsVersion: () => Promise<string>;
  /** Today's date: calculators' defaults depend on it. */
  today: () => string;
};

type Entry = {
  variant: string;
  /** The HTML cut at the placeholders: parts[0] value parts[1] value … parts[n]. */
  parts: string[];
  /** Which value goes after parts[i]. */
  slots: ("nonce" | "csrfToken")[];
  headers: [string, string][];
};

/** build.routes (flat, by parentId) as the tree matchRoutes takes. */
function routeTree(build: ServerBuild): RouteObject[] {
  const nodes = new Map<string, { id: string; children?: RouteObject[] } & RouteObject>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
    } as RouteObject & { id: string });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * A test a path must pass to be one of the cached routes' pages: each opted-in route's full path
 * as a regular expression, as loose as React Router's matching or looser (any case, an optional
 * trailing slash, a parameter is any segment, an optional one may be absent). It only spares the
 * other pages (application steps, calculators with a query string) matchRoutes, which flattens
 * and ranks every route on each call (4 % of an application page's server time, profiled); a
 * path that passes still goes through matchRoutes, and one it turns away is rendered as usual.
 */
function cachedRoutesFilter(routes: RouteObject[]): RegExp {
  const patterns: string[] = [];
  const walk = (nodes: RouteObject[], prefix: string) => {
    for (const node of nodes) {
      const full = node.path ? `${prefix}/${node.path}` : prefix;
      const kind = (node.handle as PageCacheHandle | undefined)?.pageCache;
      if (kind === "build" || kind === "reviews") patterns.push(pattern(full));
      if (node.children) walk(node.children, full);
    }
  };
  const pattern = (full: string) =>
    full
      .split("/")
      .filter(Boolean)
      .map((segment) => {
        if (segment === "*") return "(?:/.*)?";
        if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
        const text = segment.replace(/\?$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        return segment.endsWith("?") ? `(?:/${text})?` : `/${text}`;
      })
      .join("");
  walk(routes, "");
  return new RegExp(`^(?:${patterns.join("|")})/?$`, "i");
}

/**
 * Serves the pages that are the same for everyone from one render per build, path, origin and
 * day (and reviews import), with this response's CSP nonce and masked CSRF token put in at
 * unique placeholders. Only a plain page load is served from it: GET, no query string, no
 * X-Requested-With (the reviews fragment), a route whose handle opts in. The copy is rendered
 * for no visitor (no cookie, a throwaway visitor secret, placeholder values), so nothing of a
 * visitor can be in it; the visitor cookie and every header of the middleware before it are
 * still set per request. Anything else, and a render that is not a plain 200 page, goes on to
 * React Router as before.
 */
export function pageCache(options: PageCacheOptions): RequestHandler {
  const routes = routeTree(options.build);
  const mayBeCached = cachedRoutesFilter(routes);
  const handler = createRequestHandler(options.build, "production");
  // Letters and digits only: passes through React's attribute escaping and React Router's JSON
  // unchanged; random per process, so no page text can contain it.
  const marker = randomBytes(12).toString("hex");
  const placeholders: PerResponse = {
    nonce: `PAGECACHENONCE${marker}`,
    csrfToken: `PAGECACHECSRF${marker}`,
  };
  const cut = new RegExp(`${placeholders.nonce}|${placeholders.csrfToken}`, "g");
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  // Paths whose render is not a plain page (an unknown article: 404), so that each request for
  // them is not rendered twice; bounded, since anyone can make up paths.
  const uncacheable = new Set<string>();
  let reviews = { version: "", read: 0 };

  async function reviewsVersion(): Promise<string> {
    if (Date.now() - reviews.read > 1000) {
      reviews = { version: await options.reviewsVersion(), read: Date.now() };
    }
    return reviews.version;
  }

  async function fill(origin: string, pathname: string, variant: string): Promise<Entry | null> {
    const request = new Request(origin + pathname, { headers: { accept: "text/html" } });
    const response = await handler(request, options.fillContext(placeholders));
    const type = response.headers.get("content-type") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie")
    ) {
      await response.body?.cancel();
      return null;
    }
    const html = await response.text();
    const parts = html.split(cut);
    const slots = [...html.matchAll(cut)].map((m) =>
      m[0] === placeholders.nonce ? ("nonce" as const) : ("csrfToken" as const),
    );
    // A page without its token or nonce is not the page this cache was written for.
    if (!slots.includes("nonce") || !slots.includes("csrfToken")) return null;
    const headers = [...response.headers].filter(
      ([name]) => !["content-length", "cache-control", "set-cookie"].includes(name),
    );
    return { variant, parts, slots, headers };
  }

  return (req, res, next) => {
    if (req.method !== "GET" || req.originalUrl.includes("?") || req.get("x-requested-with"))
      return next();
    if (!mayBeCached.test(req.path)) return next();
    const leaf = matchRoutes(routes, req.path)?.at(-1)?.route;
    const kind = (leaf?.handle as PageCacheHandle | undefined)?.pageCache;
    if (kind !== "build" && kind !== "reviews") return next();
    // The origin as @react-router/express builds the request URL (pages name it in links).
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const key = origin + req.path;
    void (async () => {
      let stamp = "";
      try {
        if (kind === "reviews") stamp = await reviewsVersion();
      } catch {
        // The database does not answer: the page renders as without a cache (the home page
        // still loads without its review figures).
        return next();
      }
      const variant = `${options.today()}|${stamp}`;
      if (uncacheable.has(`${key}|${variant}`)) return next();
      let entry = entries.get(key);
      if (entry?.variant !== variant) {
        const fillKey = `${key}|${variant}`;
        let pending = filling.get(fillKey);
        if (!pending) {
          pending = fill(origin, req.path, variant).finally(() => filling.delete(fillKey));
          filling.set(fillKey, pending);
        }
        const filled = await pending;
        if (!filled) {
          if (uncacheable.size >= 1000) uncacheable.clear();
          uncacheable.add(`${key}|${variant}`);
          return next();
        }
        // Bounded: paths match routes case-insensitively and with a trailing slash, so anyone can
        // make up new keys; past the bound a new one is served but not kept.
        if (entries.size < 500 || entries.has(key)) entries.set(key, filled);
        entry = filled;
        res.setHeader("X-Page-Cache", "miss");
      } else {
        res.setHeader("X-Page-Cache", "hit");
      }
      const values = options.perResponse(res);
      let body = entry.parts[0]!;
      for (let i = 0; i < entry.slots.length; i++)
        body += values[entry.slots[i]!] + entry.parts[i + 1]!;
      for (const [name, value] of entry.headers) res.setHeader(name, value);
      res.status(200).end(body);
    })().catch(next);
  };
}
