import {
  compareMonths,
  monthsBetween,
  splitMonths,
  termMonthsFromYears,
  type MonthValue,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import { buildSchedule, interestFromMonth, type Schedule } from "~/lib/finance/schedule";

/** One loan of the refinance form (spec 3: the same five inputs for the original and the new). */
export type RefinanceLoanInput = {
  /** Loan amount in cents. */
  readonly loanAmountCents: Cents;
  /** Annual interest rate in percent. */
  readonly interestRatePercent: number;
  readonly loanTermYears: number;
  /** Month of the first payment. */
  readonly startDate: MonthValue;
  /** Extra principal every month from the loan's start, in cents. */
  readonly additionalPaymentCents: Cents;
};

export type RefinanceInput = {
  readonly original: RefinanceLoanInput;
  readonly new: RefinanceLoanInput;
  /** Closing costs of the new loan in cents (beyond the spec; 0 when omitted). */
  readonly closingCostsCents?: Cents;
};

/** Which of the four messages to show (DESIGN 5: data-variant). */
export type RefinanceSavingsVariant = "both" | "interest" | "payment" | "none";

export type RefinanceResult = {
  readonly originalSchedule: Schedule;
  readonly newSchedule: Schedule;
  /** Regular principal-and-interest payment of each loan, in cents (voluntary extras excluded). */
  readonly originalPaymentCents: Cents;
  readonly newPaymentCents: Cents;
  /** original − new payment, in cents; negative when the new payment is higher. */
  readonly monthlySavingsCents: Cents;
  /** Interest the original loan still charges from the new loan's start month on, in cents. */
  readonly originalRemainingInterestCents: Cents;
  readonly newTotalInterestCents: Cents;
  /** originalRemainingInterest − new total interest, in cents (DESIGN 6); negative = a loss;
   * NaN when either loan has no defined payment. */
  readonly lifetimeSavingsCents: Cents;
  /** lifetimeSavings − closing costs, in cents. */
  readonly netLifetimeSavingsCents: Cents;
  /** Months from the new payoff to the original payoff: positive = new loan paid off earlier,
   * negative = later; null when either schedule is empty. */
  readonly payoffDifferenceMonths: number | null;
  readonly payoffDirection: "earlier" | "later" | "same" | null;
  /** |payoffDifferenceMonths| as years and months. */
  readonly payoffDifference: YearsAndMonths;
  readonly savingsVariant: RefinanceSavingsVariant;
  readonly closingCostsCents: Cents;
  /** The payment number of the new loan by which the monthly savings have covered the closing
   * costs (ceil(costs / monthly savings)); 0 without costs; null when never: no monthly saving,
   * or not before either loan would be paid off. */
  readonly breakEvenMonths: number | null;
};

function scheduleOf(loan: RefinanceLoanInput): Schedule {
  return buildSchedule({
    principalCents: loan.loanAmountCents,
    annualRatePercent: loan.interestRatePercent,
    termMonths: termMonthsFromYears(loan.loanTermYears),
    start: loan.startDate,
    extra: { amountCents: loan.additionalPaymentCents, start: loan.startDate },
  });
}

/**
 * Which message fits: savings on both the monthly payment and lifetime interest, on interest only,
 * on the payment only, or none.
 *
 * @example savingsVariant(12_000, -500) // "payment"
 */
export function savingsVariant(
  monthlySavingsCents: Cents,
  lifetimeSavingsCents: Cents,
): RefinanceSavingsVariant {
  const payment = monthlySavingsCents > 0;
  const interest = lifetimeSavingsCents > 0;
  if (payment && interest) return "both";
  if (interest) return "interest";
  if (payment) return "payment";
  return "none";
}

/**
 * The refinance calculator (spec 3, DESIGN 6). Each loan's schedule runs from its own start with
 * its own additional payment. Lifetime savings = the original loan's interest from the new loan's
 * start month on − the new loan's total interest. Break-even counts new-loan payments until the
 * constant monthly saving has repaid the closing costs, within the months both loans would run.
 *
 * Units: cents, annual percent, years.
 *
 * @example
 * // Original $1,000 at 12 % for 2 months from 01/2025 (interest $10.00 + $5.02); new loan $502.49
 * // at 0 % for 1 month from 02/2025 (payment $502.49, no interest): monthly savings
 * // $507.51 − $502.49 = $5.02; lifetime savings $5.02 − $0 = $5.02; same payoff month → "both".
 */
export function calculateRefinance(input: RefinanceInput): RefinanceResult {
  const originalSchedule = scheduleOf(input.original);
  const newSchedule = scheduleOf(input.new);
  const originalPaymentCents = originalSchedule.monthlyPaymentCents;
  const newPaymentCents = newSchedule.monthlyPaymentCents;
  const monthlySavingsCents = originalPaymentCents - newPaymentCents;
  const newStart = input.new.startDate;
  const originalRemainingInterestCents = interestFromMonth(originalSchedule.entries, newStart);
  const newTotalInterestCents = newSchedule.totals.totalInterestCents;
  // A loan without a defined payment (e.g. a 0-year term) has no schedule; comparing against its
  // empty schedule would report its "zero interest" as savings.
  const comparable = Number.isFinite(originalPaymentCents) && Number.isFinite(newPaymentCents);
  const lifetimeSavingsCents = comparable
    ? originalRemainingInterestCents - newTotalInterestCents
    : Number.NaN;
  const closingCostsCents = Math.max(0, roundHalfUp(input.closingCostsCents ?? 0)) || 0;

  const originalPayoff = originalSchedule.totals.payoffDate;
  const newPayoff = newSchedule.totals.payoffDate;
  const payoffDifferenceMonths =
    originalPayoff && newPayoff ? monthsBetween(newPayoff, originalPayoff) : null;
  const payoffDirection =
    payoffDifferenceMonths === null
      ? null
      : payoffDifferenceMonths > 0
        ? "earlier"
        : payoffDifferenceMonths < 0
          ? "later"
          : "same";

  let breakEvenMonths: number | null = null;
  if (closingCostsCents === 0) {
    breakEvenMonths = 0;
  } else if (monthlySavingsCents > 0) {
    const months = Math.ceil(closingCostsCents / monthlySavingsCents);
    const originalRemainingPayments = originalSchedule.entries.filter(
      (entry) => compareMonths(entry.date, newStart) >= 0,
    ).length;
    const window = Math.min(newSchedule.totals.paymentCount, originalRemainingPayments);
    breakEvenMonths = months <= window ? months : null;
  }

  return {
    originalSchedule,
    newSchedule,
    originalPaymentCents,
    newPaymentCents,
    monthlySavingsCents,
    originalRemainingInterestCents,
    newTotalInterestCents,
    lifetimeSavingsCents,
    netLifetimeSavingsCents: lifetimeSavingsCents - closingCostsCents,
    payoffDifferenceMonths,
    payoffDirection,
    payoffDifference: splitMonths(Math.abs(payoffDifferenceMonths ?? 0)),
    savingsVariant: savingsVariant(monthlySavingsCents, lifetimeSavingsCents),
    closingCostsCents,
    breakEvenMonths,
  };
}
