import { isMonthValue, type MonthValue } from "~/lib/finance/month";

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
