import { dollarsToCents, type Cents } from "~/lib/finance/money";

/** Optional sign, digits with an optional decimal part, or a bare decimal part (".5"). */
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The numeric-string parser of spec 5: commas are removed, surrounding spaces ignored, and the
 * rest must be a plain decimal number (no exponent, no hex, no "Infinity"); otherwise NaN. An
 * empty string is not numeric (NaN). Numbers too large to be finite are NaN too.
 *
 * @example parseNumeric("1,234.50") // 1234.5; parseNumeric("abc") // NaN; parseNumeric("") // NaN
 */
export function parseNumeric(text: string): number {
  const cleaned = text.replace(/,/g, "").trim();
  if (!NUMERIC.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value + 0 : Number.NaN;
}

/**
 * A number field of a calculator form (spec 5: empty or missing numbers are 0): null, undefined,
 * "" or spaces give 0; anything else goes through parseNumeric (so "abc" is NaN). Rates are read
 * with this as percent numbers ("6.5" means 6.5 %).
 *
 * @example parseNumberInput("") // 0; parseNumberInput("6.5") // 6.5; parseNumberInput(null) // 0
 */
export function parseNumberInput(text: string | null | undefined): number {
  if (text == null || text.trim() === "") return 0;
  return parseNumeric(text);
}

/**
 * A money field (spec 5): dollar signs and commas are stripped, then as parseNumberInput.
 * Result in DOLLARS. Negative values are returned as typed; the mask and the form schema keep
 * money non-negative.
 *
 * @example parseMoneyInput("$1,234.50") // 1234.5; parseMoneyInput("") // 0; parseMoneyInput("$") // NaN
 */
export function parseMoneyInput(text: string | null | undefined): number {
  if (text == null || text.trim() === "") return 0;
  return parseNumeric(text.replace(/\$/g, ""));
}

/**
 * A money field straight to integer CENTS for the engine (parseMoneyInput, then half-up).
 *
 * @example parseMoneyInputToCents("$162,000") // 16_200_000; parseMoneyInputToCents("abc") // NaN
 */
export function parseMoneyInputToCents(text: string | null | undefined): Cents {
  return dollarsToCents(parseMoneyInput(text));
}
