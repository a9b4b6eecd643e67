import { dollarsToCents, type Cents } from "~/lib/finance/money";
import { formatCurrency } from "~/lib/format/currency";
import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";

/** Spec 9: the largest amount the money mask accepts, in DOLLARS. */
export const MONEY_MAX = 90_000_000_000;

/** A money field's default range: $0 to $90,000,000,000, cents allowed. */
export const MONEY_RANGE: NumberRange = { min: 0, max: MONEY_MAX, decimals: 2 };

/**
 * The message a money field shows for a value outside `range`.
 *
 * @example moneyMessage(MONEY_RANGE) // "Enter an amount from $0 to $90,000,000,000, in dollars and cents."
 */
export function moneyMessage(range: NumberRange): string {
  const unit = range.decimals > 0 ? "in dollars and cents" : "in whole dollars";
  return `Enter an amount from ${formatCurrency(range.min)} to ${formatCurrency(range.max)}, ${unit}.`;
}

/**
 * A money field (spec 5: "$" and commas stripped; empty is 0) to integer CENTS, or refused with
 * the field's message when it is not a number, is negative, is above the range's maximum or has
 * more decimals than the range allows.
 *
 * @example parseMoney("$162,000", MONEY_RANGE) // { ok: true, value: 16_200_000 }
 * @example parseMoney("4687.5", MONEY_RANGE) // { ok: true, value: 468_750 }
 * @example parseMoney("-5", MONEY_RANGE) // { ok: false, message: "Enter an amount from $0 to ..." }
 */
export function parseMoney(
  text: string | null | undefined,
  range: NumberRange = MONEY_RANGE,
): Parsed<Cents> {
  const reading = parseNumber(text, range);
  return reading.ok
    ? { ok: true, value: dollarsToCents(reading.value) }
    : { ok: false, message: moneyMessage(range) };
}

/**
 * Cents as the text a money field is given, before its mask adds commas: whole dollars without
 * decimals ("40000"), otherwise exactly 2 decimals ("2850.10", never "2850.1").
 *
 * @example moneyFieldText(4_000_000) // "40000"; moneyFieldText(285_010) // "2850.10"
 */
export function moneyFieldText(cents: Cents): string {
  if (!Number.isFinite(cents)) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
