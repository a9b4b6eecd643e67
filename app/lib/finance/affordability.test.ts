import { expect, test } from "vitest";
import { calculateAffordability } from "~/lib/finance/affordability";

test("the back-end ratio limits: $6,000 income and $500 debt at 6 % for 30 years", () => {
  // 28 % × 6000 = 1680; 36 % × 6000 − 500 = 1660 → $1,660 a month;
  // Python decimal: 1660 × (1 − 1.005^−360) / 0.005 = 276874.08
  expect(
    calculateAffordability({
      monthlyIncomeCents: 600_000,
      monthlyDebtCents: 50_000,
      interestRatePercent: 6,
      loanTermYears: 30,
    }),
  ).toEqual({
    frontEndPaymentCents: 168_000,
    backEndPaymentCents: 166_000,
    affordablePaymentCents: 166_000,
    affordableLoanAmountCents: 27_687_408,
  });
});

test("the front-end ratio limits: $5,000 income, no debt", () => {
  // 28 % × 5000 = 1400 < 36 % × 5000 = 1800; Python decimal: PV(0.5 %, 360, 1400) = 233508.26
  const result = calculateAffordability({
    monthlyIncomeCents: 500_000,
    monthlyDebtCents: 0,
    interestRatePercent: 6,
    loanTermYears: 30,
  });
  expect(result.affordablePaymentCents).toBe(140_000);
  expect(result.affordableLoanAmountCents).toBe(23_350_826);
});

test("Excel PV documentation case as an affordability: $500 a month at 8 % for 20 years", () => {
  // income so that 28 % is exactly $500: 500 / 0.28 = 1785.71…; use $2,000 with $220 of debt:
  // 28 % = 560, 36 % − 220 = 500 → $500; PV(8%/12, 240, 500) = 59,777.15 (Microsoft's example)
  const result = calculateAffordability({
    monthlyIncomeCents: 200_000,
    monthlyDebtCents: 22_000,
    interestRatePercent: 8,
    loanTermYears: 20,
  });
  expect(result.affordablePaymentCents).toBe(50_000);
  expect(result.affordableLoanAmountCents).toBe(5_977_715);
});

test("debts above 36 % of income leave nothing to borrow", () => {
  const result = calculateAffordability({
    monthlyIncomeCents: 100_000,
    monthlyDebtCents: 50_000,
    interestRatePercent: 6,
    loanTermYears: 30,
  });
  expect(result.backEndPaymentCents).toBe(-14_000);
  expect(result.affordablePaymentCents).toBe(0);
  expect(result.affordableLoanAmountCents).toBe(0);
});

test("zero rate: the loan is the payment times the months", () => {
  // 28 % × 1000 = 280 a month × 120 months = 33,600
  const result = calculateAffordability({
    monthlyIncomeCents: 100_000,
    monthlyDebtCents: 0,
    interestRatePercent: 0,
    loanTermYears: 10,
  });
  expect(result.affordableLoanAmountCents).toBe(3_360_000);
});

test("a 0-year term cannot be valued", () => {
  const result = calculateAffordability({
    monthlyIncomeCents: 100_000,
    monthlyDebtCents: 0,
    interestRatePercent: 6,
    loanTermYears: 0,
  });
  expect(result.affordableLoanAmountCents).toBeNaN();
});
