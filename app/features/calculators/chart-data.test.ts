import { expect, test } from "vitest";
import { buildSchedule } from "~/lib/finance/schedule";
import { refinanceBalanceSeries, yearlyAmortizationSeries } from "./chart-data";

// $1,000 at 12 % over 2 months from 12/2025 (hand-worked): 12/2025 pays $10.00 interest and
// $497.51 principal (balance $502.49); 01/2026 pays $5.02 and $502.49 (balance 0).
const tiny = buildSchedule({
  principalCents: 100_000,
  annualRatePercent: 12,
  termMonths: 2,
  start: { year: 2025, month: 12 },
});

test("the yearly graph holds principal and interest paid so far and the balance remaining", () => {
  expect(yearlyAmortizationSeries(tiny.entries)).toEqual({
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
  expect(data.xLabels).toEqual(["2024", "2025", "2026"]);
  expect(data.series.map((s) => s.label)).toEqual(["Original Loan", "New Loan"]);
  // $1,200 over 24 months: $50 a month → $600 left after 2024, 0 after 2025, 0 in 2026.
  expect(data.series[0]?.data).toEqual([600, 0, 0]);
  // $600 over 24 months: $25 a month → $300 left after 2025, 0 after 2026; nothing in 2024.
  expect(data.series[1]?.data).toEqual([Number.NaN, 300, 0]);
});

test("no schedules, no points", () => {
  expect(refinanceBalanceSeries([], [])).toEqual({ xLabels: [], series: [] });
  expect(yearlyAmortizationSeries([]).xLabels).toEqual([]);
});
