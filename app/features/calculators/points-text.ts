import type { BreakEven } from "~/lib/finance/points";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

/**
 * The points calculator's words: each option's title and its break-even. Pure, so each case is
 * tested on its own.
 */

const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });

/**
 * "6.5% with 1 point", "7% with a lender credit of 0.5 points", "6.75% with no points".
 *
 * @example optionTitle(6.25, 2) // "6.25% with 2 points"
 */
export function optionTitle(ratePercent: number, pointsPercent: number): string {
  const rate = formatPercent(ratePercent);
  if (pointsPercent === 0) return `${rate} with no points`;
  const size = Math.abs(pointsPercent);
  const points = `${formatPercent(size).slice(0, -1)} ${size === 1 ? "point" : "points"}`;
  return pointsPercent > 0 ? `${rate} with ${points}` : `${rate} with a lender credit of ${points}`;
}

/**
 * The break-even as the result shows it, and a sentence on what it means. `reference` names the
 * option the others are compared with ("option 1"); the amounts are the differences in cents.
 *
 * @example breakEvenText({ kind: "months", months: 61, payer: "option" }, "option 1", 400_000)
 * // { value: "Month 61", note: "After 61 payments the lower payment has made up the $4,000.00 more paid upfront than option 1." }
 */
export function breakEvenText(
  breakEven: BreakEven,
  reference: string,
  upfrontDifferenceCents: number,
): { value: string; note: string } {
  const upfront = money(Math.abs(upfrontDifferenceCents));
  switch (breakEven.kind) {
    case "reference":
      return { value: "Baseline", note: "The other options are compared with this one." };
    case "now":
      return {
        value: "Right away",
        note: `Costs no more upfront and no more a month than ${reference}: nothing to earn back.`,
      };
    case "months":
      return breakEven.payer === "option"
        ? {
            value: `Month ${breakEven.months}`,
            note: `After ${breakEven.months} ${payments(breakEven.months)} the lower payment has made up the ${upfront} more paid upfront than ${reference}.`,
          }
        : {
            value: `Month ${breakEven.months}`,
            note: `${capitalize(reference)} costs ${upfront} more upfront; after ${breakEven.months} ${payments(breakEven.months)} its lower payment has made that up, so it costs less if you keep the loan longer.`,
          };
    case "never":
      return breakEven.payer === "option"
        ? {
            value: "Never",
            note: `The payment is not low enough to repay the ${upfront} more paid upfront than ${reference} before the loan ends.`,
          }
        : {
            value: "Never",
            note: `The ${upfront} saved upfront outweighs the higher payment for the whole loan.`,
          };
  }
}

function payments(count: number): string {
  return count === 1 ? "payment" : "payments";
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
