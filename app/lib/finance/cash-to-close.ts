import { daysThroughMonthEnd, type CalendarDay } from "~/lib/finance/day";
import { divideRoundHalfUp, percentOfCents, type Cents } from "~/lib/finance/money";
import { termMonthsFromYears } from "~/lib/finance/month";
import { monthlyPaymentCents } from "~/lib/finance/payment";

/*
 * The cash-to-close estimate of a home purchase, laid out as page 2 of the CFPB Loan Estimate
 * (form H-24, 12 CFR 1026.37):
 *
 * - § 1026.37(f) "Closing Cost Details", Loan Costs: A. Origination Charges, B. Services You
 *   Cannot Shop For, C. Services You Can Shop For, D. Total Loan Costs (A + B + C).
 * - § 1026.37(g) Other Costs: E. Taxes and Other Government Fees, F. Prepaids, G. Initial Escrow
 *   Payment at Closing, H. Other, I. Total Other Costs (E + F + G + H), J. Total Closing Costs
 *   (D + I − Lender Credits).
 * - § 1026.37(h) "Calculating Cash to Close": Total Closing Costs (J), Closing Costs Financed
 *   (Paid from your Loan Amount), Down Payment/Funds from Borrower, Deposit, Funds for Borrower,
 *   Seller Credits, Adjustments and Other Credits, Estimated Cash to Close (their sum).
 *
 * Conventions of this estimate (the form leaves the lender free to choose them):
 * - Prepaid interest runs from the closing date through the last day of that month, both days
 *   included (closing on Dec 15 pays 17 days). Interest per day = loan × annual rate / 365 (a
 *   365-day year), rounded half-up to the cent, then × the days.
 * - Homeowners insurance: the first 12 months of premium are paid at closing (Prepaids); the
 *   escrow deposit holds more months of insurance and of property tax at 1/12 of the yearly
 *   amount each, rounded half-up to the cent.
 * - Lender credits count only up to the closing costs they pay (D + I), and seller credits only
 *   up to the total closing costs (J): neither can pay the down payment.
 * - The loan amount is the price less the down payment, so no closing costs are financed and
 *   there are no funds for the borrower; those lines are $0 and shown so the table reads like
 *   the form.
 * - Adjustments (tax and HOA prorations between buyer and seller) are settled by the closing
 *   agent and not estimated: $0.
 */

/** Days in the year of the prepaid-interest convention (see above). */
export const DAYS_PER_YEAR = 365;

/** Months of homeowners insurance paid in advance at closing. */
export const INSURANCE_PREPAID_MONTHS = 12;

export type CashToCloseInput = {
  readonly homePriceCents: Cents;
  readonly downPaymentCents: Cents;
  /** Annual interest rate in percent. */
  readonly interestRatePercent: number;
  readonly loanTermYears: number;
  /** The day the loan closes and funds. */
  readonly closingDate: CalendarDay;
  /** A. The lender's origination fee, in percent of the loan amount. */
  readonly originationFeePercent: number;
  /** B. */
  readonly appraisalFeeCents: Cents;
  readonly creditReportFeeCents: Cents;
  /** C. Lender's title insurance and the settlement (escrow) agent's fee. */
  readonly titleInsuranceCents: Cents;
  readonly settlementFeeCents: Cents;
  /** E. Recording fees; the tax on the deed in percent of the price; on the loan in percent of it. */
  readonly recordingFeesCents: Cents;
  readonly transferTaxPercent: number;
  readonly mortgageTaxPercent: number;
  /** Homeowners insurance premium per YEAR. */
  readonly homeInsuranceCents: Cents;
  /** Property tax per YEAR. */
  readonly propertyTaxCents: Cents;
  /** G. Months of each held in the escrow account at closing. */
  readonly insuranceEscrowMonths: number;
  readonly propertyTaxEscrowMonths: number;
  /** H. Anything else the borrower pays at closing (inspection, owner's title policy, HOA fees). */
  readonly otherFeesCents: Cents;
  /** The earnest money deposit paid with the offer. */
  readonly earnestMoneyCents: Cents;
  readonly sellerCreditsCents: Cents;
  readonly lenderCreditsCents: Cents;
};

export type PrepaidInterest = {
  /** Interest per day in cents (loan × rate / 365, half-up). */
  readonly dailyCents: Cents;
  /** Days from the closing date through the end of its month. */
  readonly days: number;
  readonly totalCents: Cents;
};

export type EscrowItem = {
  /** One month of the yearly amount (÷ 12, half-up), in cents. */
  readonly monthlyCents: Cents;
  readonly months: number;
  readonly totalCents: Cents;
};

export type CashToCloseResult = {
  /** Price − down payment. */
  readonly loanAmountCents: Cents;
  /** The level monthly principal and interest (NaN when the term gives no payment). */
  readonly monthlyPrincipalAndInterestCents: Cents;

  readonly originationFeeCents: Cents;
  /** A. */
  readonly originationChargesCents: Cents;
  readonly appraisalFeeCents: Cents;
  readonly creditReportFeeCents: Cents;
  /** B. */
  readonly servicesYouCannotShopForCents: Cents;
  readonly titleInsuranceCents: Cents;
  readonly settlementFeeCents: Cents;
  /** C. */
  readonly servicesYouCanShopForCents: Cents;
  /** D = A + B + C. */
  readonly totalLoanCostsCents: Cents;

  readonly recordingFeesCents: Cents;
  readonly transferTaxCents: Cents;
  readonly mortgageTaxCents: Cents;
  /** E. */
  readonly taxesAndOtherGovernmentFeesCents: Cents;
  /** 12 months of homeowners insurance. */
  readonly homeInsurancePremiumCents: Cents;
  readonly prepaidInterest: PrepaidInterest;
  /** F. */
  readonly prepaidsCents: Cents;
  readonly insuranceEscrow: EscrowItem;
  readonly propertyTaxEscrow: EscrowItem;
  /** G. */
  readonly initialEscrowPaymentCents: Cents;
  /** H. */
  readonly otherCostsCents: Cents;
  /** I = E + F + G + H. */
  readonly totalOtherCostsCents: Cents;
  /** Lender credits applied, at most D + I (a positive number; J subtracts it). */
  readonly lenderCreditsCents: Cents;
  /** True when the lender credits entered were more than D + I. */
  readonly lenderCreditsLimited: boolean;
  /** J = D + I − lender credits. */
  readonly totalClosingCostsCents: Cents;

  // Calculating Cash to Close: each line as the amount it adds (negative = subtracted).
  readonly closingCostsFinancedCents: Cents;
  readonly downPaymentFromBorrowerCents: Cents;
  /** −earnest money. */
  readonly depositCents: Cents;
  readonly fundsForBorrowerCents: Cents;
  /** −seller credits applied (at most J). */
  readonly sellerCreditsCents: Cents;
  /** True when the seller credits entered were more than J. */
  readonly sellerCreditsLimited: boolean;
  readonly adjustmentsAndOtherCreditsCents: Cents;
  /** The sum of the seven lines above; negative = money back to the borrower at closing. */
  readonly cashToCloseCents: Cents;
};

/** −cents, without a "-0" for nothing. */
function negative(cents: Cents): Cents {
  return cents === 0 ? 0 : -cents;
}

/** One month of a yearly amount held `months` times. */
function escrowItem(yearlyCents: Cents, months: number): EscrowItem {
  const monthlyCents = divideRoundHalfUp(yearlyCents, 12);
  return { monthlyCents, months, totalCents: monthlyCents * months };
}

/**
 * Prepaid (per diem) interest from the closing date through the end of its month, on a 365-day
 * year. Units: loan in cents, annual percent → cents.
 *
 * @example
 * // $360,000 at 6.5 % closing Dec 15: 36,000,000 × 6.5 % / 365 = 6,410.96 → 6,411 cents a day;
 * // Dec 15-31 is 17 days → 108,987 cents ($1,089.87)
 * prepaidInterest(36_000_000, 6.5, { year: 2026, month: 12, day: 15 }).totalCents // 108987
 */
export function prepaidInterest(
  loanAmountCents: Cents,
  interestRatePercent: number,
  closingDate: CalendarDay,
): PrepaidInterest {
  const dailyCents = percentOfCents(loanAmountCents, interestRatePercent, DAYS_PER_YEAR);
  const days = daysThroughMonthEnd(closingDate);
  return { dailyCents, days, totalCents: dailyCents * days };
}

/**
 * The Loan Estimate's closing cost details and cash to close for a purchase (see the comment at
 * the top of this file for the sections and conventions). Units: cents, percent, years.
 *
 * @example
 * // $400,000 home, $40,000 down → loan $360,000 at 6.5 % for 30 years, closing Dec 15, 2026;
 * // 1 % origination, $650 appraisal, $75 credit report, $1,400 title, $700 settlement, $150
 * // recording, 0.11 % transfer tax, $1,800/yr insurance, $4,800/yr tax, escrow 2 and 3 months,
 * // $10,000 deposit, $3,000 seller credits, $1,000 lender credits:
 * // J = D 6,425 + I 4,979.87 − 1,000 = $10,404.87; cash to close = 10,404.87 + 40,000 − 10,000 − 3,000
// = $37,404.87 (every line is added up in cash-to-close.test.ts)
 */
export function calculateCashToClose(input: CashToCloseInput): CashToCloseResult {
  const loanAmountCents = input.homePriceCents - input.downPaymentCents;
  const monthlyPrincipalAndInterestCents = monthlyPaymentCents(
    loanAmountCents,
    input.interestRatePercent,
    termMonthsFromYears(input.loanTermYears),
  );

  const originationFeeCents = percentOfCents(loanAmountCents, input.originationFeePercent);
  const originationChargesCents = originationFeeCents;
  const servicesYouCannotShopForCents = input.appraisalFeeCents + input.creditReportFeeCents;
  const servicesYouCanShopForCents = input.titleInsuranceCents + input.settlementFeeCents;
  const totalLoanCostsCents =
    originationChargesCents + servicesYouCannotShopForCents + servicesYouCanShopForCents;

  const transferTaxCents = percentOfCents(input.homePriceCents, input.transferTaxPercent);
  const mortgageTaxCents = percentOfCents(loanAmountCents, input.mortgageTaxPercent);
  const taxesAndOtherGovernmentFeesCents =
    input.recordingFeesCents + transferTaxCents + mortgageTaxCents;
  const homeInsurancePremiumCents = divideRoundHalfUp(
    input.homeInsuranceCents * INSURANCE_PREPAID_MONTHS,
    12,
  );
  const interest = prepaidInterest(loanAmountCents, input.interestRatePercent, input.closingDate);
  const prepaidsCents = homeInsurancePremiumCents + interest.totalCents;
  const insuranceEscrow = escrowItem(input.homeInsuranceCents, input.insuranceEscrowMonths);
  const propertyTaxEscrow = escrowItem(input.propertyTaxCents, input.propertyTaxEscrowMonths);
  const initialEscrowPaymentCents = insuranceEscrow.totalCents + propertyTaxEscrow.totalCents;
  const otherCostsCents = input.otherFeesCents;
  const totalOtherCostsCents =
    taxesAndOtherGovernmentFeesCents + prepaidsCents + initialEscrowPaymentCents + otherCostsCents;

  const costsBeforeCredits = totalLoanCostsCents + totalOtherCostsCents;
  const lenderCreditsCents = Math.min(input.lenderCreditsCents, costsBeforeCredits);
  const totalClosingCostsCents = costsBeforeCredits - lenderCreditsCents;

  // § 1026.37(h)(1)(ii): the loan amount beyond the price pays closing costs, up to J; then
  // (h)(1)(iii) and (v): what the loan leaves of the price comes from the borrower, what it
  // exceeds the price by goes to the borrower. With loan = price − down payment both of the
  // "financed" amounts are 0.
  const financed = Math.min(
    totalClosingCostsCents,
    Math.max(0, loanAmountCents - input.homePriceCents),
  );
  const loanTowardPrice = loanAmountCents - financed;
  const closingCostsFinancedCents = negative(financed);
  const downPaymentFromBorrowerCents = Math.max(0, input.homePriceCents - loanTowardPrice);
  const fundsForBorrowerCents = negative(Math.max(0, loanTowardPrice - input.homePriceCents));
  const depositCents = negative(input.earnestMoneyCents);
  const sellerCredits = Math.min(input.sellerCreditsCents, totalClosingCostsCents);
  const sellerCreditsCents = negative(sellerCredits);
  const adjustmentsAndOtherCreditsCents = 0;
  const cashToCloseCents =
    totalClosingCostsCents +
    closingCostsFinancedCents +
    downPaymentFromBorrowerCents +
    depositCents +
    fundsForBorrowerCents +
    sellerCreditsCents +
    adjustmentsAndOtherCreditsCents;

  return {
    loanAmountCents,
    monthlyPrincipalAndInterestCents,
    originationFeeCents,
    originationChargesCents,
    appraisalFeeCents: input.appraisalFeeCents,
    creditReportFeeCents: input.creditReportFeeCents,
    servicesYouCannotShopForCents,
    titleInsuranceCents: input.titleInsuranceCents,
    settlementFeeCents: input.settlementFeeCents,
    servicesYouCanShopForCents,
    totalLoanCostsCents,
    recordingFeesCents: input.recordingFeesCents,
    transferTaxCents,
    mortgageTaxCents,
    taxesAndOtherGovernmentFeesCents,
    homeInsurancePremiumCents,
    prepaidInterest: interest,
    prepaidsCents,
    insuranceEscrow,
    propertyTaxEscrow,
    initialEscrowPaymentCents,
    otherCostsCents,
    totalOtherCostsCents,
    lenderCreditsCents,
    lenderCreditsLimited: input.lenderCreditsCents > lenderCreditsCents,
    totalClosingCostsCents,
    closingCostsFinancedCents,
    downPaymentFromBorrowerCents,
    depositCents,
    fundsForBorrowerCents,
    sellerCreditsCents,
    sellerCreditsLimited: input.sellerCreditsCents > sellerCredits,
    adjustmentsAndOtherCreditsCents,
    cashToCloseCents,
  };
}
