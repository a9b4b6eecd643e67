import {
  compareMonths,
  monthsBetween,
  splitMonths,
  termMonthsFromYears,
  type MonthValue,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import {
  buildSchedule,
  interestFromMonth,
  type Schedule,
  type ScheduleEntry,
} from "~/lib/finance/schedule";

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
  /**
   * True: the closing costs are added to the new loan (it borrows loanAmount + costs and
   * nothing is paid in cash). False or omitted: they are paid in cash at closing.
   */
  readonly rollClosingCosts?: boolean;
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
  /**
   * The break-even payment of the new loan. Costs paid in cash: the payment by which the
   * monthly savings have covered them (ceil(costs / monthly savings)), within the months both
   * loans run. Costs rolled in: `totalCostBreakEvenMonths`, since no cash is repaid but the
   * higher balance is. 0 without costs; null when never.
   */
  readonly breakEvenMonths: number | null;
  readonly rollClosingCosts: boolean;
  /** What the new loan borrows: its amount, plus the closing costs when they are rolled in. */
  readonly newLoanPrincipalCents: Cents;
  /** Closing costs paid in cash at closing: all of them, or 0 when rolled in. */
  readonly cashClosingCostsCents: Cents;
  /**
   * The first payment of the new loan after which refinancing has cost less IN TOTAL than
   * keeping the current loan: closing costs + payments made + balance still owed on the new
   * loan, against payments made + balance still owed on the current loan (money in hand from a
   * new loan larger than the old balance counts for the new loan). Since a payment is interest
   * plus principal, that is the month the interest saved, month by month, adds up to the
   * closing costs (a rolled-in cost adds its interest to the new loan's). 0 without costs; null
   * when never.
   */
  readonly totalCostBreakEvenMonths: number | null;
  /** Payments left on the current loan from the new loan's first payment month on. */
  readonly originalRemainingPayments: number;
  /** New loan payments − payments left on the current loan: > 0 = the new term adds months. */
  readonly extraPaymentMonths: number;
};

function scheduleOf(loan: RefinanceLoanInput, addedCents = 0): Schedule {
  return buildSchedule({
    principalCents: loan.loanAmountCents + addedCents,
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
 * Closing costs rolled into the new loan are borrowed with it (a larger loan, a larger payment,
 * more interest, nothing paid in cash); their break-even is the total-cost one
 * (`interestBreakEven`), which is also given for costs paid in cash.
 *
 * Units: cents, annual percent, years.
 *
 * @example
 * // Original $1,000 at 12 % for 2 months from 01/2025 (interest $10.00 + $5.02); new loan $502.49
 * // at 0 % for 1 month from 02/2025 (payment $502.49, no interest): monthly savings
 * // $507.51 − $502.49 = $5.02; lifetime savings $5.02 − $0 = $5.02; same payoff month → "both".
 */
export function calculateRefinance(input: RefinanceInput): RefinanceResult {
  const closingCostsCents = Math.max(0, roundHalfUp(input.closingCostsCents ?? 0)) || 0;
  const rollClosingCosts = input.rollClosingCosts === true;
  const cashClosingCostsCents = rollClosingCosts ? 0 : closingCostsCents;
  const originalSchedule = scheduleOf(input.original);
  const newSchedule = scheduleOf(input.new, rollClosingCosts ? closingCostsCents : 0);
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

  const originalRemaining = originalSchedule.entries.filter(
    (entry) => compareMonths(entry.date, newStart) >= 0,
  );
  const originalRemainingPayments = originalRemaining.length;
  const totalCostBreakEvenMonths = comparable
    ? interestBreakEven(originalRemaining, newSchedule.entries, closingCostsCents)
    : null;

  let breakEvenMonths: number | null = null;
  if (rollClosingCosts) {
    breakEvenMonths = totalCostBreakEvenMonths;
  } else if (closingCostsCents === 0) {
    breakEvenMonths = 0;
  } else if (monthlySavingsCents > 0) {
    const months = Math.ceil(closingCostsCents / monthlySavingsCents);
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
    rollClosingCosts,
    newLoanPrincipalCents: input.new.loanAmountCents + (rollClosingCosts ? closingCostsCents : 0),
    cashClosingCostsCents,
    totalCostBreakEvenMonths,
    originalRemainingPayments,
    extraPaymentMonths: newSchedule.totals.paymentCount - originalRemainingPayments,
  };
}

/**
 * The first month (1 = the new loan's first payment) by which the interest saved month by
 * month, (current loan's interest − new loan's interest) summed, reaches `costsCents`; 0 when
 * there are no costs; null when it never does while either loan runs. The months are matched by
 * date: `original` holds the current loan's payments from the new loan's first month on.
 *
 * @example
 * // Current loan's interest 8.04 then 4.04; new loan's 4.04 then 2.03; costs $5:
 * // month 1: 8.04 − 4.04 = 4.00 < 5; month 2: 4.00 + 4.04 − 2.03 = 6.01 ≥ 5 → 2
 */
export function interestBreakEven(
  original: readonly ScheduleEntry[],
  next: readonly ScheduleEntry[],
  costsCents: Cents,
): number | null {
  if (costsCents <= 0) return 0;
  const first = next[0]?.date ?? original[0]?.date;
  if (!first) return null;
  const originalInterest = new Map(original.map((e) => [monthsBetween(first, e.date), e]));
  const months = Math.max(
    next.length,
    original.length === 0 ? 0 : monthsBetween(first, original[original.length - 1]!.date) + 1,
  );
  let saved = 0;
  for (let month = 0; month < months; month++) {
    saved += (originalInterest.get(month)?.interestCents ?? 0) - (next[month]?.interestCents ?? 0);
    if (saved >= costsCents) return month + 1;
  }
  return null;
}
