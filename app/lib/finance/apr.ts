import { termMonthsFromYears, type MonthValue } from "~/lib/finance/month";
import { percentOfCents, type Cents } from "~/lib/finance/money";
import { buildSchedule, type Schedule } from "~/lib/finance/schedule";

/**
 * The annual percentage rate of a closed-end loan by the actuarial method of Regulation Z,
 * Appendix J (12 CFR 1026): the unit-period rate i at which the payments, discounted back to the
 * start of the term, are worth exactly the amount financed (the general equation, (b)(8)), times
 * the number of unit-periods in a year ((b)(1)). Pure: cents in, percent out.
 */

export type PaymentStream = {
  /** The amount financed in cents (the single advance, made when the term begins). */
  readonly amountFinancedCents: Cents;
  /** Payment amounts in cents, one unit-period apart, the first one unit-period after the advance
   * (plus `firstPeriodFraction`). */
  readonly paymentsCents: readonly Cents[];
  /** 12 for monthly payments (Appendix J (b)(5)(ii)); 12 by default. */
  readonly unitPeriodsPerYear?: number;
  /** Odd days before the first full unit-period as a fraction of one (days / 30 for months,
   * (b)(5)(ii)); priced at simple interest, (1 + f·i) in the general equation. 0 by default. */
  readonly firstPeriodFraction?: number;
};

/** Stop when the unit-period rate moves less than this: 1e-13 a month is 1.2e-10 percentage
 * points a year, far inside the 0.001 point the calculator shows. */
const RATE_TOLERANCE = 1e-13;
const MAX_ITERATIONS = 200;

/**
 * The present value of the payments at unit-period rate `i`, and its derivative in `i`.
 * Payment k (1-based) is discounted by (1 + f·i)(1 + i)^k.
 */
function presentValue(stream: PaymentStream, i: number): { value: number; slope: number } {
  const f = stream.firstPeriodFraction ?? 0;
  const v = 1 / (1 + i);
  let discount = 1;
  let sum = 0;
  // d/di of Σ P_k v^k is −Σ k P_k v^(k+1).
  let sumSlope = 0;
  stream.paymentsCents.forEach((payment, index) => {
    discount *= v;
    sum += payment * discount;
    sumSlope -= (index + 1) * payment * discount * v;
  });
  const simple = 1 + f * i;
  return { value: sum / simple, slope: sumSlope / simple - (sum * f) / (simple * simple) };
}

/**
 * The unit-period rate (a decimal: 0.005 is 0.5 % a month) that solves the general equation for
 * `stream`; null when there is none: no payments, an amount financed of zero or less, or
 * payments that add up to less than the amount financed.
 *
 * Newton's method from a bracket [lo, hi] that always holds the root (the present value falls
 * as the rate rises), halving the bracket whenever a Newton step would leave it.
 *
 * @example unitPeriodRate({ amountFinancedCents: 500_000, paymentsCents: Array(24).fill(23_000) })
 * // 0.0080714… (Appendix J (c)(1)(i): × 12 = 9.69 %)
 */
export function unitPeriodRate(stream: PaymentStream): number | null {
  const target = stream.amountFinancedCents;
  const payments = stream.paymentsCents;
  if (!(target > 0) || payments.length === 0) return null;
  if (!payments.every((p) => Number.isFinite(p) && p >= 0)) return null;
  const total = payments.reduce((sum, p) => sum + p, 0);
  if (total < target) return null;
  if (total === target) return 0;

  const excess = (i: number) => presentValue(stream, i).value - target;
  let lo = 0;
  let hi = 1;
  for (let doubled = 0; excess(hi) > 0; doubled++) {
    if (doubled > 60) return null;
    lo = hi;
    hi *= 2;
  }
  let i = lo + (hi - lo) / 2;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { value, slope } = presentValue(stream, i);
    const f = value - target;
    if (f > 0) lo = i;
    else hi = i;
    let next = slope < 0 ? i - f / slope : Number.NaN;
    if (!(next > lo && next < hi)) next = lo + (hi - lo) / 2;
    if (Math.abs(next - i) < RATE_TOLERANCE || hi - lo < RATE_TOLERANCE) return next;
    i = next;
  }
  return i;
}

/**
 * The annual percentage rate of `stream` in PERCENT, unrounded (unit-period rate × unit-periods
 * per year × 100); null when the general equation has no solution (see unitPeriodRate).
 *
 * @example aprPercentOfStream({ amountFinancedCents: 500_000, paymentsCents: Array(24).fill(23_000) })
 * // 9.6857… (Appendix J (c)(1)(i): 9.69 %)
 */
export function aprPercentOfStream(stream: PaymentStream): number | null {
  const rate = unitPeriodRate(stream);
  return rate === null ? null : rate * (stream.unitPeriodsPerYear ?? 12) * 100;
}

export type AprInput = {
  /** The loan amount (the note amount) in cents. */
  readonly loanAmountCents: Cents;
  /** The note's annual interest rate in percent. */
  readonly interestRatePercent: number;
  /** Whole years; payments are monthly. */
  readonly loanTermYears: number;
  /** Discount points in PERCENT of the loan amount (1 means 1 % of the loan). */
  readonly pointsPercent: number;
  /** Other prepaid finance charges paid to the lender (origination, underwriting, ...), cents. */
  readonly lenderFeesCents: Cents;
  /** Month of the first payment. */
  readonly start: MonthValue;
};

export type AprResult = {
  /** The annual percentage rate in percent, unrounded (show it with 3 decimals). */
  readonly aprPercent: number;
  /** The regular monthly principal-and-interest payment in cents. */
  readonly monthlyPaymentCents: Cents;
  /** Points in cents: pointsPercent % of the loan amount, rounded half-up. */
  readonly pointsCents: Cents;
  /** Points + lender fees: the prepaid finance charges, in cents. */
  readonly prepaidFinanceChargesCents: Cents;
  /** Loan amount − prepaid finance charges, in cents. */
  readonly amountFinancedCents: Cents;
  /** Every scheduled payment added up (the last one as the schedule makes it), in cents. */
  readonly totalOfPaymentsCents: Cents;
  /** Total of payments − amount financed: interest plus prepaid finance charges, in cents. */
  readonly financeChargeCents: Cents;
  readonly schedule: Schedule;
};

/**
 * The APR and the Truth in Lending figures of a fixed-rate loan with monthly payments: the
 * cent-exact schedule of DESIGN 6 (payment rounded half-up, interest per month rounded, the last
 * payment whatever clears the balance) is the payment stream; the amount financed is the loan
 * amount less the points and lender fees (prepaid finance charges); the first payment falls one
 * month after the loan starts (a regular first period, no odd days). Null when there is no
 * schedule (no positive loan amount, a term out of range) or the points and fees leave nothing
 * financed.
 *
 * Units: cents, annual percent, whole years.
 *
 * @example
 * // $300,000 at 6.5 % for 30 years, 1 point ($3,000) and $2,000 of fees: 359 payments of
 * // $1,896.20 and a last one of $1,900.91, amount financed $295,000 → APR 6.662 %
 * calculateApr({ loanAmountCents: 30_000_000, interestRatePercent: 6.5, loanTermYears: 30,
 *   pointsPercent: 1, lenderFeesCents: 200_000, start: { year: 2027, month: 1 } })?.aprPercent // 6.6623…
 */
export function calculateApr(input: AprInput): AprResult | null {
  const schedule = buildSchedule({
    principalCents: input.loanAmountCents,
    annualRatePercent: input.interestRatePercent,
    termMonths: termMonthsFromYears(input.loanTermYears),
    start: input.start,
  });
  return aprOfSchedule(schedule, input);
}

/**
 * `calculateApr` for a loan whose schedule is already built (`buildSchedule` of the loan amount,
 * rate, term and first payment): the points calculator has one per offer and would otherwise
 * build each twice.
 */
export function aprOfSchedule(
  schedule: Schedule,
  input: Pick<AprInput, "loanAmountCents" | "pointsPercent" | "lenderFeesCents">,
): AprResult | null {
  if (schedule.entries.length === 0) return null;
  const pointsCents = percentOfCents(input.loanAmountCents, input.pointsPercent);
  const prepaidFinanceChargesCents = pointsCents + input.lenderFeesCents;
  const amountFinancedCents = input.loanAmountCents - prepaidFinanceChargesCents;
  const paymentsCents = schedule.entries.map((entry) => entry.paymentCents);
  const aprPercent = aprPercentOfStream({ amountFinancedCents, paymentsCents });
  if (aprPercent === null) return null;
  const totalOfPaymentsCents = paymentsCents.reduce((sum, p) => sum + p, 0);
  return {
    aprPercent,
    monthlyPaymentCents: schedule.monthlyPaymentCents,
    pointsCents,
    prepaidFinanceChargesCents,
    amountFinancedCents,
    totalOfPaymentsCents,
    financeChargeCents: totalOfPaymentsCents - amountFinancedCents,
    schedule,
  };
}
