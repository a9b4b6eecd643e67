import { addMonths, splitMonths, type MonthValue } from "~/lib/finance/month";
import type { RefinanceResult } from "~/lib/finance/refinance";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatDuration } from "~/lib/format/duration";
import { formatMonthLong } from "~/lib/format/month";

/**
 * The refinance calculator's words: the four savings messages of spec 2, the payoff difference
 * and the break-even month. Pure, so each variant is tested on its own.
 */

/**
 * The message for the result's variant (DESIGN.md 5: data-variant both|interest|payment|none).
 *
 * @example
 * savingsMessage({ savingsVariant: "both", monthlySavingsCents: 30_800, lifetimeSavingsCents: 4_500_000, … })
 * // "Refinancing lowers your monthly payment by $308 and saves $45,000 in interest over the life of the loan."
 */
export function savingsMessage(
  result: Pick<RefinanceResult, "savingsVariant" | "monthlySavingsCents" | "lifetimeSavingsCents">,
): string {
  const payment = formatCentsAsCurrency(Math.abs(result.monthlySavingsCents));
  const interest = formatCentsAsCurrency(Math.abs(result.lifetimeSavingsCents));
  switch (result.savingsVariant) {
    case "both":
      return `Refinancing lowers your monthly payment by ${payment} and saves ${interest} in interest over the life of the loan.`;
    case "interest":
      return result.monthlySavingsCents < 0
        ? `Refinancing saves ${interest} in interest over the life of the loan, but your monthly payment goes up by ${payment}.`
        : `Refinancing saves ${interest} in interest over the life of the loan; your monthly payment stays the same.`;
    case "payment":
      return Number.isFinite(result.lifetimeSavingsCents) && result.lifetimeSavingsCents < 0
        ? `Refinancing lowers your monthly payment by ${payment}, but you would pay ${interest} more in interest over the life of the loan.`
        : `Refinancing lowers your monthly payment by ${payment}, but does not save interest over the life of the loan.`;
    case "none":
      return "Refinancing on these terms would not lower your monthly payment or the interest you pay.";
  }
}

/**
 * "2 years and 3 months earlier", "1 year later", "Same month" (spec 2: earlier or later).
 */
export function payoffDifferenceText(
  result: Pick<RefinanceResult, "payoffDirection" | "payoffDifference">,
): string {
  if (result.payoffDirection === null) return "—";
  if (result.payoffDirection === "same") return "Same month";
  return `${formatDuration(result.payoffDifference)} ${result.payoffDirection}`;
}

/**
 * The break-even point of the closing costs: the month of the new loan's payment by which the
 * monthly savings have paid them back.
 *
 * @example breakEvenText(17, { year: 2026, month: 12 }) // { value: "Apr 2028", note: "After 17 payments on the new loan" }
 */
export function breakEvenText(
  breakEvenMonths: number | null,
  newStart: MonthValue,
): { value: string; note: string } {
  if (breakEvenMonths === 0) return { value: "Right away", note: "No closing costs entered" };
  if (breakEvenMonths === null) {
    return {
      value: "Never",
      note: "The monthly savings do not pay back the closing costs while the loans run",
    };
  }
  return {
    value: formatMonthLong(addMonths(newStart, breakEvenMonths - 1)),
    note: `After ${breakEvenMonths} ${breakEvenMonths === 1 ? "payment" : "payments"} on the new loan`,
  };
}

/**
 * How many more (or fewer) monthly payments the new loan has than are left on the current one.
 *
 * @example extraPaymentsText(36) // "3 years more"; extraPaymentsText(-120) // "10 years fewer"; extraPaymentsText(0) // "None"
 */
export function extraPaymentsText(extraPaymentMonths: number): string {
  if (extraPaymentMonths === 0) return "None";
  const size = formatDuration(splitMonths(Math.abs(extraPaymentMonths)));
  return `${size} ${extraPaymentMonths > 0 ? "more" : "fewer"}`;
}

/** The refinance calculator's explanations of its closing-cost results, in plain words. */
export const REFINANCE_HELP = {
  rollClosingCosts:
    "Rolling the costs in adds them to the new loan: nothing to pay at closing, but a larger loan, a larger payment and interest on the costs for the life of the loan.",
  totalCostBreakEven:
    "The month from which refinancing has cost you less in total than keeping your loan: closing costs, payments made and the balance still owed on each side. Unlike the simple break-even, it counts a longer term's slower payoff and any costs added to the loan.",
  extraPayments:
    "Payments on the new loan minus the payments left on your current loan. A new 30-year loan on a loan you have paid for years adds those years back.",
} as const;
