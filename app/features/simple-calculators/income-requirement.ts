import { calculateRequiredIncome, type RequiredIncomeResult } from "~/lib/finance/income";
import { formatAnnualIncome, formatCentsAsCurrency } from "~/lib/format/currency";
import { toCents, type SimpleCalculator } from "./calculator";
import { AMOUNT_SLIDER, moneyField, numberOf, RATE_SLIDER, rateField, yearsField } from "./fields";

const MONTHLY_MAX = 10_000_000;

function debt(name: string, label: string) {
  return moneyField(name, label, "0", { required: false, max: MONTHLY_MAX });
}

/**
 * Income requirement (spec 3): the loan (`loan-amount`, `loan-length`, `interest-rate`), the
 * ANNUAL `property-tax` and `mortgage-insurance`, and five MONTHLY debts → `required-income`, the
 * annual income that keeps housing within 28 % and housing plus debts within 36 % of monthly
 * income (spec 9), shown as truncated whole dollars.
 */
export const incomeRequirementCalculator: SimpleCalculator<RequiredIncomeResult> = {
  id: "income-requirement",
  fields: [
    moneyField("loan-amount", "Loan amount", "300000", {
      min: 1000,
      max: 100_000_000,
      slider: AMOUNT_SLIDER,
    }),
    yearsField("loan-length", "30"),
    rateField("interest-rate", "6.5", { slider: RATE_SLIDER }),
    moneyField("property-tax", "Property tax (per year)", "3600", {
      required: false,
      max: MONTHLY_MAX,
      hint: "Your county's yearly tax bill. Leave empty for none.",
    }),
    moneyField("mortgage-insurance", "Mortgage insurance (per year)", "1200", {
      required: false,
      max: MONTHLY_MAX,
      hint: "PMI or FHA mortgage insurance, if you will pay it. Leave empty for none.",
      help: "Lenders usually require mortgage insurance when you put down less than 20%. It protects the lender, not you.",
    }),
    { ...debt("auto-loans", "Car loan payments (per month)"), defaultValue: "350" },
    { ...debt("credit-cards", "Credit card minimum payments (per month)"), defaultValue: "50" },
    { ...debt("student-loans", "Student loan payments (per month)"), defaultValue: "200" },
    debt("alimony-child-support", "Alimony and child support (per month)"),
    debt("other-loan-payments", "Other loan payments (per month)"),
  ],
  compute: (n) =>
    calculateRequiredIncome({
      loanAmountCents: toCents(numberOf(n, "loan-amount")),
      loanTermYears: numberOf(n, "loan-length"),
      interestRatePercent: numberOf(n, "interest-rate"),
      propertyTaxCents: toCents(numberOf(n, "property-tax")),
      mortgageInsuranceCents: toCents(numberOf(n, "mortgage-insurance")),
      autoLoansCents: toCents(numberOf(n, "auto-loans")),
      creditCardsCents: toCents(numberOf(n, "credit-cards")),
      studentLoansCents: toCents(numberOf(n, "student-loans")),
      alimonyChildSupportCents: toCents(numberOf(n, "alimony-child-support")),
      otherLoanPaymentsCents: toCents(numberOf(n, "other-loan-payments")),
    }),
};

/** Displayed values: annual income truncated to whole dollars, monthly amounts with cents. */
export function incomeRequirementOutputs(result: RequiredIncomeResult) {
  const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });
  return {
    "required-income": formatAnnualIncome(result.requiredAnnualIncomeCents / 100),
    "principal-interest": money(result.principalAndInterestCents),
    "monthly-housing": money(result.monthlyHousingCents),
    "monthly-debts": money(result.monthlyDebtsCents),
  };
}
