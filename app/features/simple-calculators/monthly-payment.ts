import {
  calculatePaymentWithTaxes,
  type PaymentWithTaxesResult,
} from "~/lib/finance/payment-with-taxes";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { toCents, type SimpleCalculator } from "./calculator";
import { AMOUNT_SLIDER, moneyField, numberOf, RATE_SLIDER, rateField, yearsField } from "./fields";

/**
 * Monthly payment with taxes and insurance (spec 3): `loan-mount` (sic), `loan-length`,
 * `interest-rate`, ANNUAL `property-tax` and `home-insurance` → `monthly-payment` (principal and
 * interest), `monthly-tax`, `monthly-insurance` (each annual amount / 12, spec 9) and
 * `monthly-total`.
 */
export const monthlyPaymentCalculator: SimpleCalculator<PaymentWithTaxesResult> = {
  id: "monthly-payment",
  fields: [
    moneyField("loan-mount", "Loan amount", "300000", {
      min: 1000,
      max: 100_000_000,
      slider: AMOUNT_SLIDER,
    }),
    yearsField("loan-length", "30"),
    rateField("interest-rate", "6.5", { slider: RATE_SLIDER }),
    moneyField("property-tax", "Property tax (per year)", "3600", {
      required: false,
      max: 10_000_000,
      hint: "Your county's yearly tax bill. Leave empty for none.",
    }),
    moneyField("home-insurance", "Homeowners insurance (per year)", "1500", {
      required: false,
      max: 10_000_000,
      hint: "The yearly premium. Leave empty for none.",
    }),
  ],
  compute: (n) =>
    calculatePaymentWithTaxes({
      loanAmountCents: toCents(numberOf(n, "loan-mount")),
      loanTermYears: numberOf(n, "loan-length"),
      interestRatePercent: numberOf(n, "interest-rate"),
      propertyTaxCents: toCents(numberOf(n, "property-tax")),
      homeInsuranceCents: toCents(numberOf(n, "home-insurance")),
    }),
};

export function monthlyPaymentOutputs(result: PaymentWithTaxesResult) {
  const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });
  return {
    "monthly-payment": money(result.monthlyPaymentCents),
    "monthly-tax": money(result.monthlyTaxCents),
    "monthly-insurance": money(result.monthlyInsuranceCents),
    "monthly-total": money(result.monthlyTotalCents),
  };
}
