import {
  laterMonth,
  monthsBetween,
  splitMonths,
  termMonthsFromYears,
  type MonthValue,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import {
  buildSchedule,
  scheduleExtras,
  type ExtraPayments,
  type Schedule,
} from "~/lib/finance/schedule";

export type ExtraPaymentInput = {
  /** Loan amount in cents. */
  readonly loanAmountCents: Cents;
  /** Annual interest rate in percent. */
  readonly interestRatePercent: number;
  readonly loanTermYears: number;
  /** Month of the first payment. */
  readonly startDate: MonthValue;
  /** First month of the extra payment; reset to `startDate` when earlier (spec 5). */
  readonly extraStartDate: MonthValue;
  /** Extra paid toward principal every month, in cents. */
  readonly additionalPaymentCents: Cents;
  /**
   * Optional yearly, one-time and biweekly extras: the recurring ones from the extra start date
   * (after its reset), the one-time payment in its own month.
   */
  readonly extras?: ExtraPayments;
};

export type ExtraPaymentResult = {
  /** Regular principal-and-interest payment, in cents. */
  readonly standardPaymentCents: Cents;
  /**
   * standard + the monthly extra, in cents (spec 3). Yearly, one-time and biweekly extras are not
   * part of a monthly payment and are not in it.
   */
  readonly newPaymentCents: Cents;
  /** Extra start actually used (never before the loan start). */
  readonly extraStartDate: MonthValue;
  readonly standard: Schedule;
  readonly withExtra: Schedule;
  /** Standard total interest − total interest with every extra, in cents (never negative). */
  readonly interestSavingsCents: Cents;
  /** Months between the two payoff dates (0 when nothing changes). */
  readonly monthsEarlier: number;
  /** monthsEarlier as years and months ("{years} yrs and {months} mos. earlier"). */
  readonly paidOffEarlier: YearsAndMonths;
};

/**
 * The extra-payment (payoff) calculator: the standard schedule against one with a fixed monthly
 * extra from `extraStartDate`, reset to the loan start when earlier (spec 5, DESIGN 6), and any
 * yearly, one-time or biweekly extras (`extras`).
 *
 * Units: cents, annual percent, years.
 *
 * @example
 * // $1,000 at 12 % for 2 months from 01/2025 with $600 extra from 01/2025: month 1 pays interest
 * // $10.00 + principal $497.51 + extra capped at the remaining $502.49 → paid off in 1 month,
 * // saving the $5.02 of month 2's interest, 1 month earlier. (Term given as 2/12 years.)
 * calculateExtraPayment({ loanAmountCents: 100_000, interestRatePercent: 12, loanTermYears: 2 / 12,
 *   startDate: { year: 2025, month: 1 }, extraStartDate: { year: 2024, month: 6 }, additionalPaymentCents: 60_000 })
 * // → { interestSavingsCents: 502, monthsEarlier: 1, extraStartDate: { year: 2025, month: 1 }, … }
 */
export function calculateExtraPayment(input: ExtraPaymentInput): ExtraPaymentResult {
  const termMonths = termMonthsFromYears(input.loanTermYears);
  const extraStartDate = laterMonth(input.extraStartDate, input.startDate);
  const additional = Math.max(0, roundHalfUp(input.additionalPaymentCents)) || 0;
  const base = {
    principalCents: input.loanAmountCents,
    annualRatePercent: input.interestRatePercent,
    termMonths,
    start: input.startDate,
  };
  const standard = buildSchedule(base);
  const withExtra = buildSchedule({
    ...base,
    extra: { amountCents: additional, start: extraStartDate },
    ...scheduleExtras(input.extras, extraStartDate),
  });
  const standardPayoff = standard.totals.payoffDate;
  const extraPayoff = withExtra.totals.payoffDate;
  const monthsEarlier =
    standardPayoff && extraPayoff ? monthsBetween(extraPayoff, standardPayoff) : 0;
  return {
    standardPaymentCents: standard.monthlyPaymentCents,
    newPaymentCents: standard.monthlyPaymentCents + additional,
    extraStartDate,
    standard,
    withExtra,
    interestSavingsCents: standard.totals.totalInterestCents - withExtra.totals.totalInterestCents,
    monthsEarlier,
    paidOffEarlier: splitMonths(monthsEarlier),
  };
}
