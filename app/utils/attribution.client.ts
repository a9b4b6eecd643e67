import { attributionFromQuery } from "~/lib/application/wire-names";

/**
 * Marketing attribution (spec 3): `src`, `isrc` and `end` in the address are kept in session
 * storage only when all three are present, and a `marketing-values:provided` event is
 * dispatched. They are referral codes, not personal data.
 */
const ATTRIBUTION_KEY = "marketing-values";
export const ATTRIBUTION_EVENT = "marketing-values:provided";

export type Attribution = { source: string; internet_source: string; endorser: string };

export function captureAttribution(
  search: string,
  storage: Storage = window.sessionStorage,
  target: EventTarget = window,
): Attribution | null {
  const values = attributionFromQuery(new URLSearchParams(search));
  if (!values) return null;
  try {
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(values));
  } catch {
    return null;
  }
  target.dispatchEvent(new CustomEvent(ATTRIBUTION_EVENT, { detail: values }));
  return values;
}

/** The stored values, only when all three exist (spec 3). */
export function readAttribution(storage: Storage = window.sessionStorage): Attribution | null {
  try {
    const parsed = JSON.parse(
      storage.getItem(ATTRIBUTION_KEY) ?? "null",
    ) as Partial<Attribution> | null;
    if (parsed && parsed.source && parsed.internet_source && parsed.endorser) {
      return {
        source: parsed.source,
        internet_source: parsed.internet_source,
        endorser: parsed.endorser,
      };
    }
  } catch {
    // Unreadable storage counts as no attribution.
  }
  return null;
}
