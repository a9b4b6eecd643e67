import { termMonthsFromYears, type MonthValue } from "~/lib/finance/month";
import { type Cents } from "~/lib/finance/money";
import {
  buildSchedule,
  scheduleExtras,
  type ExtraPayments,
  type Schedule,
} from "~/lib/finance/schedule";

export type AmortizationInput = {
  /** Loan amount in cents. */
  readonly loanAmountCents: Cents;
  readonly loanTermYears: number;
  /** Annual interest rate in percent. */
  readonly interestRatePercent: number;
  /** Month of the first payment (the "MM/YYYY" start date, parsed). */
  readonly startDate: MonthValue;
  /** Extra principal every month, in cents. */
  readonly additionalPaymentCents: Cents;
  /** The current month: the additional payment starts here (spec 9, DESIGN 6). */
  readonly today: MonthValue;
  /**
   * Optional yearly, one-time and biweekly extras. The recurring ones start in the current month
   * too (never before the first payment); the one-time payment is made in its own month
   * (docs/decisions/016-extra-payments.md).
   */
  readonly extras?: ExtraPayments;
};

export type AmortizationResult = {
  /** `monthlyPayment`: principal and interest, cents (NaN when undefined). */
  readonly monthlyPaymentCents: Cents;
  /** `payoffDate`: month of the last payment; null without a schedule. */
  readonly payoffDate: MonthValue | null;
  /** `totalCost`: principal + total interest, cents. */
  readonly totalCostCents: Cents;
  /** `paymentCount`. */
  readonly paymentCount: number;
  /** `totalInterest`: sum of the schedule's interest, cents. */
  readonly totalInterestCents: Cents;
  /** `loanDurationYears`: payments / 12 (e.g. 20.75). */
  readonly loanDurationYears: number;
  readonly schedule: Schedule;
};

/**
 * The amortization calculator (spec 3, DESIGN 5): the schedule from the start date with the
 * additional payment from the current month on (spec 9: "starts at the current date"; for a loan
 * that starts later, that is simply from its first payment).
 *
 * Units: cents, years, annual percent.
 *
 * @example
 * // $162,000 at 3.875 % for 30 years from 01/2025 (CFPB H-25(B) loan), no extra:
 * // $761.78 a month, 360 payments, payoff Dec 2054
 * calculateAmortization({ loanAmountCents: 16_200_000, loanTermYears: 30, interestRatePercent: 3.875,
 *   startDate: { year: 2025, month: 1 }, additionalPaymentCents: 0, today: { year: 2024, month: 12 } })
 */
export function calculateAmortization(input: AmortizationInput): AmortizationResult {
  const schedule = buildSchedule({
    principalCents: input.loanAmountCents,
    annualRatePercent: input.interestRatePercent,
    termMonths: termMonthsFromYears(input.loanTermYears),
    start: input.startDate,
    extra: { amountCents: input.additionalPaymentCents, start: input.today },
    ...scheduleExtras(input.extras, input.today),
  });
  return {
    monthlyPaymentCents: schedule.monthlyPaymentCents,
    payoffDate: schedule.totals.payoffDate,
    totalCostCents: schedule.totals.totalPaidCents,
    paymentCount: schedule.totals.paymentCount,
    totalInterestCents: schedule.totals.totalInterestCents,
    loanDurationYears: schedule.totals.durationYears,
    schedule,
  };
}
