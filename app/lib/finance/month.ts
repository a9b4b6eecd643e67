/**
 * Calendar months as plain values. Loan dates are whole months, so the engine never touches
 * `Date` (whose local-time-zone arithmetic shifts months around midnight and DST); "today" is
 * passed in by the caller as a MonthValue.
 */

/** A calendar month: `month` is 1-12 (January = 1), `year` is the full year. */
export type MonthValue = { readonly year: number; readonly month: number };

/** A span of time split into whole years and the remaining months (0-11). */
export type YearsAndMonths = { readonly years: number; readonly months: number };

const MONTH_YEAR = /^(\d{2})\/(\d{4})$/;

/**
 * Parses a loan date typed as "MM/YYYY" (spec 5): exactly two month digits, a slash and four year
 * digits, month 01-12. Anything else, including surrounding spaces, is invalid and gives null.
 *
 * @example parseMonthYear("03/2025") // { year: 2025, month: 3 }; parseMonthYear("3/2025") // null
 */
export function parseMonthYear(text: string | null | undefined): MonthValue | null {
  if (typeof text !== "string") return null;
  const match = MONTH_YEAR.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** True when `value` is a MonthValue with an integer year and a month from 1 to 12. */
export function isMonthValue(value: MonthValue): boolean {
  return (
    Number.isInteger(value.year) &&
    Number.isInteger(value.month) &&
    value.month >= 1 &&
    value.month <= 12
  );
}

/** Months since year 0: a single integer that orders months and makes differences easy. */
function monthIndex(value: MonthValue): number {
  return value.year * 12 + (value.month - 1);
}

function fromMonthIndex(index: number): MonthValue {
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/**
 * The month `count` months after `value` (before it when `count` is negative; integer count).
 *
 * @example addMonths({ year: 2024, month: 11 }, 3) // { year: 2025, month: 2 }
 */
export function addMonths(value: MonthValue, count: number): MonthValue {
  return fromMonthIndex(monthIndex(value) + count);
}

/**
 * Orders two months: negative when `a` is earlier, 0 when the same month, positive when later.
 *
 * @example compareMonths({ year: 2024, month: 12 }, { year: 2025, month: 1 }) // -1
 */
export function compareMonths(a: MonthValue, b: MonthValue): number {
  return monthIndex(a) - monthIndex(b);
}

/**
 * Whole months from `from` to `to` (negative when `to` is earlier).
 *
 * @example monthsBetween({ year: 2025, month: 1 }, { year: 2054, month: 12 }) // 359
 */
export function monthsBetween(from: MonthValue, to: MonthValue): number {
  return monthIndex(to) - monthIndex(from);
}

/**
 * The later of two months (the first one when equal).
 *
 * @example laterMonth({ year: 2025, month: 1 }, { year: 2024, month: 6 }) // { year: 2025, month: 1 }
 */
export function laterMonth(a: MonthValue, b: MonthValue): MonthValue {
  return compareMonths(b, a) > 0 ? b : a;
}

/**
 * Splits a count of months into whole years and leftover months. Negative counts are split by
 * their size and both parts carry the sign, so -14 gives { years: -1, months: -2 }.
 *
 * @example splitMonths(37) // { years: 3, months: 1 }
 */
export function splitMonths(totalMonths: number): YearsAndMonths {
  const size = Math.abs(Math.trunc(totalMonths));
  const sign = totalMonths < 0 ? -1 : 1;
  return { years: sign * Math.floor(size / 12) || 0, months: sign * (size % 12) || 0 };
}

/**
 * Whole months in a loan term given in years (spec 9: n = years × 12), rounded to the nearest
 * month so a term like 12.5 years is 150 months; NaN when `years` is not a finite number.
 *
 * @example termMonthsFromYears(30) // 360
 */
export function termMonthsFromYears(years: number): number {
  return Number.isFinite(years) ? Math.round(years * 12) : Number.NaN;
}
