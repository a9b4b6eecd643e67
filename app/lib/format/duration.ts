import type { YearsAndMonths } from "~/lib/finance/month";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A duration as years and months with singular or plural words (spec 9): "3 years and 1 month",
 * "1 year", "5 months"; a zero part is left out, and a zero duration reads "0 months".
 *
 * @example formatDuration({ years: 3, months: 1 }) // "3 years and 1 month"
 */
export function formatDuration(duration: YearsAndMonths): string {
  const { years, months } = duration;
  if (years !== 0 && months !== 0) {
    return `${plural(years, "year", "years")} and ${plural(months, "month", "months")}`;
  }
  if (years !== 0) return plural(years, "year", "years");
  return plural(months, "month", "months");
}

/**
 * The payoff calculator's sentence, exactly as spec 9 words it: "{years} yrs and {months} mos.
 * earlier" (no singular forms).
 *
 * @example formatPaidOffEarlier({ years: 4, months: 7 }) // "4 yrs and 7 mos. earlier"
 */
export function formatPaidOffEarlier(duration: YearsAndMonths): string {
  return `${duration.years} yrs and ${duration.months} mos. earlier`;
}
