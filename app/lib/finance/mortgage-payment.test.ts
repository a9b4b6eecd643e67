import { expect, test } from "vitest";
import {
  calculateMortgagePayment,
  withDownPaymentAmount,
  withDownPaymentPercent,
  withHomePrice,
  withPropertyTaxAmount,
  withPropertyTaxPercent,
  type MortgageLinkedFields,
} from "~/lib/finance/mortgage-payment";

const DEC_2024 = { year: 2024, month: 12 };

test("20 % down: $320,000 at 6 % with tax and insurance, no PMI (hand-worked, Python reference)", () => {
  // P&I: 320000 × 0.005 × 1.005^360 / (1.005^360 − 1) = 1918.5617 → $1,918.56 (Python decimal);
  // taxes 4800 / 12 = $400, insurance 1200 / 12 = $100 → $2,418.56; interest total $370,683.35
  const result = calculateMortgagePayment({
    homePriceCents: 40_000_000,
    downPaymentCents: 8_000_000,
    loanTermYears: 30,
    interestRatePercent: 6,
    propertyTaxCents: 480_000,
    homeInsuranceCents: 120_000,
    hoaDuesCents: 0,
    includePmi: true,
    today: DEC_2024,
  });
  expect(result.loanAmountCents).toBe(32_000_000);
  expect(result.loanTermMonths).toBe(360);
  expect(result.start).toEqual({ year: 2025, month: 1 });
  expect(result.principalAndInterestCents).toBe(191_856);
  expect(result.monthlyTaxesCents).toBe(40_000);
  expect(result.monthlyInsuranceCents).toBe(10_000);
  expect(result.monthlyPmiCents).toBe(0);
  expect(result.pmi).toBeNull();
  expect(result.monthlyPaymentCents).toBe(241_856);
  expect(result.totalInterestCents).toBe(37_068_335);
  expect(result.payoffDate).toEqual({ year: 2054, month: 12 });
  expect(result.overallTerm).toEqual({ years: 30, months: 0 });
});

test("5 % down with PMI and HOA: every part of the monthly payment (hand-worked)", () => {
  // loan 285,000 at 6.5 %: P&I $1,801.39 (Python decimal); tax 3600/12 = 300; insurance
  // 1200/12 = 100; HOA 50; PMI 0.75 % × 285,000 / 12 = 178.125 → 178.13
  // total 1801.39 + 300 + 100 + 50 + 178.13 = $2,429.52
  const input = {
    homePriceCents: 30_000_000,
    downPaymentCents: 1_500_000,
    loanTermYears: 30,
    interestRatePercent: 6.5,
    propertyTaxCents: 360_000,
    homeInsuranceCents: 120_000,
    hoaDuesCents: 5_000,
    includePmi: true,
    today: DEC_2024,
  };
  const result = calculateMortgagePayment(input);
  expect(result.principalAndInterestCents).toBe(180_139);
  expect(result.monthlyHoaCents).toBe(5_000);
  expect(result.pmiAnnualRatePercent).toBe(0.75);
  expect(result.monthlyPmiCents).toBe(17_813);
  expect(result.monthlyPaymentCents).toBe(242_952);
  expect(result.totalInterestCents).toBe(36_350_461); // Python reference: $363,504.61
  expect(result.pmi?.requestCancellationMonth).toEqual({ year: 2035, month: 4 });
  expect(result.pmi?.automaticTerminationMonth).toEqual({ year: 2036, month: 3 });

  const withoutPmi = calculateMortgagePayment({ ...input, includePmi: false });
  expect(withoutPmi.monthlyPmiCents).toBe(0);
  expect(withoutPmi.pmi).toBeNull();
  expect(withoutPmi.monthlyPaymentCents).toBe(225_139);
});

test("the loan starts one month after today, across a year end (spec 9)", () => {
  const result = calculateMortgagePayment({
    homePriceCents: 12_000_000,
    downPaymentCents: 0,
    loanTermYears: 1,
    interestRatePercent: 0,
    propertyTaxCents: 0,
    homeInsuranceCents: 0,
    hoaDuesCents: 0,
    includePmi: false,
    today: { year: 2025, month: 12 },
  });
  expect(result.start).toEqual({ year: 2026, month: 1 });
  expect(result.schedule.entries[0]?.displayDate).toBe("01/26");
  expect(result.payoffDate).toEqual({ year: 2026, month: 12 });
  expect(result.principalAndInterestCents).toBe(1_000_000);
});

test("a 0-year term has no payment (NaN) and no schedule", () => {
  const result = calculateMortgagePayment({
    homePriceCents: 30_000_000,
    downPaymentCents: 6_000_000,
    loanTermYears: 0,
    interestRatePercent: 6,
    propertyTaxCents: 0,
    homeInsuranceCents: 0,
    hoaDuesCents: 0,
    includePmi: false,
    today: DEC_2024,
  });
  expect(result.principalAndInterestCents).toBeNaN();
  expect(result.monthlyPaymentCents).toBeNaN();
  expect(result.schedule.entries).toEqual([]);
  expect(result.payoffDate).toBeNull();
});

const fields: MortgageLinkedFields = {
  homePriceCents: 30_000_000,
  downPaymentCents: 6_000_000,
  downPaymentPercent: 20,
  propertyTaxCents: 300_000,
  propertyTaxPercent: 1.25,
};

test("home price change: down payment and tax from the existing percents", () => {
  // $500,000 × 20 % = $100,000; tax 1.25 % × (500,000 − 100,000) = $5,000
  expect(withHomePrice(fields, 50_000_000)).toEqual({
    homePriceCents: 50_000_000,
    downPaymentCents: 10_000_000,
    downPaymentPercent: 20,
    propertyTaxCents: 500_000,
    propertyTaxPercent: 1.25,
  });
});

test("down payment amount change: percent (3 decimals) and tax", () => {
  // 15,000 / 300,000 = 5 %; tax 1.25 % × 285,000 = 3,562.50
  expect(withDownPaymentAmount(fields, 1_500_000)).toEqual({
    ...fields,
    downPaymentCents: 1_500_000,
    downPaymentPercent: 5,
    propertyTaxCents: 356_250,
  });
  // 10,000 / 300,000 = 3.3333… → 3.333
  expect(withDownPaymentAmount(fields, 1_000_000).downPaymentPercent).toBe(3.333);
  // no price: the percent stays readable (0), not NaN
  expect(
    withDownPaymentAmount({ ...fields, homePriceCents: 0 }, 1_000_000).downPaymentPercent,
  ).toBe(0);
});

test("down payment percent change: amount and tax", () => {
  // 3.5 % of 300,000 = 10,500; tax 1.25 % × 289,500 = 3,618.75
  expect(withDownPaymentPercent(fields, 3.5)).toEqual({
    ...fields,
    downPaymentCents: 1_050_000,
    downPaymentPercent: 3.5,
    propertyTaxCents: 361_875,
  });
});

test("tax amount change: percent against price − down payment (spec 5)", () => {
  // 2,400 / (300,000 − 60,000) = 1 %
  expect(withPropertyTaxAmount(fields, 240_000)).toEqual({
    ...fields,
    propertyTaxCents: 240_000,
    propertyTaxPercent: 1,
  });
  // 1,000 / 240,000 = 0.41666… → 0.417
  expect(withPropertyTaxAmount(fields, 100_000).propertyTaxPercent).toBe(0.417);
});

test("tax percent change: amount from price − down payment", () => {
  // 1.1 % × 240,000 = 2,640
  expect(withPropertyTaxPercent(fields, 1.1)).toEqual({
    ...fields,
    propertyTaxCents: 264_000,
    propertyTaxPercent: 1.1,
  });
});

// ---------------------------------------------------------------------------------------------
// Loan programs (issue 16). Every case: first payment 01/2027 (today 12/2026), 30 years, no
// taxes, insurance or HOA, so the payment is P&I + mortgage insurance. Hand-worked in Python
// decimal: M = P × r(1+r)^360 / ((1+r)^360 − 1), r = rate / 12, rounded half-up to cents;
// balances B_k from the same schedule with each month's interest rounded to cents.

const DEC_2026 = { year: 2026, month: 12 };
const bare = {
  loanTermYears: 30,
  propertyTaxCents: 0,
  homeInsuranceCents: 0,
  hoaDuesCents: 0,
  includePmi: true,
  today: DEC_2026,
};

test("FHA, $300,000, 3.5 % down, 640 score: ML 2023-05's 55 bps for the life of the loan", () => {
  // Base 300,000 − 10,500 = $289,500; up-front MIP 1.75 % = $5,066.25; loan $294,566.25.
  // P&I at 6.25 %: $1,813.70. Annual MIP: term > 15 years, base ≤ $726,200, LTV 96.5 % > 95 %
  // → 0.55 %, on the base loan's average balance of year 1 ($287,962.67) / 12 = $131.98.
  // LTV above 90 %: paid for the life of the loan.
  const result = calculateMortgagePayment({
    ...bare,
    homePriceCents: 30_000_000,
    downPaymentCents: 1_050_000,
    interestRatePercent: 6.25,
    program: { loanType: "fha", creditScore: 640 },
  });
  expect(result.baseLoanAmountCents).toBe(28_950_000);
  expect(result.financedFeeCents).toBe(506_625);
  expect(result.loanAmountCents).toBe(29_456_625);
  expect(result.principalAndInterestCents).toBe(181_370);
  expect(result.pmiAnnualRatePercent).toBe(0.55);
  expect(result.monthlyPmiCents).toBe(13_198);
  expect(result.monthlyPaymentCents).toBe(181_370 + 13_198);
  expect(result.mortgageInsurance.lifeOfLoan).toBe(true);
  expect(result.mortgageInsurance.byEntry[359]).toBeGreaterThan(0);
  // 30 yearly premiums, each 12 × round(average of the base loan's 12 balances × 0.55 % / 12):
  // $30,993.48 over the loan (the base loan's own schedule, as HUD computes it; scaling the
  // total loan's balances instead would give $30,993.36).
  expect(result.mortgageInsurance.totalCents).toBe(3_099_348);
  expect(result.pmi).toBeNull();
});

test("FHA with 10 % down: 50 bps for 11 years, then none; the total counts 132 payments only", () => {
  // Base $270,000, loan $274,725; yearly premiums on the base loan's average balance × 0.5 % / 12:
  // 111.90, 110.55, 109.10, 107.57, 105.93, 104.19, 102.34, 100.36, 98.26, 96.03, 93.65;
  // × 12 each = $13,678.56. Payment 132 is 12/2037; 01/2038 is the first without MIP.
  const result = calculateMortgagePayment({
    ...bare,
    homePriceCents: 30_000_000,
    downPaymentCents: 3_000_000,
    interestRatePercent: 6.25,
    program: { loanType: "fha", creditScore: 700 },
  });
  const plan = result.mortgageInsurance;
  expect(result.monthlyPmiCents).toBe(11_190);
  expect(plan.byEntry[12]).toBe(11_055);
  expect(plan.byEntry[131]).toBe(9_365);
  expect(plan.byEntry[132]).toBe(0);
  expect(plan.totalCents).toBe(1_367_856);
  expect(plan.endMonth).toEqual({ year: 2038, month: 1 });
  expect(plan.lastPaidMonth).toEqual({ year: 2037, month: 12 });
});

test("VA, first use, nothing down: a 2.15 % funding fee added to the loan, no monthly insurance", () => {
  // $350,000 × 2.15 % = $7,525 → loan $357,525; P&I at 6 % = $2,143.54.
  const result = calculateMortgagePayment({
    ...bare,
    homePriceCents: 35_000_000,
    downPaymentCents: 0,
    interestRatePercent: 6,
    program: { loanType: "va", vaFirstUse: true },
  });
  expect(result.financedFeeCents).toBe(752_500);
  expect(result.loanAmountCents).toBe(35_752_500);
  expect(result.principalAndInterestCents).toBe(214_354);
  expect(result.monthlyPmiCents).toBe(0);
  expect(result.mortgageInsurance.totalCents).toBe(0);
  // Exempt: no fee at all.
  const exempt = calculateMortgagePayment({
    ...bare,
    homePriceCents: 35_000_000,
    downPaymentCents: 0,
    interestRatePercent: 6,
    program: { loanType: "va", vaExempt: true },
  });
  expect(exempt.loanAmountCents).toBe(35_000_000);
});

test("USDA, nothing down: a 1 % guarantee fee of the total loan and 0.35 % a year for life", () => {
  // Total = 250,000 ÷ 0.99 = $252,525.25 (fee $2,525.25, 1 % of the total); P&I at 6.25 %
  // $1,554.84; year 1 average balance $251,184.28 × 0.35 % / 12 = $73.26; year 2 $72.37.
  const result = calculateMortgagePayment({
    ...bare,
    homePriceCents: 25_000_000,
    downPaymentCents: 0,
    interestRatePercent: 6.25,
    program: { loanType: "usda" },
  });
  expect(result.financedFeeCents).toBe(252_525);
  expect(result.loanAmountCents).toBe(25_252_525);
  expect(result.principalAndInterestCents).toBe(155_484);
  expect(result.monthlyPmiCents).toBe(7_326);
  expect(result.mortgageInsurance.byEntry[12]).toBe(7_237);
  expect(result.mortgageInsurance.lifeOfLoan).toBe(true);
});

test("conventional PMI ends at 78 %; the borrower may ask to cancel at 80 % (worked dates)", () => {
  // $300,000, 5 % down: loan $285,000 at 6.5 %, P&I $1,801.39. B_124 = $239,625.92 ≤ $240,000
  // (80 %) → ask to cancel from payment 124 = 04/2037; B_135 = $233,935.90 ≤ $234,000 (78 %)
  // → PMI stops with payment 135 = 03/2038. Score 700, 95 % LTV on the rate card: 0.78 % →
  // $185.25 a month × 134 payments = $24,823.50.
  const input = {
    ...bare,
    homePriceCents: 30_000_000,
    downPaymentCents: 1_500_000,
    interestRatePercent: 6.5,
  };
  const scored = calculateMortgagePayment({ ...input, program: { creditScore: 700 } });
  expect(scored.monthlyPmiCents).toBe(18_525);
  expect(scored.pmi?.requestCancellationMonth).toEqual({ year: 2037, month: 4 });
  expect(scored.pmi?.automaticTerminationMonth).toEqual({ year: 2038, month: 3 });
  expect(scored.mortgageInsurance.endMonth).toEqual({ year: 2038, month: 3 });
  expect(scored.mortgageInsurance.totalCents).toBe(2_482_350);
  // No program and no score: the spec's table (0.75 % at 5 % down) → $178.13, the same dates:
  // 134 × 178.13 = $23,869.42; the first month's figures are what they always were.
  const spec = calculateMortgagePayment(input);
  expect(spec.monthlyPmiCents).toBe(17_813);
  expect(spec.mortgageInsurance.totalCents).toBe(2_386_942);
  expect(spec.mortgageInsurance.byEntry[134]).toBe(0);
  expect(spec.loanAmountCents).toBe(28_500_000);
  // Unticked: no PMI at all.
  const off = calculateMortgagePayment({ ...input, includePmi: false });
  expect(off.mortgageInsurance.totalCents).toBe(0);
});
