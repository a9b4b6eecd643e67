import { termMonthsFromYears } from "~/lib/finance/month";
import { percentOfCents, type Cents } from "~/lib/finance/money";
import { presentValueCents } from "~/lib/finance/payment";

/** Front-end ratio: housing payment may use 28 % of gross monthly income (spec 9). */
export const FRONT_END_RATIO_PERCENT = 28;
/** Back-end ratio: housing plus other debts may use 36 % of gross monthly income (spec 9). */
export const BACK_END_RATIO_PERCENT = 36;

export type AffordabilityInput = {
  /** `monthly-income`: gross monthly income in cents. */
  readonly monthlyIncomeCents: Cents;
  /** `monthly-debt`: other monthly debt payments in cents. */
  readonly monthlyDebtCents: Cents;
  /** `interest-rate`: annual percent. */
  readonly interestRatePercent: number;
  /** `loan-length`: years. */
  readonly loanTermYears: number;
};

export type AffordabilityResult = {
  /** 28 % of monthly income, in cents. */
  readonly frontEndPaymentCents: Cents;
  /** 36 % of monthly income − monthly debt, in cents (may be negative). */
  readonly backEndPaymentCents: Cents;
  /** The smaller of the two, never below 0, in cents per month. */
  readonly affordablePaymentCents: Cents;
  /** `affordable-loan-amount`: present value of that payment at the rate and term, in cents. */
  readonly affordableLoanAmountCents: Cents;
};

/**
 * Home affordability (spec 3 and 9). Interpretation: income and debt are monthly amounts; the
 * affordable payment is principal and interest only (the calculator asks for no tax or
 * insurance), and the loan amount is the one that payment repays over the term. When debts
 * already exceed 36 % of income the affordable payment and loan are 0.
 *
 * Units: cents per month, annual percent, years → cents.
 *
 * @example
 * // $6,000/month income, $500 debt, 6 %, 30 years: 28 % = $1,680; 36 % − $500 = $1,660 →
 * // payment $1,660; PV = 1660 × (1 − 1.005^−360) / 0.005 = $276,874.08
 * calculateAffordability({ monthlyIncomeCents: 600_000, monthlyDebtCents: 50_000,
 *   interestRatePercent: 6, loanTermYears: 30 }).affordableLoanAmountCents // 27687408
 */
export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const frontEndPaymentCents = percentOfCents(input.monthlyIncomeCents, FRONT_END_RATIO_PERCENT);
  const backEndPaymentCents =
    percentOfCents(input.monthlyIncomeCents, BACK_END_RATIO_PERCENT) - input.monthlyDebtCents;
  const affordablePaymentCents = Math.max(0, Math.min(frontEndPaymentCents, backEndPaymentCents));
  return {
    frontEndPaymentCents,
    backEndPaymentCents,
    affordablePaymentCents,
    affordableLoanAmountCents: presentValueCents(
      affordablePaymentCents,
      input.interestRatePercent,
      termMonthsFromYears(input.loanTermYears),
    ),
  };
}
