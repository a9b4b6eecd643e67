import { isMonthValue, type MonthValue } from "~/lib/finance/month";
import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";

/** The months' full names, January first: dates written out for people ("November 30, 2026"). */
export const FULL_MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/**
 * The schedule's display date, "MM/YY" (spec 3: month / two-digit year); "" for an invalid month.
 *
 * @example formatMonthShort({ year: 2025, month: 3 }) // "03/25"
 */
export function formatMonthShort(value: MonthValue): string {
  if (!isMonthValue(value)) return "";
  return `${twoDigits(value.month)}/${twoDigits(Math.abs(value.year) % 100)}`;
}

/**
 * A payoff date for sentences and result panels, "Mon YYYY"; "" for an invalid month.
 *
 * @example formatMonthLong({ year: 2054, month: 12 }) // "Dec 2054"
 */
export function formatMonthLong(value: MonthValue): string {
  if (!isMonthValue(value)) return "";
  return `${MONTH_NAMES[value.month - 1] ?? ""} ${value.year}`;
}

/**
 * The form and query-string value of a month, "MM/YYYY" (the format parseMonthYear reads back).
 *
 * @example formatMonthInput({ year: 2025, month: 3 }) // "03/2025"
 */
export function formatMonthInput(value: MonthValue): string {
  if (!isMonthValue(value)) return "";
  return `${twoDigits(value.month)}/${String(value.year).padStart(4, "0")}`;
}

/**
 * The full name of a calendar month, 1 = January to 12 = December; "" for anything else.
 *
 * A table, not `Intl.DateTimeFormat`: the first Intl call of a page makes the browser load ICU,
 * 50 to 300 ms of blocked main thread on a phone (decisions 038 and 040), and the twelve English
 * names never change.
 *
 * @example monthName(3) // "March"
 */
export function monthName(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return "";
  return FULL_MONTH_NAMES[month - 1]!;
}

/** A month of the year as a number: whole numbers from 1 (January) to 12 (December). */
export const MONTH_OF_YEAR_RANGE: NumberRange = { min: 1, max: 12, decimals: 0 };

/** The message of a month-of-the-year field whose value is not a month. */
export const MONTH_OF_YEAR_MESSAGE = "Choose a month from January to December.";

/**
 * A calendar month given as its number (a yearly payment's month: "3" is March), or refused with
 * the field's message: "13", "0", "2.5" and empty text (read as 0, spec 5) are not months.
 *
 * @example parseMonthOfYear("3") // { ok: true, value: 3 }
 * @example parseMonthOfYear("13") // { ok: false, message: "Choose a month from January to December." }
 */
export function parseMonthOfYear(text: string | null | undefined): Parsed<number> {
  const reading = parseNumber(text, MONTH_OF_YEAR_RANGE);
  return reading.ok ? reading : { ok: false, message: MONTH_OF_YEAR_MESSAGE };
}
