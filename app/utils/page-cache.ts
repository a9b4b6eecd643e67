/**
 * What a page route may say in its `handle` for server/page-cache.ts (issue 19 item 4,
 * docs/decisions/026-page-cache.md): `pageCache: "build"` — the page load without a query string
 * is the same for every visitor and request of this build, today, at this origin, except for the
 * CSP nonce and the CSRF token; `"reviews"` — the same until reviews are next imported. Only for
 * a page whose loaders read nothing of the request but its path (no cookie, no visitor, no
 * session): an application step or anything for one visitor never says it.
 */
export type PageCacheHandle = { pageCache?: "build" | "reviews" };
