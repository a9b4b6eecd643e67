import { expect, test } from "vitest";
import { calculatePaymentWithTaxes } from "~/lib/finance/payment-with-taxes";

test("$200,000 at 6.5 % for 30 years with $3,000 tax and $1,500 insurance a year", () => {
  // P&I $1,264.14 (Wikipedia's example); 3000 / 12 = 250; 1500 / 12 = 125 → $1,639.14
  expect(
    calculatePaymentWithTaxes({
      loanAmountCents: 20_000_000,
      loanTermYears: 30,
      interestRatePercent: 6.5,
      propertyTaxCents: 300_000,
      homeInsuranceCents: 150_000,
    }),
  ).toEqual({
    monthlyPaymentCents: 126_414,
    monthlyTaxCents: 25_000,
    monthlyInsuranceCents: 12_500,
    monthlyTotalCents: 163_914,
  });
});

test("monthly tax and insurance round half-up to cents", () => {
  // 1000.06 / 12 = 83.338… → 83.34; 1000.02 / 12 = 83.335 → 83.34 (half-up)
  const result = calculatePaymentWithTaxes({
    loanAmountCents: 0,
    loanTermYears: 30,
    interestRatePercent: 6,
    propertyTaxCents: 100_006,
    homeInsuranceCents: 100_002,
  });
  expect(result.monthlyTaxCents).toBe(8_334);
  expect(result.monthlyInsuranceCents).toBe(8_334);
  expect(result.monthlyTotalCents).toBe(16_668);
});
