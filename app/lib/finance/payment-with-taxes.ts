import { termMonthsFromYears } from "~/lib/finance/month";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import { monthlyPaymentCents } from "~/lib/finance/payment";

export type PaymentWithTaxesInput = {
  /** `loan-mount` (sic, spec 3): loan amount in cents. */
  readonly loanAmountCents: Cents;
  /** `loan-length`: years. */
  readonly loanTermYears: number;
  /** `interest-rate`: annual percent. */
  readonly interestRatePercent: number;
  /** `property-tax` per YEAR in cents. */
  readonly propertyTaxCents: Cents;
  /** `home-insurance` per YEAR in cents. */
  readonly homeInsuranceCents: Cents;
};

export type PaymentWithTaxesResult = {
  /** `monthly-payment`: principal and interest, cents per month. */
  readonly monthlyPaymentCents: Cents;
  /** `monthly-tax`: annual tax / 12, rounded half-up, cents. */
  readonly monthlyTaxCents: Cents;
  /** `monthly-insurance`: annual insurance / 12, rounded half-up, cents. */
  readonly monthlyInsuranceCents: Cents;
  /** `monthly-total`: the sum of the three, cents. */
  readonly monthlyTotalCents: Cents;
};

/**
 * The monthly payment with taxes and insurance calculator (spec 3). Interpretation: tax and
 * insurance are annual amounts (spec 3 says so) spread over 12 months.
 *
 * Units: cents, years, annual percent.
 *
 * @example
 * // $200,000 at 6.5 % for 30 years → P&I $1,264.14; tax $3,000/yr → $250; insurance $1,500/yr → $125
 * calculatePaymentWithTaxes({ loanAmountCents: 20_000_000, loanTermYears: 30, interestRatePercent: 6.5,
 *   propertyTaxCents: 300_000, homeInsuranceCents: 150_000 }).monthlyTotalCents // 163_914 ($1,639.14)
 */
export function calculatePaymentWithTaxes(input: PaymentWithTaxesInput): PaymentWithTaxesResult {
  const monthlyPayment = monthlyPaymentCents(
    input.loanAmountCents,
    input.interestRatePercent,
    termMonthsFromYears(input.loanTermYears),
  );
  const monthlyTaxCents = roundHalfUp(input.propertyTaxCents / 12);
  const monthlyInsuranceCents = roundHalfUp(input.homeInsuranceCents / 12);
  return {
    monthlyPaymentCents: monthlyPayment,
    monthlyTaxCents,
    monthlyInsuranceCents,
    monthlyTotalCents: monthlyPayment + monthlyTaxCents + monthlyInsuranceCents,
  };
}
