import { formatCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

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

/** Where a slider beside a number field can go: its own range, usually narrower than the field's. */
export type SliderRange = { readonly min: number; readonly max: number; readonly step: number };

/**
 * Where a slider sits for the text of the field beside it: the number typed, held within the
 * slider's range (a value beyond it leaves the slider at that end; the field keeps the value).
 * Empty or not a number → the slider's minimum. Commas, "$" and "%" are allowed, as in a link.
 *
 * @example sliderPosition("450,000", { min: 50_000, max: 2_000_000, step: 5_000 }) // 450000
 */
export function sliderPosition(text: string, range: SliderRange): number {
  const value = Number(text.replace(/[$,%\s]/g, ""));
  if (text.trim() === "" || !Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/**
 * The text a slider writes into its field: the value with at most `decimals` decimals and no
 * float noise or trailing zeros (0.1 + 0.2 steps give "0.3", not "0.30000000000000004").
 *
 * @example sliderFieldText(6.625, 3) // "6.625"; sliderFieldText(355000, 2) // "355000"
 */
export function sliderFieldText(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * A percent in words for a screen reader's aria-valuetext: "20 percent", "6.5 percent".
 *
 * @example spokenPercent(6.5) // "6.5 percent"
 */
export function spokenPercent(percent: number): string {
  return `${formatPercent(percent).slice(0, -1)} percent`;
}
