import { expect, test } from "vitest";
import { calculatePayMore } from "~/lib/finance/pay-more";

test("$100,000 at 6 % for 30 years paying $100 more (Python reference)", () => {
  // Python: without, 360 payments totalling $215,838.45; with $100 extra, 252 payments totalling
  // $175,938.04 → savings $39,900.41, 108 months = 9 years 0 months sooner
  expect(
    calculatePayMore({
      loanAmountCents: 10_000_000,
      loanTermYears: 30,
      interestRatePercent: 6,
      additionalMonthlyPaymentCents: 10_000,
    }),
  ).toEqual({
    originalMonthlyPaymentCents: 59_955,
    totalWithoutCents: 21_583_845,
    newMonthlyPaymentCents: 69_955,
    totalWithCents: 17_593_804,
    savingsCents: 3_990_041,
    timeSavingsMonths: 108,
    timeSavings: { years: 9, months: 0 },
  });
});

test("hand-worked: $1,000 at 12 % over 2 months with $600 more", () => {
  // without: 507.51 + 507.51 = 1,015.02; with: 10.00 + 497.51 + 502.49 = 1,010.00 in one month
  const result = calculatePayMore({
    loanAmountCents: 100_000,
    loanTermYears: 2 / 12,
    interestRatePercent: 12,
    additionalMonthlyPaymentCents: 60_000,
  });
  expect(result.totalWithoutCents).toBe(101_502);
  expect(result.totalWithCents).toBe(101_000);
  expect(result.savingsCents).toBe(502);
  expect(result.timeSavings).toEqual({ years: 0, months: 1 });
});

test("nothing more paid, nothing saved", () => {
  const result = calculatePayMore({
    loanAmountCents: 10_000_000,
    loanTermYears: 30,
    interestRatePercent: 6,
    additionalMonthlyPaymentCents: 0,
  });
  expect(result.savingsCents).toBe(0);
  expect(result.timeSavingsMonths).toBe(0);
  expect(result.newMonthlyPaymentCents).toBe(result.originalMonthlyPaymentCents);
});
