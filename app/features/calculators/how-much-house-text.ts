import type { RatioTier } from "~/config/qualifying-ratios";
import type { HouseLimit, HouseTier, HouseTierResult } from "~/lib/finance/how-much-house";
import { LOAN_TYPE_LABELS, type LoanType } from "~/lib/finance/programs";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

/**
 * The words of the "how much house" results: tier names, the limits a tier applies and what
 * stopped the price. Pure, so the page and its tests read the same sentences.
 */

/**
 * A tier's name: "Comfortable", "FHA standard", "Stretch".
 *
 * @example tierTitle("standard", "fha") // "FHA standard"
 */
export function tierTitle(tier: HouseTier, loanType: LoanType): string {
  switch (tier) {
    case "comfortable":
      return "Comfortable";
    case "standard":
      return `${LOAN_TYPE_LABELS[loanType]} standard`;
    case "stretch":
      return "Stretch";
  }
}

/**
 * The limits of a tier in words.
 *
 * @example ruleText(QUALIFYING_RATIOS.fha.standard) // "31% housing, 43% all debts"
 * @example ruleText(QUALIFYING_RATIOS.va.stretch) // "41% all debts, or residual income 120% of VA's guideline"
 */
export function ruleText(rule: RatioTier): string {
  const parts: string[] = [];
  if (rule.frontEndPercent !== null) parts.push(`${formatPercent(rule.frontEndPercent)} housing`);
  if (rule.backEndPercent !== null) parts.push(`${formatPercent(rule.backEndPercent)} all debts`);
  let text = parts.join(", ");
  if (rule.residualOverRatioPercent !== null) {
    text += `, or residual income ${formatPercent(rule.residualOverRatioPercent)} of VA's guideline`;
  } else if (rule.residualPercent !== null) {
    text += ", with VA residual income";
  }
  return text;
}

/**
 * What stops the price from going higher, as the `limitingRatio` output shows it.
 *
 * @example limitText("back-end", QUALIFYING_RATIOS.conventional.comfortable, null, 3) // "Back-end ratio (36%)"
 * @example limitText("down-payment", rule, null, 3.5) // "Minimum down payment (3.5%)"
 */
export function limitText(
  limit: HouseLimit,
  rule: RatioTier,
  loanLimitCents: number | null,
  minimumDownPaymentPercent: number,
): string {
  switch (limit) {
    case "front-end":
      return `Front-end ratio (${formatPercent(rule.frontEndPercent ?? 0)})`;
    case "back-end":
      return `Back-end ratio (${formatPercent(rule.backEndPercent ?? 0)})`;
    case "residual-income":
      return "VA residual income";
    case "loan-limit":
      return `Loan limit (${formatCentsAsCurrency(loanLimitCents ?? 0)})`;
    case "down-payment":
      return `Minimum down payment (${formatPercent(minimumDownPaymentPercent)})`;
  }
}

/**
 * A program's name inside a sentence: "conventional", but "FHA", "VA", "USDA".
 *
 * @example programInSentence("conventional") // "conventional"
 */
export function programInSentence(loanType: LoanType): string {
  return loanType === "conventional" ? "conventional" : LOAN_TYPE_LABELS[loanType];
}

/**
 * A ratio for display, to one decimal: "27.3%"; "—" without an income to divide by.
 *
 * @example ratioText(27.25) // "27.3%"
 */
export function ratioText(percent: number): string {
  return Number.isFinite(percent) ? formatPercent(percent, 1) : "—";
}

/** The note under the cash-for-the-down-payment output. */
export function downPaymentNote(
  tier: HouseTierResult,
  loanType: LoanType,
  downPaymentCents: number,
  minimumDownPaymentPercent: number,
): string {
  const money = (cents: number) => formatCentsAsCurrency(cents);
  const program = programInSentence(loanType);
  if (tier.downPaymentShort) {
    return `Your ${money(downPaymentCents)} is below the ${program} minimum of ${formatPercent(minimumDownPaymentPercent)} for the ${money(tier.downPaymentShort.ratioPriceCents)} your income could support, which needs ${money(tier.downPaymentShort.minimumDownPaymentCents)} down. With ${money(downPaymentCents)} the price stops at ${money(tier.maxHomePriceCents)}.`;
  }
  if (minimumDownPaymentPercent <= 0) {
    return `${LOAN_TYPE_LABELS[loanType]} loans need no down payment; you plan to put ${money(downPaymentCents)} down.`;
  }
  return `The ${program} minimum of ${formatPercent(minimumDownPaymentPercent)} on this price; you plan to put ${money(downPaymentCents)} down.`;
}
