/**
 * Calendar days as plain numbers (no `Date`: a closing date or a birth date is a day on the
 * calendar, not an instant, and local-time arithmetic would move it around midnight).
 */

/** A calendar day: `month` is 1-12, `day` 1-31. */
export type CalendarDay = { readonly year: number; readonly month: number; readonly day: number };

/**
 * Gregorian leap years: every fourth year, except centuries not divisible by 400.
 *
 * @example isLeapYear(2028) // true; isLeapYear(2100) // false
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The number of days in a month (1-12) of a year.
 *
 * @example daysInMonth(2028, 2) // 29; daysInMonth(2026, 12) // 31
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Days from `day` through the last day of its month, both included: the days of interest a
 * loan funded on that day charges before its first full month.
 *
 * @example daysThroughMonthEnd({ year: 2026, month: 12, day: 15 }) // 17 (Dec 15 to Dec 31)
 */
export function daysThroughMonthEnd(day: CalendarDay): number {
  return daysInMonth(day.year, day.month) - day.day + 1;
}
