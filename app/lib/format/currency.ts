import { roundHalfUp, type Cents } from "~/lib/finance/money";
import { formatDecimal } from "~/lib/format/decimal";
import { parseNumeric } from "~/lib/format/number";

export type CurrencyOptions = {
  /** Show 2 decimals ("$1,234.56", the simple calculators); whole dollars otherwise. */
  readonly withCents?: boolean;
  /** Currency symbol; "$" by default (spec 9). */
  readonly symbol?: string;
};

function toNumber(value: number | string | null | undefined): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  return parseNumeric(value);
}

/**
 * THE money formatter: every dollar amount on screen goes through it (or formatCentsAsCurrency).
 * Money for display (spec 9): a DOLLAR amount in whole dollars with comma separators and a symbol
 * ("$1,234"), rounded half-up; with `withCents`, 2 decimals ("$1,234.56"). A negative amount
 * reads "-$1,234". A value that is not a finite number (NaN, "", "abc", Infinity) shows "$0"
 * (or "$0.00"). Numeric strings such as "1,234.5" are accepted.
 *
 * @example formatCurrency(1264.5) // "$1,265"; formatCurrency(761.78, { withCents: true }) // "$761.78"
 */
export function formatCurrency(
  dollars: number | string | null | undefined,
  options: CurrencyOptions = {},
): string {
  const symbol = options.symbol ?? "$";
  const value = toNumber(dollars);
  const safe = Number.isFinite(value) ? value : 0;
  const text = options.withCents
    ? formatDecimal(roundHalfUp(safe * 100) / 100, 2, 2)
    : formatDecimal(roundHalfUp(safe), 0);
  return text.startsWith("-") ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/**
 * formatCurrency for an amount in integer CENTS, the engine's unit.
 *
 * @example formatCentsAsCurrency(126_414) // "$1,264"; formatCentsAsCurrency(126_414, { withCents: true }) // "$1,264.14"
 */
export function formatCentsAsCurrency(cents: Cents, options: CurrencyOptions = {}): string {
  return formatCurrency(cents / 100, options);
}

/**
 * Annual income for display (spec 9): a DOLLAR amount TRUNCATED to whole dollars, "$64,247" for
 * 64,247.99; not a finite number → "$0".
 *
 * @example formatAnnualIncome(64247.99) // "$64,247"
 */
export function formatAnnualIncome(dollars: number): string {
  return formatCurrency(Number.isFinite(dollars) ? Math.trunc(dollars) : Number.NaN);
}
