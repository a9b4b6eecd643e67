import { calculatePayMore, type PayMoreResult } from "~/lib/finance/pay-more";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatDuration } from "~/lib/format/duration";
import { toCents, type SimpleCalculator } from "./calculator";
import { AMOUNT_SLIDER, moneyField, numberOf, RATE_SLIDER, rateField, yearsField } from "./fields";

/**
 * What if I pay more (spec 3): `loan_amount`, `loan_length`, `interest_rate`,
 * `additional_monthly_payment` (paid every month from the first payment) →
 * `original_monthly_payment`, `total_without`, `new_monthly_payment`, `total_with`, `savings`
 * (the interest saved) and `time_savings` (years and months, singular or plural; spec 9).
 */
export const payMoreCalculator: SimpleCalculator<PayMoreResult> = {
  id: "pay-more",
  fields: [
    moneyField("loan_amount", "Loan amount", "300000", {
      min: 1000,
      max: 100_000_000,
      slider: AMOUNT_SLIDER,
    }),
    yearsField("loan_length", "30"),
    rateField("interest_rate", "6.5", { slider: RATE_SLIDER }),
    moneyField("additional_monthly_payment", "Extra payment (per month)", "200", {
      max: 10_000_000,
      hint: "Paid on top of the regular payment every month, from the first payment. 0 is allowed.",
    }),
  ],
  compute: (n) =>
    calculatePayMore({
      loanAmountCents: toCents(numberOf(n, "loan_amount")),
      loanTermYears: numberOf(n, "loan_length"),
      interestRatePercent: numberOf(n, "interest_rate"),
      additionalMonthlyPaymentCents: toCents(numberOf(n, "additional_monthly_payment")),
    }),
};

export function payMoreOutputs(result: PayMoreResult) {
  const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });
  return {
    original_monthly_payment: money(result.originalMonthlyPaymentCents),
    total_without: money(result.totalWithoutCents),
    new_monthly_payment: money(result.newMonthlyPaymentCents),
    total_with: money(result.totalWithCents),
    savings: money(result.savingsCents),
    time_savings: formatDuration(result.timeSavings),
  };
}
