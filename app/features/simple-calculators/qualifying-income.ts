import { calculateQualifyingIncome, type QualifyingIncomeResult } from "~/lib/finance/income";
import { formatAnnualIncome, formatCentsAsCurrency } from "~/lib/format/currency";
import { toCents, type SimpleCalculator } from "./calculator";
import { moneyField, numberOf } from "./fields";

/**
 * Minimum qualifying income (spec 3): the MONTHLY `mortgage-principal-interest`, ANNUAL
 * `property-tax` and `home-insurance`, and MONTHLY `other-loan-payments` → `qualifying-income`,
 * the annual income the 28 % / 36 % rules need (spec 9), truncated to whole dollars.
 */
export const qualifyingIncomeCalculator: SimpleCalculator<QualifyingIncomeResult> = {
  id: "qualifying-income",
  fields: [
    moneyField(
      "mortgage-principal-interest",
      "Principal and interest payment (per month)",
      "1900",
      {
        min: 1,
        max: 10_000_000,
        hint: "The loan payment alone, without taxes or insurance.",
        help: "Principal repays what you borrowed; interest is the lender's charge. Together they are the monthly loan payment.",
      },
    ),
    moneyField("property-tax", "Property tax (per year)", "3600", {
      required: false,
      max: 10_000_000,
      hint: "Leave empty for none.",
    }),
    moneyField("home-insurance", "Homeowners insurance (per year)", "1500", {
      required: false,
      max: 10_000_000,
      hint: "Leave empty for none.",
    }),
    moneyField("other-loan-payments", "Other debt payments (per month)", "400", {
      required: false,
      max: 10_000_000,
      hint: "Car and student loans, credit card minimums, child support. Leave empty for none.",
    }),
  ],
  compute: (n) =>
    calculateQualifyingIncome({
      principalAndInterestCents: toCents(numberOf(n, "mortgage-principal-interest")),
      propertyTaxCents: toCents(numberOf(n, "property-tax")),
      homeInsuranceCents: toCents(numberOf(n, "home-insurance")),
      otherLoanPaymentsCents: toCents(numberOf(n, "other-loan-payments")),
    }),
};

export function qualifyingIncomeOutputs(result: QualifyingIncomeResult) {
  return {
    "qualifying-income": formatAnnualIncome(result.qualifyingAnnualIncomeCents / 100),
    "monthly-housing": formatCentsAsCurrency(result.monthlyHousingCents, { withCents: true }),
  };
}
