import { expect, test } from "vitest";
import { DOWN_PAYMENT_PERCENTS, downPaymentRows } from "~/lib/finance/down-payment";

test("the spec's seven rows for $250,000 at 6 % over 30 years (Python decimal payments)", () => {
  // payments: PMT(0.5 %, 360, 250000 − down), rounded half-up
  expect(DOWN_PAYMENT_PERCENTS).toEqual([0, 1, 3, 5, 10, 15, 20]);
  expect(
    downPaymentRows({ homePriceCents: 25_000_000, loanTermYears: 30, interestRatePercent: 6 }).map(
      (row) => [row.percent, row.downPaymentCents, row.loanAmountCents, row.monthlyPaymentCents],
    ),
  ).toEqual([
    [0, 0, 25_000_000, 149_888],
    [1, 250_000, 24_750_000, 148_389],
    [3, 750_000, 24_250_000, 145_391],
    [5, 1_250_000, 23_750_000, 142_393],
    [10, 2_500_000, 22_500_000, 134_899],
    [15, 3_750_000, 21_250_000, 127_404],
    [20, 5_000_000, 20_000_000, 119_910],
  ]);
});

test("a 0-year term gives NaN payments (shown as $0.00)", () => {
  const rows = downPaymentRows({
    homePriceCents: 25_000_000,
    loanTermYears: 0,
    interestRatePercent: 6,
  });
  expect(rows.every((row) => Number.isNaN(row.monthlyPaymentCents))).toBe(true);
});
