import { formatCurrency } from "~/lib/format/currency";

/**
 * The amount a percentage slider shows (spec 9): the integer part of base × percent / 100.
 * The product is read back at 12 significant digits first so float noise (0.29 × 1000 =
 * 289.99999…) does not drop a whole unit. Not finite → 0.
 *
 * @example percentageSliderAmount(250_000, 3.5) // 8750; percentageSliderAmount(999, 50) // 499
 */
export function percentageSliderAmount(base: number, percent: number): number {
  const value = (base * percent) / 100;
  if (!Number.isFinite(value)) return 0;
  return Math.trunc(Number(value.toPrecision(12))) + 0;
}

/**
 * The text of a price slider (spec 9): "$" and comma separators, blank for 0 (and for anything
 * that is not a finite number). Amount in DOLLARS: whole dollars as "$250,000", a fractional
 * amount with 2 decimals ("$1,234.50").
 *
 * @example formatPriceSliderText(250000) // "$250,000"; formatPriceSliderText(0) // ""
 */
export function formatPriceSliderText(dollars: number): string {
  if (!Number.isFinite(dollars) || dollars === 0) return "";
  return formatCurrency(dollars, { withCents: !Number.isInteger(dollars) });
}
