import { calculateAffordability, type AffordabilityResult } from "~/lib/finance/affordability";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { toCents, type SimpleCalculator } from "./calculator";
import { moneyField, numberOf, RATE_SLIDER, rateField, yearsField } from "./fields";

/**
 * Home affordability (spec 3): `monthly-income`, `monthly-debt`, `interest-rate`, `loan-length`
 * → `affordable-loan-amount`. Income and debts are MONTHLY; the affordable payment is the
 * smaller of 28 % of income and 36 % of income minus debts (spec 9), and the loan amount is
 * what that principal-and-interest payment repays over the term.
 */
export const affordabilityCalculator: SimpleCalculator<AffordabilityResult> = {
  id: "affordability",
  fields: [
    moneyField("monthly-income", "Gross income (per month)", "7000", {
      min: 1,
      max: 10_000_000,
      hint: "Before taxes, for everyone who will be on the loan.",
    }),
    moneyField("monthly-debt", "Debt payments (per month)", "500", {
      required: false,
      max: 10_000_000,
      hint: "Car and student loans, credit card minimums, child support. Not rent. Leave empty for none.",
    }),
    rateField("interest-rate", "6.5", { slider: RATE_SLIDER }),
    yearsField("loan-length", "30"),
  ],
  compute: (n) =>
    calculateAffordability({
      monthlyIncomeCents: toCents(numberOf(n, "monthly-income")),
      monthlyDebtCents: toCents(numberOf(n, "monthly-debt")),
      interestRatePercent: numberOf(n, "interest-rate"),
      loanTermYears: numberOf(n, "loan-length"),
    }),
};

/** The displayed values, keyed by `data-output` name (currency with 2 decimals, spec 9). */
export function affordabilityOutputs(result: AffordabilityResult) {
  const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });
  return {
    "affordable-loan-amount": money(result.affordableLoanAmountCents),
    "affordable-payment": money(result.affordablePaymentCents),
    "front-end-payment": money(result.frontEndPaymentCents),
    "back-end-payment": money(result.backEndPaymentCents),
  };
}

/**
 * The how much house calculator with this form's income, debts, rate and term carried over
 * (its names: monthlyIncome, monthlyDebts, interestRate, loanTermYears), so the same borrower
 * sees the price once taxes, insurance and mortgage insurance are counted.
 *
 * @example howMuchHouseLink({ "monthly-income": "8000", "monthly-debt": "700", "interest-rate": "6.5", "loan-length": "30" })
 * // "/calculators/how-much-house?monthlyIncome=8000&monthlyDebts=700&interestRate=6.5&loanTermYears=30"
 */
export function howMuchHouseLink(text: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  const carried = [
    ["monthly-income", "monthlyIncome"],
    ["monthly-debt", "monthlyDebts"],
    ["interest-rate", "interestRate"],
    ["loan-length", "loanTermYears"],
  ] as const;
  for (const [from, to] of carried) {
    const value = text[from];
    if (value !== undefined) params.set(to, value);
  }
  return `/calculators/how-much-house?${params.toString()}`;
}
