import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";

/** A count of months held in escrow: whole months from 0 to 12. */
export const ESCROW_MONTHS_RANGE: NumberRange = { min: 0, max: 12, decimals: 0 };

/**
 * The message a months field shows for a value outside `range`.
 *
 * @example monthsMessage(ESCROW_MONTHS_RANGE) // "Enter a whole number of months from 0 to 12."
 */
export function monthsMessage(range: NumberRange): string {
  return `Enter a whole number of months from ${range.min} to ${range.max}.`;
}

/**
 * A count of WHOLE MONTHS (empty is 0), or refused with the field's message: "2.5" is refused,
 * as are counts outside the range.
 *
 * @example parseMonths("3", ESCROW_MONTHS_RANGE) // { ok: true, value: 3 }
 * @example parseMonths("13", ESCROW_MONTHS_RANGE) // { ok: false, message: "Enter a whole number of months from 0 to 12." }
 */
export function parseMonths(
  text: string | null | undefined,
  range: NumberRange = ESCROW_MONTHS_RANGE,
): Parsed<number> {
  const reading = parseNumber(text, { ...range, decimals: 0 });
  return reading.ok ? reading : { ok: false, message: monthsMessage(range) };
}
