import type { Cents } from "~/lib/finance/money";
import {
  biweeklyHalfPaymentCents,
  biweeklySurplusCents,
  type ExtraPayments,
} from "~/lib/finance/schedule";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatMonthLong, monthName } from "~/lib/format/month";

/**
 * The words the amortization and extra-payment calculators use for a borrower's extra payments.
 * Pure, so each wording is tested on its own.
 */

/**
 * Each extra the borrower pays, in words, in the form's order: monthly, yearly, one-time,
 * biweekly. Amounts of 0 are left out.
 *
 * @example
 * extraPaymentPhrases(10_000, { yearlyPaymentCents: 100_000, yearlyPaymentMonth: 3, biweekly: true }, 189_620)
 * // ["$100 more each month", "$1,000 every March", "half the payment ($948) every two weeks"]
 */
export function extraPaymentPhrases(
  monthlyCents: Cents,
  extras: ExtraPayments,
  monthlyPaymentCents: Cents,
): string[] {
  const phrases: string[] = [];
  if (monthlyCents > 0) phrases.push(`${formatCentsAsCurrency(monthlyCents)} more each month`);
  const yearly = extras.yearlyPaymentCents ?? 0;
  if (yearly > 0 && extras.yearlyPaymentMonth !== undefined) {
    phrases.push(`${formatCentsAsCurrency(yearly)} every ${monthName(extras.yearlyPaymentMonth)}`);
  }
  const once = extras.oneTimePaymentCents ?? 0;
  if (once > 0 && extras.oneTimePaymentDate) {
    phrases.push(
      `${formatCentsAsCurrency(once)} once in ${formatMonthLong(extras.oneTimePaymentDate)}`,
    );
  }
  if (extras.biweekly && monthlyPaymentCents > 0) {
    phrases.push(
      `half the payment (${formatCentsAsCurrency(biweeklyHalfPaymentCents(monthlyPaymentCents))}) every two weeks`,
    );
  }
  return phrases;
}

/**
 * A list in words: "a", "a and b", "a, b and c".
 *
 * @example joinPhrases(["a", "b", "c"]) // "a, b and c"
 */
export function joinPhrases(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? "";
  return `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}`;
}

/**
 * The note under a monthly payment when the borrower pays biweekly: the half-payment and what
 * the plan adds to principal each year (whole dollars, as every amount of these calculators).
 *
 * @example
 * biweeklyNote(189_620) // "Paid biweekly: $948 every two weeks, 26 a year, which adds $1,896 to principal each year."
 */
export function biweeklyNote(monthlyPaymentCents: Cents): string {
  const half = formatCentsAsCurrency(biweeklyHalfPaymentCents(monthlyPaymentCents));
  const surplus = formatCentsAsCurrency(biweeklySurplusCents(monthlyPaymentCents));
  return `Paid biweekly: ${half} every two weeks, 26 a year, which adds ${surplus} to principal each year.`;
}
