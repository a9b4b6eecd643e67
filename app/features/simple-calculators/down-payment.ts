import { downPaymentRows, type DownPaymentRow } from "~/lib/finance/down-payment";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { toCents, type SimpleCalculator } from "./calculator";
import { AMOUNT_SLIDER, moneyField, numberOf, RATE_SLIDER, rateField, yearsField } from "./fields";

/**
 * Down payment comparison (spec 3): `loan_amount`, `loan_length`, `interest_rate` → one row per
 * down payment percent (0, 1, 3, 5, 10, 15, 20; spec 9) with the down payment and the monthly
 * principal and interest. `loan_amount` is read as the amount BEFORE the down payment (the home
 * price), as the finance engine decides: each row takes its percent of it.
 */
export const downPaymentCalculator: SimpleCalculator<DownPaymentRow[]> = {
  id: "down-payment",
  fields: [
    moneyField("loan_amount", "Home price (before any down payment)", "350000", {
      min: 1000,
      max: 100_000_000,
      slider: AMOUNT_SLIDER,
      hint: "Each row takes its percent of this amount as the down payment and borrows the rest.",
    }),
    yearsField("loan_length", "30"),
    rateField("interest_rate", "6.5", { slider: RATE_SLIDER }),
  ],
  compute: (n) =>
    downPaymentRows({
      homePriceCents: toCents(numberOf(n, "loan_amount")),
      loanTermYears: numberOf(n, "loan_length"),
      interestRatePercent: numberOf(n, "interest_rate"),
    }),
};

export type DownPaymentRowOutput = {
  readonly percent: number;
  readonly down_payment: string;
  readonly loan: string;
  readonly monthly_payment: string;
};

/** Each row's displayed values (currency with 2 decimals). */
export function downPaymentOutputs(rows: readonly DownPaymentRow[]): DownPaymentRowOutput[] {
  const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });
  return rows.map((row) => ({
    percent: row.percent,
    down_payment: money(row.downPaymentCents),
    loan: money(row.loanAmountCents),
    monthly_payment: money(row.monthlyPaymentCents),
  }));
}
