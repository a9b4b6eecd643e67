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
