import { expect, test } from "vitest";
import { buildSchedule } from "~/lib/finance/schedule";
import { calculateArm } from "~/lib/finance/arm";
import {
  armPaymentSeries,
  balanceSeries,
  refinanceBalanceSeries,
  yearlyAmortizationSeries,
} from "./chart-data";

// $1,000 at 12 % over 2 months from 12/2025 (hand-worked): 12/2025 pays $10.00 interest and
// $497.51 principal (balance $502.49); 01/2026 pays $5.02 and $502.49 (balance 0).
const tiny = buildSchedule({
  principalCents: 100_000,
  annualRatePercent: 12,
  termMonths: 2,
  start: { year: 2025, month: 12 },
});

test("the yearly graph holds principal and interest paid so far and the balance remaining", () => {
  // Spec 3's labels: the x series is "Yrs" (calendar years here).
  expect(yearlyAmortizationSeries(tiny.entries)).toEqual({
    xTitle: "Yrs",
    xLabels: ["2025", "2026"],
    series: [
      { label: "Principal", data: [497.51, 1000] },
      { label: "Interest", data: [10, 15.02] },
      { label: "Remaining", data: [502.49, 0] },
    ],
  });
});

test("the refinance graph spans both loans; a loan has no point before its start and 0 after payoff", () => {
  const original = buildSchedule({
    principalCents: 120_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: { year: 2024, month: 1 },
  });
  const next = buildSchedule({
    principalCents: 60_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: { year: 2025, month: 1 },
  });
  const data = refinanceBalanceSeries(original.entries, next.entries);
  expect(data.xTitle).toBe("Yrs");
  expect(data.xLabels).toEqual(["2024", "2025", "2026"]);
  expect(data.series.map((s) => s.label)).toEqual(["Original Loan", "New Loan"]);
  // $1,200 over 24 months: $50 a month → $600 left after 2024, 0 after 2025, 0 in 2026.
  expect(data.series[0]?.data).toEqual([600, 0, 0]);
  // $600 over 24 months: $25 a month → $300 left after 2025, 0 after 2026; nothing in 2024.
  expect(data.series[1]?.data).toEqual([Number.NaN, 300, 0]);
});

test("no schedules, no points", () => {
  expect(refinanceBalanceSeries([], [])).toEqual({ xTitle: "Yrs", xLabels: [], series: [] });
  expect(yearlyAmortizationSeries([]).xLabels).toEqual([]);
});

test("the ARM payment graph samples both paths every adjustment interval, on the months they change", () => {
  // $1,200 at 12 % for 4 months, fixed 2, adjusting monthly, caps 1/1/2, margin 2 %, index
  // 10.5 % (worked by hand in lib/finance/arm.test.ts): worst case $307.54, $307.54, $307.91,
  // $308.16; index unchanged $307.54, $307.54, then $307.72 from month 3.
  const result = calculateArm({
    principalCents: 120_000,
    termMonths: 4,
    initialRatePercent: 12,
    initialPeriodMonths: 2,
    adjustmentMonths: 1,
    initialCapPercent: 1,
    periodicCapPercent: 1,
    lifetimeCapPercent: 2,
    marginPercent: 2,
    indexPercent: 10.5,
    start: { year: 2025, month: 11 },
  });
  if (!result) throw new Error("expected a result");
  expect(armPaymentSeries(result, 1)).toEqual({
    xLabels: ["Nov 2025", "Dec 2025", "Jan 2026", "Feb 2026"],
    series: [
      { label: "Index unchanged", data: [307.54, 307.54, 307.72, 307.72] },
      { label: "Worst case", data: [307.54, 307.54, 307.91, 308.16] },
    ],
  });
  expect(armPaymentSeries(result, 2).xLabels).toEqual(["Nov 2025", "Jan 2026"]);
});

test("extra payments show in the balance lines: the loan with extras falls faster and ends sooner", () => {
  // $2,400 at 0 % over 24 months from 01/2025: $100 a month. With $600 once in 03/2025 the
  // balance is 2,400 − 1,200 − 600 = $600 at the end of 2025 (not $1,200) and 0 by June 2026.
  const base = { principalCents: 240_000, annualRatePercent: 0, termMonths: 24 };
  const start = { year: 2025, month: 1 };
  const without = buildSchedule({ ...base, start });
  const withExtra = buildSchedule({
    ...base,
    start,
    oneTimeExtra: { amountCents: 60_000, date: { year: 2025, month: 3 } },
  });
  expect(
    balanceSeries([
      { label: "Without extra payments", entries: without.entries },
      { label: "With extra payments", entries: withExtra.entries },
    ]),
  ).toEqual({
    xTitle: "Yrs",
    xLabels: ["2025", "2026"],
    series: [
      { label: "Without extra payments", data: [1200, 0] },
      { label: "With extra payments", data: [600, 0] },
    ],
  });
  // The amortization graph: principal repaid includes the extra, the remaining line reflects it.
  expect(yearlyAmortizationSeries(withExtra.entries).series).toEqual([
    { label: "Principal", data: [1800, 2400] },
    { label: "Interest", data: [0, 0] },
    { label: "Remaining", data: [600, 0] },
  ]);
});
