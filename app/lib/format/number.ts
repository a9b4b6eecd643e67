/**
 * The one reading of a number typed into a calculator field or carried by a link. Every kind of
 * field (money, percent, whole years) goes through `parseNumber`, in the browser and on the
 * server, so a value is read the same way wherever it is read.
 *
 * What is accepted: what an HTML number input submits (a plain decimal, with an optional
 * exponent: "6.5", ".5", "1e3"), after removing what a person or a mask adds: "$", commas,
 * spaces and a trailing "%". Empty text is 0 (spec 5: empty or missing numbers are 0).
 */

/** A field's allowed values: `min` to `max` inclusive, with at most `decimals` decimals. */
export type NumberRange = {
  readonly min: number;
  readonly max: number;
  /** 2 for cents, 3 for percents (the percentage mask's precision), 0 for whole years. */
  readonly decimals: number;
};

/** Why a text is refused, in the words of the browser's Constraint Validation API. */
export type NumberProblem = "badInput" | "rangeUnderflow" | "rangeOverflow" | "stepMismatch";

export type NumberReading =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: NumberProblem };

/** A field read into its engine value, or refused with the message the field shows. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** HTML's "valid floating-point number", plus a leading "+" or a bare trailing point ("5."). */
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The text with what people and masks add removed: "$", commas, spaces, a trailing "%".
 *
 * @example cleanNumberText(" $1,234.50 ") // "1234.50"; cleanNumberText("6.5%") // "6.5"
 */
export function cleanNumberText(text: string): string {
  return text.replace(/[$,\s]/g, "").replace(/%$/, "");
}

/**
 * A number from text, or NaN when the text is not a number (spec 5's numeric-string parser):
 * "$" signs, commas, spaces and a trailing "%" are removed first; hex, "Infinity" and numbers too
 * large to be finite are NaN; empty text is NaN here (fields read it as 0, see parseNumber).
 *
 * @example parseNumeric("1,234.50") // 1234.5; parseNumeric("1e3") // 1000; parseNumeric("abc") // NaN
 */
export function parseNumeric(text: string): number {
  const cleaned = cleanNumberText(text);
  if (!NUMERIC.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value + 0 : Number.NaN;
}

/**
 * True when `value` has at most `decimals` decimals. A tolerance absorbs binary fractions
 * (0.07 × 100 = 7.000000000000001 is still 7 cents), as browsers allow for a number input's step.
 */
function fitsDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= 1e-7 * Math.max(1, Math.abs(scaled));
}

/**
 * A field's text as a number within `range`. Empty (or missing) text is 0, which must itself be
 * in the range. The value is refused, never clamped or truncated: a refused value is shown as
 * typed with the field's message, and no result is computed from it.
 *
 * @example parseNumber("150", { min: 0, max: 100, decimals: 3 }) // { ok: false, problem: "rangeOverflow" }
 * @example parseNumber("30.5", { min: 1, max: 100, decimals: 0 }) // { ok: false, problem: "stepMismatch" }
 * @example parseNumber("$1,234.50", { min: 0, max: 9e10, decimals: 2 }) // { ok: true, value: 1234.5 }
 */
export function parseNumber(text: string | null | undefined, range: NumberRange): NumberReading {
  const value = text == null || text.trim() === "" ? 0 : parseNumeric(text);
  if (Number.isNaN(value)) return { ok: false, problem: "badInput" };
  if (value < range.min) return { ok: false, problem: "rangeUnderflow" };
  if (value > range.max) return { ok: false, problem: "rangeOverflow" };
  if (!fitsDecimals(value, range.decimals)) return { ok: false, problem: "stepMismatch" };
  return { ok: true, value };
}

/** The number as a field's text in plain digits: up to `decimals` decimals, no exponent. */
export function plainNumberText(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return "";
  const fixed = value.toFixed(decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, "") : fixed;
}
