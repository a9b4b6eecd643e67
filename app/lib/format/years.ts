import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";

/** A loan term's default range: whole years from 1 to 100 (the engine's 1,200-month limit). */
export const YEARS_RANGE: NumberRange = { min: 1, max: 100, decimals: 0 };

/**
 * The message a years field shows for a value outside `range`.
 *
 * @example yearsMessage(YEARS_RANGE) // "Enter a whole number of years from 1 to 100."
 */
export function yearsMessage(range: NumberRange): string {
  return `Enter a whole number of years from ${range.min} to ${range.max}.`;
}

/**
 * A loan term in WHOLE YEARS, or refused with the field's message: "30.5" is refused (not read
 * as 30, nor as 305), as are 0 (an empty field) and terms above the range's maximum.
 *
 * @example parseYears("30", YEARS_RANGE) // { ok: true, value: 30 }
 * @example parseYears("30.5", YEARS_RANGE) // { ok: false, message: "Enter a whole number of years from 1 to 100." }
 */
export function parseYears(
  text: string | null | undefined,
  range: NumberRange = YEARS_RANGE,
): Parsed<number> {
  const reading = parseNumber(text, { ...range, decimals: 0 });
  return reading.ok ? reading : { ok: false, message: yearsMessage(range) };
}
