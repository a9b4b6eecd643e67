import { termMonthsFromYears } from "~/lib/finance/month";
import { percentOfCents, type Cents } from "~/lib/finance/money";
import { monthlyPaymentCents } from "~/lib/finance/payment";

/** Down payment percentages the comparison shows (spec 9). */
export const DOWN_PAYMENT_PERCENTS = [0, 1, 3, 5, 10, 15, 20] as const;

export type DownPaymentInput = {
  /** `loan_amount`: read as the home price the down payment is taken from, in cents. */
  readonly homePriceCents: Cents;
  /** `loan_length`: years. */
  readonly loanTermYears: number;
  /** `interest_rate`: annual percent. */
  readonly interestRatePercent: number;
};

export type DownPaymentRow = {
  readonly percent: number;
  /** percent of the price, in cents. */
  readonly downPaymentCents: Cents;
  /** price − down payment, in cents. */
  readonly loanAmountCents: Cents;
  /** Principal and interest on that loan, in cents per month. */
  readonly monthlyPaymentCents: Cents;
};

/**
 * The down payment comparison (spec 3). Interpretation: the `loan_amount` input is the amount
 * before any down payment (the price); each row takes its percent off as the down payment and
 * shows the principal-and-interest payment of what remains.
 *
 * Units: cents, years, annual percent.
 *
 * @example
 * // $250,000 at 6 % for 30 years, 20 % row: down $50,000, loan $200,000 → $1,199.10 a month
 * downPaymentRows({ homePriceCents: 25_000_000, loanTermYears: 30, interestRatePercent: 6 })[6]
 * // { percent: 20, downPaymentCents: 5_000_000, loanAmountCents: 20_000_000, monthlyPaymentCents: 119_910 }
 */
export function downPaymentRows(input: DownPaymentInput): DownPaymentRow[] {
  const termMonths = termMonthsFromYears(input.loanTermYears);
  return DOWN_PAYMENT_PERCENTS.map((percent) => {
    const downPaymentCents = percentOfCents(input.homePriceCents, percent);
    const loanAmountCents = input.homePriceCents - downPaymentCents;
    return {
      percent,
      downPaymentCents,
      loanAmountCents,
      monthlyPaymentCents: monthlyPaymentCents(
        loanAmountCents,
        input.interestRatePercent,
        termMonths,
      ),
    };
  });
}
