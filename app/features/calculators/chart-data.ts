import { changeInEffect, type ArmResult } from "~/lib/finance/arm";
import { groupScheduleByYear, type ScheduleEntry } from "~/lib/finance/schedule";
import { formatMonthLong } from "~/lib/format/month";

/** A line chart's input: one x label per point and the series drawn over them (dollars). */
export type ChartData = {
  /** The x axis's name in the chart's table (spec 3 names the yearly graphs' axis "Yrs"). */
  readonly xTitle?: string;
  readonly xLabels: string[];
  readonly series: { label: string; data: number[] }[];
};

/** Spec 3's label for the yearly graphs' x series: calendar years (the table's Year column). */
const YEARS_AXIS = "Yrs";

/**
 * The yearly amortization graph (spec 3's series labels): at the end of each calendar year,
 * the principal repaid so far (extra payments included), the interest paid so far and the
 * balance remaining, in dollars.
 *
 * @example
 * // $1,000 at 12 % over 2 months from 12/2025: end of 2025: principal 497.51, interest 10,
 * // remaining 502.49; end of 2026: 1000, 15.02, 0
 * yearlyAmortizationSeries(entries).series.map((s) => s.label) // ["Principal", "Interest", "Remaining"]
 */
export function yearlyAmortizationSeries(entries: readonly ScheduleEntry[]): ChartData {
  const years = groupScheduleByYear(entries);
  const principal: number[] = [];
  const interest: number[] = [];
  const remaining: number[] = [];
  let principalSoFar = 0;
  let interestSoFar = 0;
  for (const year of years) {
    principalSoFar += year.principalCents + year.extraCents;
    interestSoFar += year.interestCents;
    principal.push(principalSoFar / 100);
    interest.push(interestSoFar / 100);
    remaining.push(year.endBalanceCents / 100);
  }
  return {
    xTitle: YEARS_AXIS,
    xLabels: years.map((year) => String(year.year)),
    series: [
      { label: "Principal", data: principal },
      { label: "Interest", data: interest },
      { label: "Remaining", data: remaining },
    ],
  };
}

/** One loan's line on a balance graph. */
export type BalanceLine = { readonly label: string; readonly entries: readonly ScheduleEntry[] };

/**
 * A balance graph of several loans: the balance of each at the end of each calendar year from
 * the earliest first payment to the latest payoff, in dollars. A year before a loan's first
 * payment has no point (NaN, a gap in the line); after its payoff, 0.
 *
 * @example
 * // without extras 2027-2056, with extras 2027-2047 → 30 labels; "with" is 0 from 2048 on
 * balanceSeries([{ label: "Without extra payments", entries: a }, { label: "With extra payments", entries: b }])
 */
export function balanceSeries(lines: readonly BalanceLine[]): ChartData {
  const byYear = lines.map(
    (line) =>
      new Map(
        groupScheduleByYear(line.entries).map((year) => [year.year, year.endBalanceCents / 100]),
      ),
  );
  const allYears = byYear.flatMap((years) => [...years.keys()]);
  if (allYears.length === 0) return { xTitle: YEARS_AXIS, xLabels: [], series: [] };
  const first = Math.min(...allYears);
  const last = Math.max(...allYears);
  const labels: string[] = [];
  const data: number[][] = lines.map(() => []);
  const valueFor = (years: Map<number, number>, year: number) => {
    const value = years.get(year);
    if (value !== undefined) return value;
    const firstYear = Math.min(...years.keys());
    return years.size === 0 || year < firstYear ? Number.NaN : 0;
  };
  for (let year = first; year <= last; year++) {
    labels.push(String(year));
    byYear.forEach((years, index) => data[index]?.push(valueFor(years, year)));
  }
  return {
    xTitle: YEARS_AXIS,
    xLabels: labels,
    series: lines.map((line, index) => ({ label: line.label, data: data[index] ?? [] })),
  };
}

/**
 * The refinance balance graph: series "Original Loan" and "New Loan" (see balanceSeries).
 *
 * @example
 * // original 2024-2053, new 2027-2056 → 33 labels, 2024…2056; New Loan is NaN for 2024-2026
 */
export function refinanceBalanceSeries(
  original: readonly ScheduleEntry[],
  next: readonly ScheduleEntry[],
): ChartData {
  return balanceSeries([
    { label: "Original Loan", entries: original },
    { label: "New Loan", entries: next },
  ]);
}

/**
 * The ARM payment graph: the monthly payment of the "Index unchanged" and of the "Worst case"
 * path, every `stepMonths` months from the first payment, in dollars. With the adjustment
 * interval as the step, every change of payment falls on one of these months (the fixed period is
 * whole years), so the points are evenly spaced in time and drawn as steps they are exact.
 *
 * @example
 * // 5/6 ARM over 30 years from 01/2025, step 6: 60 points, "Jan 2025", "Jul 2025", … "Jul 2054";
 * // the worst case is $2,334.29 for 10 points, then $2,802.64 from "Jan 2030"
 * armPaymentSeries(result, 6).xLabels.length // 60
 */
export function armPaymentSeries(result: ArmResult, stepMonths: number): ChartData {
  const step = Math.max(1, Math.round(stepMonths));
  const samples = result.worstCase.entries.filter((entry) => (entry.number - 1) % step === 0);
  const payments = (changes: ArmResult["worstCase"]["changes"]) =>
    samples.map((entry) => changeInEffect(changes, entry.number).paymentCents / 100);
  return {
    xLabels: samples.map((entry) => formatMonthLong(entry.date)),
    // Green for the expected path, red for the worst case, which is drawn on top where they meet.
    series: [
      { label: "Index unchanged", data: payments(result.indexUnchanged.changes) },
      { label: "Worst case", data: payments(result.worstCase.changes) },
    ],
  };
}
