import { addMonths, type MonthValue } from "~/lib/finance/month";
import type { Cents } from "~/lib/finance/money";
import { buildSchedule, type ScheduleEntry } from "~/lib/finance/schedule";

/**
 * Adjustable-rate mortgages (ARMs): the rate is fixed for an initial period, then adjusts on a
 * schedule toward the fully indexed rate (index + margin), within the note's caps. The caps are
 * read as the CFPB's Consumer Handbook on Adjustable-Rate Mortgages (CHARM booklet) describes
 * them, written like "2/1/5":
 * - the initial adjustment cap limits the change at the first adjustment;
 * - the periodic (subsequent) cap limits the change at each later adjustment;
 * - the lifetime cap limits how far the rate can ever rise above the initial rate.
 * The rate also never falls below a floor, which we take to be the margin (the usual floor on
 * today's SOFR ARMs: "the rate can't fall below the margin").
 *
 * On each adjustment date the balance left is re-amortized over the months left of the term at
 * the new rate (the payment rounded half-up to cents, DESIGN 6), so the loan is still paid off
 * on its maturity date. As the uniform ARM notes say ("the Note Holder will then determine the
 * amount of the monthly payment that would be sufficient to repay the unpaid principal … in full
 * on the Maturity Date at my new interest rate"), this happens on every change date, also one
 * that leaves the rate where it was: the rounding of the payment before it has left the balance
 * a little off the level path, and over the last few years of a term that is several cents a
 * month ($1,082.46 over 11 years at 13.75 %: recomputed after 10 years, 5 cents less).
 *
 * Rates are handled in whole thousandths of a percent (the percentage field's 3 decimals) so
 * that caps add up exactly: 5.75 + 2 is 7.75, never 7.749999.
 */

export type ArmTerms = {
  /** Loan amount in cents. */
  readonly principalCents: Cents;
  /** Term in whole months (years × 12). */
  readonly termMonths: number;
  /** The fixed starting rate, annual percent. */
  readonly initialRatePercent: number;
  /** Months the starting rate lasts (a 5/6 ARM: 60). The first adjustment is the next month. */
  readonly initialPeriodMonths: number;
  /** Months between later adjustments (6 for a 5/6 ARM, 12 for a 5/1 ARM). */
  readonly adjustmentMonths: number;
  /** Most the rate can move at the first adjustment, in percentage points. */
  readonly initialCapPercent: number;
  /** Most the rate can move at each later adjustment, in percentage points. */
  readonly periodicCapPercent: number;
  /** Most the rate can ever rise above the starting rate, in percentage points. */
  readonly lifetimeCapPercent: number;
  /** Added to the index to give the fully indexed rate; also the floor. Annual percent. */
  readonly marginPercent: number;
  /** The index today (e.g. 30-day average SOFR), annual percent. */
  readonly indexPercent: number;
  /** Month of the first payment. */
  readonly start: MonthValue;
};

/** A rate and the payment it brings, from a payment on. */
export type RateChange = {
  /** 1-based payment number from which the rate and payment apply. */
  readonly number: number;
  readonly date: MonthValue;
  /** Annual percent. */
  readonly ratePercent: number;
  /** The level monthly principal-and-interest payment from this month on, in cents. */
  readonly paymentCents: Cents;
};

/** One way the loan could go: its rate changes and its month-by-month schedule. */
export type ArmPath = {
  /** The starting rate and payment at payment 1, then each adjustment that moves either. */
  readonly changes: readonly RateChange[];
  readonly entries: readonly ScheduleEntry[];
  /** Sum of the schedule's monthly interest, in cents. */
  readonly totalInterestCents: Cents;
};

export type ArmResult = {
  /** The payment at the starting rate over the whole term, in cents. */
  readonly initialPaymentCents: Cents;
  /** Worst case: the rate rises by the most the caps allow at every adjustment. */
  readonly worstCase: ArmPath;
  /** The index stays where it is: the rate moves toward index + margin, within the caps. */
  readonly indexUnchanged: ArmPath;
  /** Payment number and month of the first adjustment. */
  readonly firstAdjustment: { readonly number: number; readonly date: MonthValue };
  /** The worst case's rate and payment from the first adjustment on. */
  readonly firstAdjustedWorstCase: RateChange;
  /** The index-unchanged rate and payment from the first adjustment on. */
  readonly firstAdjustedIndexUnchanged: RateChange;
  /** Index + margin, annual percent. */
  readonly fullyIndexedRatePercent: number;
  /** The starting rate + the lifetime cap: the most the note allows, annual percent. */
  readonly ceilingPercent: number;
  /** The lowest rate the note allows (the margin), annual percent. */
  readonly floorPercent: number;
  /** The highest rate the worst case reaches within the term, annual percent. */
  readonly maxRatePercent: number;
  /**
   * The highest worst-case payment and the month it starts: the first change within a cent of the
   * highest (re-figuring at an unchanged rate moves it by a cent of rounding either way).
   */
  readonly maxPayment: RateChange;
};

/** An annual rate in whole thousandths of a percent: 6.5 % is 6500. */
function toMilli(percent: number): number {
  return Math.round(percent * 1000);
}

function fromMilli(milli: number): number {
  return milli / 1000;
}

/**
 * The rate after one adjustment, in thousandths of a percent: it moves toward `target` by at most
 * `cap`, then is kept at or above `floor` and at or below `ceiling` (the lifetime cap wins over
 * the floor should the two ever cross).
 *
 * @example
 * // 5.75 % with a 2-point cap toward 10.75 %, floor 2.75 %, ceiling 10.75 % → 7.75 %
 * adjustedRateMilli(5750, 10_750, 2000, 2750, 10_750) // 7750
 */
export function adjustedRateMilli(
  previous: number,
  target: number,
  cap: number,
  floor: number,
  ceiling: number,
): number {
  const stepped = Math.min(previous + cap, Math.max(previous - cap, target));
  return Math.min(ceiling, Math.max(floor, stepped));
}

/**
 * Payment numbers of the adjustment dates within the term: the month after the initial period,
 * then every `adjustmentMonths` months.
 *
 * @example adjustmentNumbers(84, 6, 120) // [85, 91, 97, 103, 109, 115]
 */
export function adjustmentNumbers(
  initialPeriodMonths: number,
  adjustmentMonths: number,
  termMonths: number,
): number[] {
  const numbers: number[] = [];
  if (!(adjustmentMonths > 0)) return numbers;
  for (let n = initialPeriodMonths + 1; n <= termMonths; n += adjustmentMonths) numbers.push(n);
  return numbers;
}

/**
 * The rate from each adjustment on, toward a fixed `targetMilli`: the starting rate at payment
 * 1, then one entry per adjustment date (also where the rate stays).
 */
function ratePath(terms: ArmTerms, targetMilli: number): { number: number; rateMilli: number }[] {
  const initial = toMilli(terms.initialRatePercent);
  const floor = toMilli(terms.marginPercent);
  const ceiling = initial + toMilli(terms.lifetimeCapPercent);
  const path = [{ number: 1, rateMilli: initial }];
  let rate = initial;
  adjustmentNumbers(terms.initialPeriodMonths, terms.adjustmentMonths, terms.termMonths).forEach(
    (number, index) => {
      const cap = toMilli(index === 0 ? terms.initialCapPercent : terms.periodicCapPercent);
      const next = adjustedRateMilli(rate, targetMilli, cap, floor, ceiling);
      path.push({ number, rateMilli: next });
      rate = next;
    },
  );
  return path;
}

/**
 * The month-by-month schedule of a path of rates. Each stretch from one adjustment date is the
 * schedule engine's own (buildSchedule) for the balance left over the months left, cut where the
 * next adjustment starts; the last stretch runs to the end of the term, so its last payment
 * clears the balance to exactly 0. A change is listed where the rate or the payment moves. Null
 * when a stretch has no schedule (a payment that rounds to 0).
 */
function buildPath(
  terms: ArmTerms,
  rates: readonly { number: number; rateMilli: number }[],
): ArmPath | null {
  const changes: RateChange[] = [];
  const entries: ScheduleEntry[] = [];
  let balance = terms.principalCents;
  let totalInterest = 0;
  for (let i = 0; i < rates.length && balance > 0; i++) {
    const { number, rateMilli } = rates[i]!;
    const end = rates[i + 1]?.number ?? terms.termMonths + 1;
    const date = addMonths(terms.start, number - 1);
    const stretch = buildSchedule({
      principalCents: balance,
      annualRatePercent: fromMilli(rateMilli),
      termMonths: terms.termMonths - number + 1,
      start: date,
    });
    if (stretch.entries.length === 0) return null;
    const last = changes.at(-1);
    const ratePercent = fromMilli(rateMilli);
    if (last?.ratePercent !== ratePercent || last.paymentCents !== stretch.monthlyPaymentCents) {
      changes.push({ number, date, ratePercent, paymentCents: stretch.monthlyPaymentCents });
    }
    for (const entry of stretch.entries.slice(0, end - number)) {
      entries.push({ ...entry, number: number + entry.number - 1 });
      totalInterest += entry.interestCents;
      balance = entry.balanceCents;
    }
  }
  return { changes, entries, totalInterestCents: totalInterest };
}

/**
 * The rate and payment in effect at payment `number` on a path (the last change at or before it).
 *
 * @example
 * // changes at payments 1 (5.75 %) and 61 (7.75 %): payment 70 → the 7.75 % change
 * changeInEffect(path.changes, 70).ratePercent // 7.75
 */
export function changeInEffect(changes: readonly RateChange[], number: number): RateChange {
  let current = changes[0];
  if (!current) throw new Error("A path has at least its starting rate.");
  for (const change of changes) {
    if (change.number <= number) current = change;
  }
  return current;
}

/**
 * The worst case and the index-unchanged case of an ARM, with the figures a borrower plans
 * around. Null when the terms have no adjustment within the term, when the term is not a
 * positive whole number of months within the schedule engine's limit, or when a payment rounds
 * to 0 (no loan to speak of).
 *
 * Units: cents, annual percents and percentage points, months.
 *
 * @example
 * // CHARM booklet (CFPB, 2014), §3.5.1: $200,000 over 30 years at 6 %, 2-point cap, the index
 * // up 3 points after the first year → $1,199.10, then $1,461.72 at 8 % (not $1,600.42 at 9 %)
 * calculateArm({ principalCents: 20_000_000, termMonths: 360, initialRatePercent: 6,
 *   initialPeriodMonths: 12, adjustmentMonths: 12, initialCapPercent: 2, periodicCapPercent: 2,
 *   lifetimeCapPercent: 6, marginPercent: 3, indexPercent: 6, start: { year: 2025, month: 1 } })
 *   ?.firstAdjustedIndexUnchanged.paymentCents // 146172
 */
export function calculateArm(terms: ArmTerms): ArmResult | null {
  const firstNumber = terms.initialPeriodMonths + 1;
  if (
    !Number.isInteger(terms.termMonths) ||
    !Number.isInteger(terms.initialPeriodMonths) ||
    !Number.isInteger(terms.adjustmentMonths) ||
    terms.initialPeriodMonths < 0 ||
    terms.adjustmentMonths < 1 ||
    firstNumber > terms.termMonths ||
    !(terms.principalCents > 0)
  ) {
    return null;
  }
  const initial = toMilli(terms.initialRatePercent);
  const ceiling = initial + toMilli(terms.lifetimeCapPercent);
  const fullyIndexed = toMilli(terms.indexPercent) + toMilli(terms.marginPercent);
  const worstCase = buildPath(terms, ratePath(terms, ceiling));
  const indexUnchanged = buildPath(terms, ratePath(terms, fullyIndexed));
  if (!worstCase?.changes[0] || !indexUnchanged?.changes[0]) return null;

  // Re-figured on later dates at the same rate, the highest payment moves back and forth by a
  // cent of rounding ($3,551.69 from July 2031, $3,551.70 from 2051 on the calculator's
  // defaults): the month to plan for is the first that asks for it to within that cent.
  const maxRate = Math.max(...worstCase.changes.map((change) => change.ratePercent));
  const highest = Math.max(...worstCase.changes.map((change) => change.paymentCents));
  const maxPayment =
    worstCase.changes.find((change) => change.paymentCents >= highest - 1) ?? worstCase.changes[0];
  return {
    initialPaymentCents: worstCase.changes[0].paymentCents,
    worstCase,
    indexUnchanged,
    firstAdjustment: { number: firstNumber, date: addMonths(terms.start, firstNumber - 1) },
    firstAdjustedWorstCase: changeInEffect(worstCase.changes, firstNumber),
    firstAdjustedIndexUnchanged: changeInEffect(indexUnchanged.changes, firstNumber),
    fullyIndexedRatePercent: fromMilli(fullyIndexed),
    ceilingPercent: fromMilli(ceiling),
    floorPercent: terms.marginPercent,
    maxRatePercent: maxRate,
    maxPayment,
  };
}

/** One row of the rate-change table: both paths' rate and payment from a payment on. */
export type RateChangeRow = {
  readonly number: number;
  readonly date: MonthValue;
  readonly worstCase: RateChange;
  readonly indexUnchanged: RateChange;
};

/**
 * The table of rate changes: one row for the start, the first adjustment and each payment where
 * either path's rate changes, with the rate and payment of both paths from then on. (The first
 * adjustment is where the payment is first re-figured, which can move it by a few cents even at
 * the same rate; later re-figures at an unchanged rate, a cent of rounding, are in the schedule.)
 *
 * @example
 * // 5/6 ARM, 2/1/5 caps, 5.75 %, margin 2.75 %, index 3.75 %: rows at payments 1, 61, 67, 73, 79
 * rateChangeRows(result).map((row) => row.number) // [1, 61, 67, 73, 79]
 */
export function rateChangeRows(result: ArmResult): RateChangeRow[] {
  const rateMoves = (changes: readonly RateChange[]) =>
    changes.filter((c, i) => i === 0 || c.ratePercent !== changes[i - 1]!.ratePercent);
  const numbers = [
    ...new Set([
      ...[...rateMoves(result.worstCase.changes), ...rateMoves(result.indexUnchanged.changes)].map(
        (c) => c.number,
      ),
      result.firstAdjustment.number,
    ]),
  ].sort((a, b) => a - b);
  return numbers.map((number) => {
    const worstCase = changeInEffect(result.worstCase.changes, number);
    const indexUnchanged = changeInEffect(result.indexUnchanged.changes, number);
    return {
      number,
      date: worstCase.number === number ? worstCase.date : indexUnchanged.date,
      worstCase,
      indexUnchanged,
    };
  });
}
