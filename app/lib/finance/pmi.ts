import { addMonths, compareMonths, type MonthValue } from "~/lib/finance/month";
import { percentOfCents, type Cents } from "~/lib/finance/money";
import { firstMonthAtOrBelow, type ScheduleEntry } from "~/lib/finance/schedule";

/**
 * Private mortgage insurance (DESIGN 6: the spec's "fee-like rate" table is PMI keyed by the
 * DOWN-PAYMENT percent) and its end dates under the Homeowners Protection Act of 1998.
 */

/** [down payment percent below which the rate applies, annual PMI percent], in order. */
const PMI_TABLE: readonly (readonly [number, number])[] = [
  [5, 1],
  [10, 0.75],
  [15, 0.5],
  [20, 0.38],
];

/**
 * Annual PMI rate in percent for a down payment in percent of the home price: 1 below 5 %,
 * 0.75 below 10 %, 0.5 below 15 %, 0.38 below 20 %, 0 from 20 % on. Compared exactly in
 * integers (a 5 % down payment computed as 4.999999… % must not cost the 1 % rate). A price of 0
 * or less has no PMI (0); NaN for a non-finite input.
 *
 * Units: cents in, annual percent out.
 *
 * @example pmiAnnualRatePercentForAmounts(30_000_000, 1_500_000) // 0.75 ($15,000 down on $300,000 is 5 %)
 */
export function pmiAnnualRatePercentForAmounts(
  homePriceCents: Cents,
  downPaymentCents: Cents,
): number {
  if (!Number.isFinite(homePriceCents) || !Number.isFinite(downPaymentCents)) return Number.NaN;
  if (homePriceCents <= 0) return 0;
  for (const [below, rate] of PMI_TABLE) {
    if (downPaymentCents * 100 < below * homePriceCents) return rate;
  }
  return 0;
}

/**
 * Monthly PMI in cents (DESIGN 6): annual rate / 100 × (home price − down payment) / 12, rounded
 * half-up to cents, with the rate from the down-payment percent.
 *
 * @example
 * // $300,000 home, $15,000 down (5 %): 0.75 % × $285,000 / 12 = $178.125 → $178.13
 * monthlyPmiCents(30_000_000, 1_500_000) // 17813
 */
export function monthlyPmiCents(homePriceCents: Cents, downPaymentCents: Cents): Cents {
  const rate = pmiAnnualRatePercentForAmounts(homePriceCents, downPaymentCents);
  if (!Number.isFinite(rate)) return Number.NaN;
  if (rate === 0) return 0;
  return percentOfCents(homePriceCents - downPaymentCents, rate, 12);
}

/** `percent` % of an amount in cents, rounded DOWN to whole cents (a balance at or below it qualifies). */
function floorPercentOf(cents: Cents, percent: number): Cents {
  const scaled = cents * percent;
  return (scaled - (scaled % 100)) / 100;
}

export type PmiMilestones = {
  /** Month the scheduled balance first reaches 80 % of the original value: the borrower may ask
   * to cancel PMI (HPA). Null when the loan starts at or below 80 %. */
  readonly requestCancellationMonth: MonthValue | null;
  /** Month PMI ends by itself (HPA automatic termination): the month the scheduled balance first
   * reaches 78 % of the original value, or the final-termination month if that comes first.
   * Null when the loan starts at or below 78 %. */
  readonly automaticTerminationMonth: MonthValue | null;
  /** HPA final termination: the month after the midpoint of the amortization period, for a loan
   * that is current, even if 78 % is not yet reached. Null for an empty schedule. */
  readonly finalTerminationMonth: MonthValue | null;
};

/**
 * The PMI end dates from the ORIGINAL schedule (no extra payments: HPA automatic termination uses
 * the initial amortization schedule) and the original home value (the purchase price).
 *
 * Units: cents; months are the payment months of the schedule.
 *
 * @example
 * // $300,000 home, $285,000 loan: 80 % is $240,000, 78 % is $234,000; the result holds the
 * // first months whose end balance is at or below each, and the month after payment 180 of 360.
 * pmiMilestones(schedule.entries, 28_500_000, 30_000_000, 360)
 */
export function pmiMilestones(
  entries: readonly ScheduleEntry[],
  principalCents: Cents,
  homeValueCents: Cents,
  termMonths: number,
): PmiMilestones {
  const first = entries[0];
  const requestCancellationMonth = firstMonthAtOrBelow(
    entries,
    principalCents,
    floorPercentOf(homeValueCents, 80),
  );
  const automatic = firstMonthAtOrBelow(
    entries,
    principalCents,
    floorPercentOf(homeValueCents, 78),
  );
  const finalTerminationMonth = first ? addMonths(first.date, Math.ceil(termMonths / 2)) : null;
  let automaticTerminationMonth = automatic;
  if (automatic && finalTerminationMonth && compareMonths(finalTerminationMonth, automatic) < 0) {
    automaticTerminationMonth = finalTerminationMonth;
  }
  return { requestCancellationMonth, automaticTerminationMonth, finalTerminationMonth };
}
