import { formatDecimal } from "~/lib/format/decimal";
import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";

/**
 * A rate or share given in PERCENT (6.5 means 6.5 %) for display, with at most `maxDecimals`
 * decimals (3 by default, the percentage mask's precision) and no trailing zeros: "6.5%".
 * With `keepZeros`, always exactly `maxDecimals` decimals, as an APR is disclosed: "6.500%".
 * Rounded half away from zero. Not a finite number → "0%".
 *
 * @example formatPercent(3.875) // "3.875%"; formatPercent(20) // "20%"; formatPercent(6.5, 3, true) // "6.500%"
 */
export function formatPercent(percent: number, maxDecimals = 3, keepZeros = false): string {
  const text = formatDecimal(
    Number.isFinite(percent) ? percent : 0,
    maxDecimals,
    keepZeros ? maxDecimals : 0,
  );
  // A negative amount that rounds to zero shows no sign: "-0" or "-0.000".
  return `${/^-0(\.0+)?$/.test(text) ? text.slice(1) : text}%`;
}

/** A percentage field's default range: 0 to 100 with up to 3 decimals (the percentage mask). */
export const PERCENT_RANGE: NumberRange = { min: 0, max: 100, decimals: 3 };

/**
 * The message a percentage field shows for a value outside `range`.
 *
 * @example percentMessage({ min: 0, max: 30, decimals: 3 }) // "Enter a percentage from 0 to 30, with up to 3 decimals."
 */
export function percentMessage(range: NumberRange): string {
  const decimals =
    range.decimals === 0
      ? "in whole numbers"
      : `with up to ${range.decimals} decimal${range.decimals === 1 ? "" : "s"}`;
  return `Enter a percentage from ${range.min} to ${range.max}, ${decimals}.`;
}

/**
 * A rate or share typed in PERCENT (spec 5: "6.5" means 6.5 %; empty is 0), or refused with the
 * field's message when it is not a number or lies outside `range`.
 *
 * @example parsePercent("3.875", PERCENT_RANGE) // { ok: true, value: 3.875 }
 * @example parsePercent("150", PERCENT_RANGE) // { ok: false, message: "Enter a percentage from 0 to 100, with up to 3 decimals." }
 */
export function parsePercent(
  text: string | null | undefined,
  range: NumberRange = PERCENT_RANGE,
): Parsed<number> {
  const reading = parseNumber(text, range);
  return reading.ok ? reading : { ok: false, message: percentMessage(range) };
}
