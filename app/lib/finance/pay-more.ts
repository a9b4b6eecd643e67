import {
  monthsBetween,
  splitMonths,
  termMonthsFromYears,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import { buildSchedule } from "~/lib/finance/schedule";

export type PayMoreInput = {
  /** `loan_amount` in cents. */
  readonly loanAmountCents: Cents;
  /** `loan_length` in years. */
  readonly loanTermYears: number;
  /** `interest_rate` in annual percent. */
  readonly interestRatePercent: number;
  /** `additional_monthly_payment` in cents, paid every month from the first payment. */
  readonly additionalMonthlyPaymentCents: Cents;
};

export type PayMoreResult = {
  /** `original_monthly_payment`: P&I in cents. */
  readonly originalMonthlyPaymentCents: Cents;
  /** `total_without`: everything paid (principal + interest) without the extra, in cents. */
  readonly totalWithoutCents: Cents;
  /** `new_monthly_payment`: original + additional, in cents. */
  readonly newMonthlyPaymentCents: Cents;
  /** `total_with`: everything paid with the extra, in cents. */
  readonly totalWithCents: Cents;
  /** `savings`: total_without − total_with (the interest saved), in cents. */
  readonly savingsCents: Cents;
  /** `time_savings` in months, and as years and months. */
  readonly timeSavingsMonths: number;
  readonly timeSavings: YearsAndMonths;
};

/** Schedules need a calendar; this calculator has no dates, so any fixed month serves. */
const ANY_MONTH = { year: 2000, month: 1 } as const;

/**
 * What-if-I-pay-more (spec 3). Interpretation: the additional amount is paid every month from
 * the first payment; totals are everything paid over the life of the loan (principal + the
 * schedule's interest), so their difference is the interest saved; time saved is the difference
 * in the number of payments.
 *
 * Units: cents, years, annual percent.
 *
 * @example
 * // $1,000 at 12 % over 2 months (2/12 years) with $600 extra: without, $507.51 + $507.51 =
 * // $1,015.02; with, month 1 pays $10.00 + $497.51 + $502.49 = $1,010.00 and the loan is done:
 * // savings $5.02, 1 month sooner
 * calculatePayMore({ loanAmountCents: 100_000, loanTermYears: 2 / 12, interestRatePercent: 12,
 *   additionalMonthlyPaymentCents: 60_000 }).savingsCents // 502
 */
export function calculatePayMore(input: PayMoreInput): PayMoreResult {
  const base = {
    principalCents: input.loanAmountCents,
    annualRatePercent: input.interestRatePercent,
    termMonths: termMonthsFromYears(input.loanTermYears),
    start: ANY_MONTH,
  };
  const additional = Math.max(0, roundHalfUp(input.additionalMonthlyPaymentCents)) || 0;
  const without = buildSchedule(base);
  const withExtra = buildSchedule({
    ...base,
    extra: { amountCents: additional, start: ANY_MONTH },
  });
  const withoutPayoff = without.totals.payoffDate;
  const withPayoff = withExtra.totals.payoffDate;
  const timeSavingsMonths =
    withoutPayoff && withPayoff ? monthsBetween(withPayoff, withoutPayoff) : 0;
  return {
    originalMonthlyPaymentCents: without.monthlyPaymentCents,
    totalWithoutCents: without.totals.totalPaidCents,
    newMonthlyPaymentCents: without.monthlyPaymentCents + additional,
    totalWithCents: withExtra.totals.totalPaidCents,
    savingsCents: without.totals.totalPaidCents - withExtra.totals.totalPaidCents,
    timeSavingsMonths,
    timeSavings: splitMonths(timeSavingsMonths),
  };
}
