import { expect, test } from "vitest";
import {
  calculateRefinance,
  savingsVariant,
  type RefinanceLoanInput,
} from "~/lib/finance/refinance";

/*
 * Python reference (see schedule.test.ts): the original $300,000 at 7 % for 30 years from 01/2020
 * pays $1,995.91; its balance after 60 payments (12/2024) is $282,394.53 and its interest from
 * payment 61 (01/2025) on is $316,374.92. New loans of $282,394.53 from 01/2025:
 *   5.5 % 30 y: payment $1,603.41, interest $294,828.48 → monthly +$392.50, lifetime +$21,546.44
 *   6 % 15 y:   payment $2,383.01, interest $146,546.00 → monthly −$387.10, lifetime +$169,828.92
 *   7.5 % 30 y: payment $1,974.54, interest $428,444.45 → monthly +$21.37, lifetime −$112,069.53
 */
const original: RefinanceLoanInput = {
  loanAmountCents: 30_000_000,
  interestRatePercent: 7,
  loanTermYears: 30,
  startDate: { year: 2020, month: 1 },
  additionalPaymentCents: 0,
};

function newLoan(interestRatePercent: number, loanTermYears: number): RefinanceLoanInput {
  return {
    loanAmountCents: 28_239_453,
    interestRatePercent,
    loanTermYears,
    startDate: { year: 2025, month: 1 },
    additionalPaymentCents: 0,
  };
}

test("a lower rate on a fresh 30 years saves on both, and pays off 5 years later", () => {
  const result = calculateRefinance({
    original,
    new: newLoan(5.5, 30),
    closingCostsCents: 600_000,
  });
  expect(result.originalPaymentCents).toBe(199_591);
  expect(result.newPaymentCents).toBe(160_341);
  expect(result.monthlySavingsCents).toBe(39_250);
  expect(result.originalRemainingInterestCents).toBe(31_637_492);
  expect(result.newTotalInterestCents).toBe(29_482_848);
  expect(result.lifetimeSavingsCents).toBe(2_154_644);
  expect(result.savingsVariant).toBe("both");
  // original ends 12/2049, the new one 12/2054: 60 months later
  expect(result.payoffDifferenceMonths).toBe(-60);
  expect(result.payoffDirection).toBe("later");
  expect(result.payoffDifference).toEqual({ years: 5, months: 0 });
  // $6,000 of closing costs: 392.50 × 15 = 5,887.50 < 6,000 ≤ 392.50 × 16 = 6,280 → month 16
  expect(result.breakEvenMonths).toBe(16);
  expect(result.netLifetimeSavingsCents).toBe(2_154_644 - 600_000);
});

test("a 15-year refinance costs more a month but saves interest, paid off 10 years earlier", () => {
  const result = calculateRefinance({ original, new: newLoan(6, 15), closingCostsCents: 600_000 });
  expect(result.newPaymentCents).toBe(238_301);
  expect(result.monthlySavingsCents).toBe(-38_710);
  expect(result.lifetimeSavingsCents).toBe(16_982_892);
  expect(result.savingsVariant).toBe("interest");
  // new payoff 12/2039 vs 12/2049
  expect(result.payoffDifferenceMonths).toBe(120);
  expect(result.payoffDirection).toBe("earlier");
  expect(result.payoffDifference).toEqual({ years: 10, months: 0 });
  expect(result.breakEvenMonths).toBeNull();
});

test("a slightly lower payment that costs more interest is the 'payment' message", () => {
  const result = calculateRefinance({ original, new: newLoan(7.5, 30) });
  expect(result.monthlySavingsCents).toBe(2_137);
  expect(result.lifetimeSavingsCents).toBe(-11_206_953);
  expect(result.savingsVariant).toBe("payment");
  expect(result.closingCostsCents).toBe(0);
  expect(result.breakEvenMonths).toBe(0);
});

test("hand-worked: a new loan for the last month of a $1,000 loan", () => {
  // original $1,000 at 12 % for 2 months from 01/2025: interest 10.00 then 5.02, payment 507.51;
  // new $502.49 at 0 % for 1 month from 02/2025: payment 502.49, no interest
  const result = calculateRefinance({
    original: {
      loanAmountCents: 100_000,
      interestRatePercent: 12,
      loanTermYears: 2 / 12,
      startDate: { year: 2025, month: 1 },
      additionalPaymentCents: 0,
    },
    new: {
      loanAmountCents: 50_249,
      interestRatePercent: 0,
      loanTermYears: 1 / 12,
      startDate: { year: 2025, month: 2 },
      additionalPaymentCents: 0,
    },
    closingCostsCents: 1_000,
  });
  expect(result.monthlySavingsCents).toBe(502);
  expect(result.originalRemainingInterestCents).toBe(502);
  expect(result.lifetimeSavingsCents).toBe(502);
  expect(result.payoffDirection).toBe("same");
  expect(result.savingsVariant).toBe("both");
  // $10 of costs need 2 months of $5.02, but only 1 month is left of either loan → never
  expect(result.breakEvenMonths).toBeNull();
});

test("a worse loan on every count is 'none'", () => {
  const result = calculateRefinance({ original, new: newLoan(9, 30) });
  expect(result.monthlySavingsCents).toBeLessThan(0);
  expect(result.lifetimeSavingsCents).toBeLessThan(0);
  expect(result.savingsVariant).toBe("none");
});

test("an undefined loan gives no payoff difference and no message", () => {
  const result = calculateRefinance({ original, new: { ...newLoan(5, 30), loanTermYears: 0 } });
  expect(result.newPaymentCents).toBeNaN();
  expect(result.monthlySavingsCents).toBeNaN();
  expect(result.lifetimeSavingsCents).toBeNaN();
  expect(result.payoffDifferenceMonths).toBeNull();
  expect(result.payoffDirection).toBeNull();
  expect(result.savingsVariant).toBe("none");
});

test("savingsVariant covers the four messages", () => {
  expect(savingsVariant(1, 1)).toBe("both");
  expect(savingsVariant(0, 1)).toBe("interest");
  expect(savingsVariant(1, 0)).toBe("payment");
  expect(savingsVariant(0, 0)).toBe("none");
  expect(savingsVariant(Number.NaN, Number.NaN)).toBe("none");
});
