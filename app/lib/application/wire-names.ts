/**
 * The parts of the wire contract (wire.ts) that every page's script needs: the CSRF names and
 * the marketing attribution read from an address (spec 3). Kept apart from wire.ts so the site's
 * shell does not ship the step contract; wire.ts re-exports all of it and stays its one owner.
 */

export const CSRF_HEADER = "X-CSRF-Token";
/** The CSRF token's name as a form field (a page without JavaScript posts it). */
export const CSRF_FIELD = "csrf";

export const ATTRIBUTION_KEYS = ["source", "internet_source", "endorser"] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = { readonly [K in AttributionKey]?: string };
/** Longest attribution value kept (longer ones are dropped). */
export const ATTRIBUTION_MAX = 100;

/** The address's names for the attribution values (spec 3: `src`, `isrc`, `end`). */
export const ATTRIBUTION_QUERY: Readonly<Record<AttributionKey, string>> = {
  source: "src",
  internet_source: "isrc",
  endorser: "end",
};

/**
 * The attribution an address carries: all three values or none (spec 3), each trimmed and at most
 * 100 characters. The browser stores it; the server puts it in a first step's hidden fields, so a
 * borrower who lands on a step (with or without JavaScript) sends it with that very step.
 */
export function attributionFromQuery(params: URLSearchParams): Required<Attribution> | null {
  const [source, internet_source, endorser] = ATTRIBUTION_KEYS.map((key) =>
    params.get(ATTRIBUTION_QUERY[key])?.trim(),
  );
  if (!source || !internet_source || !endorser) return null;
  if ([source, internet_source, endorser].some((v) => v.length > ATTRIBUTION_MAX)) return null;
  return { source, internet_source, endorser };
}

/** The address part that carries complete attribution on to the next page (no-JavaScript steps). */
export function attributionSearch(attribution: Attribution | null): string {
  const params = new URLSearchParams();
  for (const key of ATTRIBUTION_KEYS) {
    const value = attribution?.[key];
    if (!value) return "";
    params.set(ATTRIBUTION_QUERY[key], value);
  }
  return `?${params}`;
}
