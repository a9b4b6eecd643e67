import { z } from "zod";
import { LONE_SURROGATE } from "./read-own";

/**
 * Reading raw wire values, shared by every field kind (field-kinds.ts): every string is capped
 * before any pattern runs, control characters become spaces, runs of spaces collapse and the ends
 * are trimmed; an empty string is "no answer". Calendar days are plain numbers (no Date).
 */

/** Longest raw string read at all: longer ones are refused before any other work. */
export const HARD_MAX_LENGTH = 1000;
/** Most values a checkbox group accepts on the wire (each option at most twice). */
export const MAX_LIST_ITEMS = 64;

export const DEFAULT_TEXT_MAX = 100;
export const DEFAULT_NAME_MAX = 50;
export const EMAIL_MAX = 254;

export const UNREADABLE_MESSAGE = "We couldn't read this answer. Please enter it again.";
export const TOO_LONG_MESSAGE = "This answer is too long. Please shorten it.";

export function tooLongMessage(max: number): string {
  return `Keep this answer to ${max} characters or fewer.`;
}

// ---------------------------------------------------------------------------------------------
// Reading raw wire values
// ---------------------------------------------------------------------------------------------

const CONTROL_OR_SPACE = /[\s\u0000-\u001F\u007F-\u009F]+/g;

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** One scalar wire value as trimmed text; undefined when there is no answer. */
export function readScalar(raw: unknown): Read<string | undefined> {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  if (typeof raw === "number") {
    return Number.isFinite(raw)
      ? { ok: true, value: String(raw) }
      : { ok: false, message: UNREADABLE_MESSAGE };
  }
  if (typeof raw === "boolean") return { ok: true, value: String(raw) };
  if (typeof raw !== "string") return { ok: false, message: UNREADABLE_MESSAGE };
  if (raw.length > HARD_MAX_LENGTH) return { ok: false, message: TOO_LONG_MESSAGE };
  if (LONE_SURROGATE.test(raw)) return { ok: false, message: UNREADABLE_MESSAGE };
  const text = raw.replace(CONTROL_OR_SPACE, " ").trim();
  return { ok: true, value: text === "" ? undefined : text };
}

const CHECKED = new Set(["on", "true", "yes", "1"]);
const UNCHECKED = new Set(["", "off", "false", "no", "0"]);

/** A checkbox: 'on'/'true' (or true) is ticked, absent or 'false' is not; null if unreadable. */
export function readCheckbox(raw: unknown): boolean | null {
  if (raw === undefined || raw === null || raw === false || raw === 0) return false;
  if (raw === true || raw === 1) return true;
  if (typeof raw === "string" && raw.length <= 10) {
    const token = raw.trim().toLowerCase();
    if (CHECKED.has(token)) return true;
    if (UNCHECKED.has(token)) return false;
    return null;
  }
  // A hidden "false" input followed by the box itself (a common no-JS pattern) gives a list.
  // One level only: a list inside the list is unreadable, and never read by recursion (a body
  // nested thousands deep overflowed the server's stack: "couldn't read" instead of the message).
  if (Array.isArray(raw) && raw.length <= 4) {
    const read = raw.map((v) => (Array.isArray(v) ? null : readCheckbox(v)));
    if (read.some((v) => v === null)) return null;
    return read.some((v) => v === true);
  }
  return null;
}

/** A checkbox group: a list of strings (or one string); [] when nothing is chosen. */
export function readList(raw: unknown): Read<string[]> {
  const items: unknown[] = Array.isArray(raw)
    ? raw
    : raw === undefined || raw === null
      ? []
      : [raw];
  if (items.length > MAX_LIST_ITEMS) return { ok: false, message: UNREADABLE_MESSAGE };
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== "string" || item.length > DEFAULT_TEXT_MAX) {
      return { ok: false, message: UNREADABLE_MESSAGE };
    }
    const value = item.trim();
    if (value !== "") out.push(value);
  }
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers (no Date: a birth date is a calendar day, not an instant)
// ---------------------------------------------------------------------------------------------

export { daysInMonth, isLeapYear } from "~/lib/finance/day";

export function dayKey(year: number, month: number, day: number): number {
  return year * 10_000 + month * 100 + day;
}

export const DATE_MIN = dayKey(1900, 1, 1);
export const DATE_MAX = dayKey(2100, 1, 1);

export function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

export type Ctx = z.core.$RefinementCtx;

export function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** "1234.5" → 123450 cents, exactly (no floating point on the way). */
export function centsFromDecimal(text: string): number {
  const [whole = "", fraction = ""] = text.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0") || "0");
}
