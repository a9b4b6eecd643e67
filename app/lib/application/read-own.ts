/**
 * Reading untrusted bodies safely: only own data properties are read (never inherited ones such
 * as `constructor`, never getters), so "__proto__", "constructor" and "prototype" keys in a body
 * are inert, and a hostile object cannot run code while we read it.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The own data property `key` of `value`, or undefined (also for non-objects and accessors). */
export function ownValue(value: unknown, key: string): unknown {
  if (!isRecord(value)) return undefined;
  try {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    return descriptor && "value" in descriptor ? descriptor.value : undefined;
  } catch {
    // A Proxy trap may throw: treat the property as absent.
    return undefined;
  }
}

/** A fresh plain object holding only `keys` that `value` owns as data properties. */
export function pickOwn(value: unknown, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const v = ownValue(value, key);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** Half of a UTF-16 pair on its own: valid in JSON, but not text any database will store. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
