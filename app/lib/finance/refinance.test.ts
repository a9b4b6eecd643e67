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

/*
 * Hand-worked small loans for the closing-cost choices (amounts in dollars; interest per month
 * = balance × monthly rate, rounded half-up to the cent; the last payment clears the balance).
 *
 * CURRENT LOAN: $1,200 at 12 % (1 % a month) for 3 months from 01/2025.
 *   Payment = 1,200 × 0.01 × 1.01³ / (1.01³ − 1) = 12.363612 / 0.030301 = 408.0265 → 408.03
 *   01/2025: interest 12.00, principal 396.03, balance 803.97
 *   02/2025: interest 803.97 × 0.01 = 8.0397 → 8.04, principal 399.99, balance 403.98
 *   03/2025: interest 403.98 × 0.01 = 4.0398 → 4.04, last payment 403.98 + 4.04 = 408.02
 *   Left from 02/2025: 2 payments, interest 8.04 + 4.04 = 12.08.
 *
 * NEW LOAN A (costs $5 in cash): $803.97 at 6 % (0.5 % a month) for 2 months from 02/2025.
 *   Factor 0.005 × 1.005² / (1.005² − 1) = 0.005050125 / 0.010025 = 0.50375312
 *   Payment 803.97 × 0.50375312 = 405.0024 → 405.00
 *   02/2025: interest 803.97 × 0.005 = 4.01985 → 4.02, principal 400.98, balance 402.99
 *   03/2025: interest 402.99 × 0.005 = 2.01495 → 2.01, last payment 405.00
 *   New interest 4.02 + 2.01 = 6.03; monthly savings 408.03 − 405.00 = 3.03
 *   Payment break-even: 5 ÷ 3.03 = 1.65 → payment 2 (both loans run 2 months)
 *   Total cost: month 1 saves 8.04 − 4.02 = 4.02 < 5; month 2 adds 4.04 − 2.01 = 2.03 → 6.05 ≥ 5
 *   → month 2. Lifetime savings 12.08 − 6.03 = 6.05; after the costs 6.05 − 5 = 1.05.
 *
 * NEW LOAN B (costs $5 ROLLED IN): borrows 803.97 + 5 = 808.97, same rate and term.
 *   Payment 808.97 × 0.50375312 = 407.5211 → 407.52; nothing paid in cash
 *   02/2025: interest 808.97 × 0.005 = 4.04485 → 4.04, principal 403.48, balance 405.49
 *   03/2025: interest 405.49 × 0.005 = 2.02745 → 2.03, last payment 405.49 + 2.03 = 407.52
 *   New interest 4.04 + 2.03 = 6.07; monthly savings 408.03 − 407.52 = 0.51
 *   Total cost: month 1: 8.04 − 4.04 = 4.00 < 5; month 2: 4.00 + 4.04 − 2.03 = 6.01 ≥ 5 → month 2
 *   (checked by totals: after month 2 the refinance paid 407.52 + 407.52 = 815.04 and owes 0;
 *   keeping paid 408.03 + 408.02 = 816.05 and owes 0; 816.05 − 815.04 = 1.01 = 6.01 − 5 ahead.
 *   After month 1: refinance paid 407.52 and owes 405.49 = 813.01; keeping paid 408.03 and owes
 *   403.98 = 812.01: 1.00 behind = 5 − 4.00.)
 *   Lifetime savings 12.08 − 6.07 = 6.01; after the costs 1.01.
 *
 * NEW LOAN C (costs $10 ROLLED IN): borrows 813.97.
 *   Payment 813.97 × 0.50375312 = 410.0399 → 410.04
 *   02/2025: interest 4.06985 → 4.07, principal 405.97, balance 408.00
 *   03/2025: interest 2.04, last payment 410.04
 *   Total cost: 8.04 − 4.07 = 3.97, then + 4.04 − 2.04 = 5.97 < 10 → never.
 *
 * NEW LOAN D (restart the term, costs $5 in cash): $803.97 at 12 % for 4 months from 02/2025.
 *   Payment 803.97 × 0.01 × 1.01⁴ / (1.01⁴ − 1) = 803.97 × 0.25628119 = 206.0424 → 206.04
 *   interest 8.04 (bal 605.97), 6.06 (bal 405.99), 4.06 (bal 204.01), 2.04 (last 206.05)
 *   = 20.20 in all; monthly savings 408.03 − 206.04 = 201.99
 *   Payment break-even: 5 ÷ 201.99 → payment 1
 *   Total cost: 8.04 − 8.04 = 0, then 4.04 − 6.06 = −2.02, −4.06, −2.04: never reaches 5
 *   Lifetime 12.08 − 20.20 = −8.12; 4 payments instead of 2 → 2 more months of payments.
 */
const SMALL_CURRENT: RefinanceLoanInput = {
  loanAmountCents: 120_000,
  interestRatePercent: 12,
  loanTermYears: 3 / 12,
  startDate: { year: 2025, month: 1 },
  additionalPaymentCents: 0,
};

function smallNew(interestRatePercent: number, months: number): RefinanceLoanInput {
  return {
    loanAmountCents: 80_397,
    interestRatePercent,
    loanTermYears: months / 12,
    startDate: { year: 2025, month: 2 },
    additionalPaymentCents: 0,
  };
}

test("hand-worked A: costs paid in cash; both break-evens at payment 2", () => {
  const r = calculateRefinance({
    original: SMALL_CURRENT,
    new: smallNew(6, 2),
    closingCostsCents: 500,
  });
  expect(r.originalPaymentCents).toBe(40_803);
  expect(r.newPaymentCents).toBe(40_500);
  expect(r.monthlySavingsCents).toBe(303);
  expect(r.originalRemainingInterestCents).toBe(1_208);
  expect(r.newTotalInterestCents).toBe(603);
  expect(r.rollClosingCosts).toBe(false);
  expect(r.newLoanPrincipalCents).toBe(80_397);
  expect(r.cashClosingCostsCents).toBe(500);
  expect(r.breakEvenMonths).toBe(2);
  expect(r.totalCostBreakEvenMonths).toBe(2);
  expect(r.lifetimeSavingsCents).toBe(605);
  expect(r.netLifetimeSavingsCents).toBe(105);
  expect(r.originalRemainingPayments).toBe(2);
  expect(r.extraPaymentMonths).toBe(0);
});

test("hand-worked B: costs rolled in; a bigger loan, nothing in cash, break-even by total cost", () => {
  const r = calculateRefinance({
    original: SMALL_CURRENT,
    new: smallNew(6, 2),
    closingCostsCents: 500,
    rollClosingCosts: true,
  });
  expect(r.newLoanPrincipalCents).toBe(80_897);
  expect(r.cashClosingCostsCents).toBe(0);
  expect(r.closingCostsCents).toBe(500);
  expect(r.newPaymentCents).toBe(40_752);
  expect(r.monthlySavingsCents).toBe(51);
  expect(r.newTotalInterestCents).toBe(607);
  expect(r.totalCostBreakEvenMonths).toBe(2);
  expect(r.breakEvenMonths).toBe(2);
  expect(r.lifetimeSavingsCents).toBe(601);
  expect(r.netLifetimeSavingsCents).toBe(101);
});

test("hand-worked C: rolled-in costs the interest savings never repay break even never, not 'right away'", () => {
  const r = calculateRefinance({
    original: SMALL_CURRENT,
    new: smallNew(6, 2),
    closingCostsCents: 1_000,
    rollClosingCosts: true,
  });
  expect(r.newPaymentCents).toBe(41_004);
  expect(r.cashClosingCostsCents).toBe(0);
  expect(r.totalCostBreakEvenMonths).toBeNull();
  expect(r.breakEvenMonths).toBeNull();
});

test("hand-worked D: restarting the term repays the costs by the payment but never by total cost", () => {
  const r = calculateRefinance({
    original: SMALL_CURRENT,
    new: smallNew(12, 4),
    closingCostsCents: 500,
  });
  expect(r.newPaymentCents).toBe(20_604);
  expect(r.monthlySavingsCents).toBe(20_199);
  expect(r.newTotalInterestCents).toBe(2_020);
  expect(r.breakEvenMonths).toBe(1);
  expect(r.totalCostBreakEvenMonths).toBeNull();
  expect(r.lifetimeSavingsCents).toBe(-812);
  expect(r.originalRemainingPayments).toBe(2);
  expect(r.extraPaymentMonths).toBe(2);
});

test("Python reference: the total-cost break-even of the 2020 loan's refinances", () => {
  // The Python reference above, adding up (current interest − new interest) month by month from
  // 01/2025 until it reaches the $6,000 of costs:
  //   5.5 % 30 y, cash:      month 18 (the payment break-even is month 16)
  //   5.5 % 30 y, rolled in: borrows 288,394.53, payment 1,637.47, interest 301,097.12 → month 19
  //   6 % 15 y, cash:        month 23 (its payment is higher: no payment break-even at all)
  const thirty = calculateRefinance({
    original,
    new: newLoan(5.5, 30),
    closingCostsCents: 600_000,
  });
  expect(thirty.breakEvenMonths).toBe(16);
  expect(thirty.totalCostBreakEvenMonths).toBe(18);
  // Payments left on the 2020 loan from 01/2025: 360 − 60 = 300; the new 30-year loan has 360.
  expect(thirty.originalRemainingPayments).toBe(300);
  expect(thirty.extraPaymentMonths).toBe(60);
  const rolled = calculateRefinance({
    original,
    new: newLoan(5.5, 30),
    closingCostsCents: 600_000,
    rollClosingCosts: true,
  });
  expect(rolled.newLoanPrincipalCents).toBe(28_839_453);
  expect(rolled.newPaymentCents).toBe(163_747);
  expect(rolled.newTotalInterestCents).toBe(30_109_712);
  expect(rolled.breakEvenMonths).toBe(19);
  expect(rolled.netLifetimeSavingsCents).toBe(927_780);
  const fifteen = calculateRefinance({ original, new: newLoan(6, 15), closingCostsCents: 600_000 });
  expect(fifteen.breakEvenMonths).toBeNull();
  expect(fifteen.totalCostBreakEvenMonths).toBe(23);
  expect(fifteen.extraPaymentMonths).toBe(-120);
  const worse = calculateRefinance({ original, new: newLoan(9, 30), closingCostsCents: 600_000 });
  expect(worse.totalCostBreakEvenMonths).toBeNull();
  expect(calculateRefinance({ original, new: newLoan(5.5, 30) }).totalCostBreakEvenMonths).toBe(0);
});
