import { expect, test } from "vitest";
import { calculateAmortization } from "~/lib/finance/amortization";

test("the CFPB H-25(B) loan: $761.78, 360 payments, payoff Dec 2054 (Python reference totals)", () => {
  // Python reference (schedule.test.ts): total interest $112,243.70
  const result = calculateAmortization({
    loanAmountCents: 16_200_000,
    loanTermYears: 30,
    interestRatePercent: 3.875,
    startDate: { year: 2025, month: 1 },
    additionalPaymentCents: 0,
    today: { year: 2024, month: 12 },
  });
  expect(result.monthlyPaymentCents).toBe(76_178);
  expect(result.paymentCount).toBe(360);
  expect(result.payoffDate).toEqual({ year: 2054, month: 12 });
  expect(result.totalInterestCents).toBe(11_224_370);
  expect(result.totalCostCents).toBe(16_200_000 + 11_224_370);
  expect(result.loanDurationYears).toBe(30);
});

test("the additional payment starts at the current month (spec 9)", () => {
  // $200,000 at 6.5 % from 01/2025 and today 01/2026: the extra starts with payment 13.
  // Python reference: 256 payments, interest $171,696.61 → 256 / 12 = 21.333… years
  const result = calculateAmortization({
    loanAmountCents: 20_000_000,
    loanTermYears: 30,
    interestRatePercent: 6.5,
    startDate: { year: 2025, month: 1 },
    additionalPaymentCents: 20_000,
    today: { year: 2026, month: 1 },
  });
  expect(result.paymentCount).toBe(256);
  expect(result.totalInterestCents).toBe(17_169_661);
  expect(result.loanDurationYears).toBeCloseTo(21.3333, 4);
  expect(result.schedule.entries[11]?.extraCents).toBe(0);
  expect(result.schedule.entries[12]?.extraCents).toBe(20_000);
});

test("a loan that starts after today gets the extra from its first payment", () => {
  // Python reference: extra from payment 1 → 250 payments, interest $165,011.16
  const result = calculateAmortization({
    loanAmountCents: 20_000_000,
    loanTermYears: 30,
    interestRatePercent: 6.5,
    startDate: { year: 2025, month: 1 },
    additionalPaymentCents: 20_000,
    today: { year: 2024, month: 6 },
  });
  expect(result.paymentCount).toBe(250);
  expect(result.totalInterestCents).toBe(16_501_116);
});

test("hand-worked: yearly and biweekly extras start this month; a one-time payment keeps its own month", () => {
  // $24,000 at 0 % for 2 years from 01/2025: $1,000 a month; today is 07/2025 (decision 016).
  // - one-time $2,000 in 02/2025 (before today, but it has its own date): balance 23,000 → 20,000;
  // - yearly $500 every March from today on: not 03/2025, first in 03/2026;
  // - biweekly from today: its 12th plan month is 06/2026, which gets one more $1,000.
  // Balances: 12/2025 10,000; 01/2026 9,000; 02 8,000; 03 (+500) 6,500; 04 5,500; 05 4,500;
  // 06 (+1,000) 2,500; 07 1,500; 08 500; 09 pays the last $500 → 21 payments, payoff 09/2026.
  const result = calculateAmortization({
    loanAmountCents: 2_400_000,
    loanTermYears: 2,
    interestRatePercent: 0,
    startDate: { year: 2025, month: 1 },
    additionalPaymentCents: 0,
    today: { year: 2025, month: 7 },
    extras: {
      yearlyPaymentCents: 50_000,
      yearlyPaymentMonth: 3,
      oneTimePaymentCents: 200_000,
      oneTimePaymentDate: { year: 2025, month: 2 },
      biweekly: true,
    },
  });
  const extras = result.schedule.entries
    .filter((e) => e.extraCents > 0)
    .map((e) => [e.key, e.extraCents]);
  expect(extras).toEqual([
    ["2025-02", 200_000],
    ["2026-03", 50_000],
    ["2026-06", 100_000],
  ]);
  expect(result.paymentCount).toBe(21);
  expect(result.payoffDate).toEqual({ year: 2026, month: 9 });
  expect(result.schedule.totals.totalExtraCents).toBe(350_000);
  expect(result.totalCostCents).toBe(2_400_000);
});
