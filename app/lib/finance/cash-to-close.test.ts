import { expect, test } from "vitest";
import {
  calculateCashToClose,
  prepaidInterest,
  type CashToCloseInput,
} from "~/lib/finance/cash-to-close";

/*
 * Worked by hand (every amount in dollars; cents written out where there are any):
 *
 * $400,000 home, $40,000 down → loan 400,000 − 40,000 = 360,000, at 6.5 % for 30 years,
 * closing Tuesday 15 December 2026 in California.
 *
 * A. Origination Charges
 *      1 % of 360,000                                   =  3,600.00
 *    A total                                            =  3,600.00
 * B. Services You Cannot Shop For
 *      appraisal 650.00 + credit report 75.00           =    725.00
 * C. Services You Can Shop For
 *      title insurance 1,400.00 + settlement 700.00     =  2,100.00
 * D. Total Loan Costs: 3,600.00 + 725.00 + 2,100.00     =  6,425.00
 *
 * E. Taxes and Other Government Fees
 *      recording 150.00
 *      transfer tax 0.11 % of 400,000 = 440.00
 *      tax on the mortgage 0 % = 0.00
 *    E total: 150.00 + 440.00 + 0.00                    =    590.00
 * F. Prepaids
 *      homeowners insurance, 12 months of 1,800.00/yr   =  1,800.00
 *      prepaid interest: 360,000 × 0.065 = 23,400 a year; ÷ 365 = 64.109589… → 64.11 a day;
 *        15 to 31 December, both included = 31 − 15 + 1 = 17 days; 64.11 × 17 = 1,089.87
 *    F total: 1,800.00 + 1,089.87                       =  2,889.87
 * G. Initial Escrow Payment at Closing
 *      insurance 1,800 ÷ 12 = 150.00 a month × 2 months =    300.00
 *      property tax 4,800 ÷ 12 = 400.00 a month × 3     =  1,200.00
 *    G total: 300.00 + 1,200.00                         =  1,500.00
 * H. Other                                              =      0.00
 * I. Total Other Costs: 590.00 + 2,889.87 + 1,500.00 + 0 = 4,979.87
 * J. Total Closing Costs: D 6,425.00 + I 4,979.87 = 11,404.87, less lender credits 1,000.00
 *                                                       = 10,404.87
 *
 * Calculating Cash to Close
 *    Total Closing Costs (J)                               10,404.87
 *    Closing Costs Financed (the loan is below the price)       0.00
 *    Down Payment/Funds from Borrower: 400,000 − 360,000   40,000.00
 *    Deposit (earnest money)                              −10,000.00
 *    Funds for Borrower                                         0.00
 *    Seller Credits                                        −3,000.00
 *    Adjustments and Other Credits                              0.00
 *    Estimated Cash to Close: 10,404.87 + 0 + 40,000.00 − 10,000.00 + 0 − 3,000.00 + 0
 *                                                        = 37,404.87
 *
 * Monthly principal and interest: PMT(6.5 %/12, 360, 360,000) = 2,275.44 (Excel PMT gives
 * −2,275.4352…).
 */
const HAND_WORKED: CashToCloseInput = {
  homePriceCents: 40_000_000,
  downPaymentCents: 4_000_000,
  interestRatePercent: 6.5,
  loanTermYears: 30,
  closingDate: { year: 2026, month: 12, day: 15 },
  originationFeePercent: 1,
  appraisalFeeCents: 65_000,
  creditReportFeeCents: 7_500,
  titleInsuranceCents: 140_000,
  settlementFeeCents: 70_000,
  recordingFeesCents: 15_000,
  transferTaxPercent: 0.11,
  mortgageTaxPercent: 0,
  homeInsuranceCents: 180_000,
  propertyTaxCents: 480_000,
  insuranceEscrowMonths: 2,
  propertyTaxEscrowMonths: 3,
  otherFeesCents: 0,
  earnestMoneyCents: 1_000_000,
  sellerCreditsCents: 300_000,
  lenderCreditsCents: 100_000,
};

test("hand-worked: every section of the Loan Estimate's page 2 and the cash to close", () => {
  const r = calculateCashToClose(HAND_WORKED);
  expect(r.loanAmountCents).toBe(36_000_000);
  expect(r.monthlyPrincipalAndInterestCents).toBe(227_544);

  expect(r.originationFeeCents).toBe(360_000);
  expect(r.originationChargesCents).toBe(360_000);
  expect(r.servicesYouCannotShopForCents).toBe(72_500);
  expect(r.servicesYouCanShopForCents).toBe(210_000);
  expect(r.totalLoanCostsCents).toBe(642_500);

  expect(r.transferTaxCents).toBe(44_000);
  expect(r.mortgageTaxCents).toBe(0);
  expect(r.taxesAndOtherGovernmentFeesCents).toBe(59_000);
  expect(r.homeInsurancePremiumCents).toBe(180_000);
  expect(r.prepaidInterest).toEqual({ dailyCents: 6_411, days: 17, totalCents: 108_987 });
  expect(r.prepaidsCents).toBe(288_987);
  expect(r.insuranceEscrow).toEqual({ monthlyCents: 15_000, months: 2, totalCents: 30_000 });
  expect(r.propertyTaxEscrow).toEqual({ monthlyCents: 40_000, months: 3, totalCents: 120_000 });
  expect(r.initialEscrowPaymentCents).toBe(150_000);
  expect(r.otherCostsCents).toBe(0);
  expect(r.totalOtherCostsCents).toBe(497_987);

  expect(r.lenderCreditsCents).toBe(100_000);
  expect(r.lenderCreditsLimited).toBe(false);
  expect(r.totalClosingCostsCents).toBe(1_040_487);

  expect(r.closingCostsFinancedCents).toBe(0);
  expect(r.downPaymentFromBorrowerCents).toBe(4_000_000);
  expect(r.depositCents).toBe(-1_000_000);
  expect(r.fundsForBorrowerCents).toBe(0);
  expect(r.sellerCreditsCents).toBe(-300_000);
  expect(r.sellerCreditsLimited).toBe(false);
  expect(r.adjustmentsAndOtherCreditsCents).toBe(0);
  expect(r.cashToCloseCents).toBe(3_740_487);
});

test("hand-worked: Florida taxes the deed on the price and the mortgage on the loan", () => {
  // $300,000 home, $60,000 down → loan $240,000.
  // Deed: 0.70 % × 300,000 = 2,100.00. Mortgage: 0.55 % × 240,000 = 1,320.00 (0.35 % note
  // stamps 840.00 + 0.2 % intangible tax 480.00). E = recording 150.00 + 2,100.00 + 1,320.00
  // = 3,570.00.
  const r = calculateCashToClose({
    ...HAND_WORKED,
    homePriceCents: 30_000_000,
    downPaymentCents: 6_000_000,
    transferTaxPercent: 0.7,
    mortgageTaxPercent: 0.55,
  });
  expect(r.transferTaxCents).toBe(210_000);
  expect(r.mortgageTaxCents).toBe(132_000);
  expect(r.taxesAndOtherGovernmentFeesCents).toBe(357_000);
});

test("prepaid interest: a leap-year February, the last day of a month, and a 0 % loan", () => {
  // $200,000 at 5 %: 200,000 × 0.05 = 10,000 a year; ÷ 365 = 27.3972… → 27.40 a day.
  // Closing 10 Feb 2028 (a leap year): 29 − 10 + 1 = 20 days → 548.00.
  expect(prepaidInterest(20_000_000, 5, { year: 2028, month: 2, day: 10 })).toEqual({
    dailyCents: 2_740,
    days: 20,
    totalCents: 54_800,
  });
  // The same in 2027: 28 − 10 + 1 = 19 days → 520.60.
  expect(prepaidInterest(20_000_000, 5, { year: 2027, month: 2, day: 10 }).totalCents).toBe(52_060);
  // Closing on the 30th of a 30-day month: that one day.
  expect(prepaidInterest(20_000_000, 5, { year: 2027, month: 6, day: 30 }).days).toBe(1);
  expect(prepaidInterest(20_000_000, 0, { year: 2027, month: 6, day: 1 }).totalCents).toBe(0);
});

test("credits pay closing costs only: lender credits up to D + I, seller credits up to J", () => {
  // D + I = 11,404.87 (the hand-worked case); lender credits of 20,000 count 11,404.87, J = 0;
  // seller credits then have nothing to pay: cash to close = 0 + 40,000 − 10,000 = 30,000.00.
  const lender = calculateCashToClose({ ...HAND_WORKED, lenderCreditsCents: 2_000_000 });
  expect(lender.lenderCreditsCents).toBe(1_140_487);
  expect(lender.lenderCreditsLimited).toBe(true);
  expect(lender.totalClosingCostsCents).toBe(0);
  expect(lender.sellerCreditsCents).toBe(0);
  expect(lender.sellerCreditsLimited).toBe(true);
  expect(lender.cashToCloseCents).toBe(3_000_000);

  // Seller credits of 15,000 against J = 10,404.87: they count 10,404.87;
  // cash to close = 10,404.87 + 40,000 − 10,000 − 10,404.87 = 30,000.00.
  const seller = calculateCashToClose({ ...HAND_WORKED, sellerCreditsCents: 1_500_000 });
  expect(seller.sellerCreditsCents).toBe(-1_040_487);
  expect(seller.sellerCreditsLimited).toBe(true);
  expect(seller.cashToCloseCents).toBe(3_000_000);
});

test("a deposit larger than what is due comes back: a negative cash to close", () => {
  // J 10,404.87 + down 40,000 − deposit 60,000 − seller 3,000 = −12,595.13
  const r = calculateCashToClose({ ...HAND_WORKED, earnestMoneyCents: 6_000_000 });
  expect(r.cashToCloseCents).toBe(-1_259_513);
});

test("all cash: no loan, so no origination, interest, or payment", () => {
  // Down payment = price: loan 0 → origination 0, prepaid interest 0; D = 725 + 2,100 = 2,825.
  const r = calculateCashToClose({ ...HAND_WORKED, downPaymentCents: 40_000_000 });
  expect(r.loanAmountCents).toBe(0);
  expect(r.originationChargesCents).toBe(0);
  expect(r.prepaidInterest.totalCents).toBe(0);
  expect(r.totalLoanCostsCents).toBe(282_500);
  expect(r.monthlyPrincipalAndInterestCents).toBe(0);
  expect(r.downPaymentFromBorrowerCents).toBe(40_000_000);
});
