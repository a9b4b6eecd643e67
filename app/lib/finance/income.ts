import { termMonthsFromYears } from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import { monthlyPaymentCents } from "~/lib/finance/payment";

/** a / b rounded DOWN, for non-negative safe integers (income is shown truncated, spec 9). */
function divideFloor(numerator: number, denominator: number): number {
  return (numerator - (numerator % denominator)) / denominator;
}

/**
 * The annual gross income that keeps housing within 28 % and housing plus other debts within
 * 36 % of monthly income (spec 9): max(housing / 0.28, (housing + debts) / 0.36) × 12, computed
 * exactly in integers (× 300 / 7 and × 100 / 3) and rounded DOWN to cents, so truncating to
 * whole dollars for display matches the exact value. NaN when an input is not finite; negative
 * inputs count as 0.
 *
 * Units: cents per month in, cents per YEAR out.
 *
 * @example
 * // housing $1,400, debts $400: 1400 / 0.28 = 5000; 1800 / 0.36 = 5000 → $5,000 × 12 = $60,000
 * requiredAnnualIncomeCents(140_000, 40_000) // 6_000_000
 */
export function requiredAnnualIncomeCents(
  monthlyHousingCents: Cents,
  monthlyOtherDebtsCents: Cents,
): Cents {
  if (!Number.isFinite(monthlyHousingCents) || !Number.isFinite(monthlyOtherDebtsCents)) {
    return Number.NaN;
  }
  const housing = Math.max(0, roundHalfUp(monthlyHousingCents));
  const debts = Math.max(0, roundHalfUp(monthlyOtherDebtsCents));
  // 12 / 0.28 = 300 / 7 and 12 / 0.36 = 100 / 3
  return Math.max(divideFloor(housing * 300, 7), divideFloor((housing + debts) * 100, 3));
}

export type RequiredIncomeInput = {
  /** `loan-amount` in cents. */
  readonly loanAmountCents: Cents;
  /** `loan-length` in years. */
  readonly loanTermYears: number;
  /** `interest-rate` in annual percent. */
  readonly interestRatePercent: number;
  /** `property-tax` per YEAR in cents. */
  readonly propertyTaxCents: Cents;
  /** `mortgage-insurance` per YEAR in cents. */
  readonly mortgageInsuranceCents: Cents;
  /** Monthly debt payments in cents: `auto-loans`, `credit-cards`, `student-loans`,
   * `alimony-child-support`, `other-loan-payments`. */
  readonly autoLoansCents: Cents;
  readonly creditCardsCents: Cents;
  readonly studentLoansCents: Cents;
  readonly alimonyChildSupportCents: Cents;
  readonly otherLoanPaymentsCents: Cents;
};

export type RequiredIncomeResult = {
  /** Principal and interest, in cents per month. */
  readonly principalAndInterestCents: Cents;
  /** P&I + tax / 12 + mortgage insurance / 12 (each rounded half-up), in cents per month. */
  readonly monthlyHousingCents: Cents;
  /** Sum of the five monthly debts, in cents. */
  readonly monthlyDebtsCents: Cents;
  /** `required-income`: cents per year; display truncated to whole dollars. */
  readonly requiredAnnualIncomeCents: Cents;
};

/**
 * The income requirement calculator (spec 3). Interpretation: property tax and mortgage
 * insurance are annual (spec 3 says so), the five debts are monthly payments, and the housing
 * payment is P&I plus the monthly tax and insurance.
 *
 * Units: cents, years, annual percent.
 *
 * @example
 * // $200,000 at 6 % for 30 years: P&I $1,199.10; tax $2,400/yr → $200; insurance $1,200/yr → $100;
 * // housing $1,499.10; debts $300 + $100 = $400. 1499.10 × 300 / 7 = 64,247.14…;
 * // 1899.10 × 100 / 3 = 63,303.33… → $64,247.14 a year
 * calculateRequiredIncome({ loanAmountCents: 20_000_000, loanTermYears: 30, interestRatePercent: 6,
 *   propertyTaxCents: 240_000, mortgageInsuranceCents: 120_000, autoLoansCents: 30_000,
 *   creditCardsCents: 10_000, studentLoansCents: 0, alimonyChildSupportCents: 0,
 *   otherLoanPaymentsCents: 0 }).requiredAnnualIncomeCents // 6_424_714
 */
export function calculateRequiredIncome(input: RequiredIncomeInput): RequiredIncomeResult {
  const principalAndInterestCents = monthlyPaymentCents(
    input.loanAmountCents,
    input.interestRatePercent,
    termMonthsFromYears(input.loanTermYears),
  );
  const monthlyHousingCents =
    principalAndInterestCents +
    roundHalfUp(input.propertyTaxCents / 12) +
    roundHalfUp(input.mortgageInsuranceCents / 12);
  const monthlyDebtsCents =
    input.autoLoansCents +
    input.creditCardsCents +
    input.studentLoansCents +
    input.alimonyChildSupportCents +
    input.otherLoanPaymentsCents;
  return {
    principalAndInterestCents,
    monthlyHousingCents,
    monthlyDebtsCents,
    requiredAnnualIncomeCents: requiredAnnualIncomeCents(monthlyHousingCents, monthlyDebtsCents),
  };
}

export type QualifyingIncomeInput = {
  /** `mortgage-principal-interest`: the monthly P&I payment in cents. */
  readonly principalAndInterestCents: Cents;
  /** `property-tax` per YEAR in cents. */
  readonly propertyTaxCents: Cents;
  /** `home-insurance` per YEAR in cents. */
  readonly homeInsuranceCents: Cents;
  /** `other-loan-payments`: monthly, in cents. */
  readonly otherLoanPaymentsCents: Cents;
};

export type QualifyingIncomeResult = {
  /** P&I + tax / 12 + insurance / 12, in cents per month. */
  readonly monthlyHousingCents: Cents;
  /** `qualifying-income`: cents per year; display truncated to whole dollars. */
  readonly qualifyingAnnualIncomeCents: Cents;
};

/**
 * The minimum qualifying income calculator (spec 3). Interpretation: the spec gives no units, so
 * like the other calculators tax and insurance are ANNUAL (divided by 12), the P&I payment and
 * other loan payments are monthly, and the same 28 % / 36 % rule gives an annual income.
 *
 * Units: cents.
 *
 * @example
 * // P&I $1,000, tax $3,600/yr → $300, insurance $1,200/yr → $100, other $500:
 * // 1400 / 0.28 = 5000, 1900 / 0.36 = 5277.77… → $5,277.77… × 12 = $63,333.33 a year
 * calculateQualifyingIncome({ principalAndInterestCents: 100_000, propertyTaxCents: 360_000,
 *   homeInsuranceCents: 120_000, otherLoanPaymentsCents: 50_000 }).qualifyingAnnualIncomeCents // 6_333_333
 */
export function calculateQualifyingIncome(input: QualifyingIncomeInput): QualifyingIncomeResult {
  const monthlyHousingCents =
    input.principalAndInterestCents +
    roundHalfUp(input.propertyTaxCents / 12) +
    roundHalfUp(input.homeInsuranceCents / 12);
  return {
    monthlyHousingCents,
    qualifyingAnnualIncomeCents: requiredAnnualIncomeCents(
      monthlyHousingCents,
      input.otherLoanPaymentsCents,
    ),
  };
}
