import { aprOfSchedule } from "~/lib/finance/apr";
import { termMonthsFromYears, type MonthValue } from "~/lib/finance/month";
import { percentOfCents, type Cents } from "~/lib/finance/money";
import { buildSchedule } from "~/lib/finance/schedule";

/**
 * Points and lender credits: the same loan offered at several rates, each with its price in
 * points. Which one costs least depends on how long the borrower keeps the loan.
 */

/** One offer: a rate and its points (positive: paid at closing; negative: a lender credit). */
export type PointsOption = {
  /** Annual interest rate in percent. */
  readonly ratePercent: number;
  /** Points in PERCENT of the loan amount; −0.5 is a credit of half a percent of the loan. */
  readonly pointsPercent: number;
};

export type PointsInput = {
  readonly loanAmountCents: Cents;
  readonly loanTermYears: number;
  /** How long the borrower expects to keep the loan (sell or refinance after), whole years. */
  readonly yearsInHome: number;
  readonly options: readonly PointsOption[];
  /** Month of the first payment (the schedules need one; no result depends on it). */
  readonly start: MonthValue;
};

/**
 * Where an option breaks even against the reference option, the first one without points:
 * - `reference`: it is the reference;
 * - `now`: it costs no more upfront and no more each month, so there is nothing to earn back;
 * - `months`: after `months` payments the loan that cost more upfront (`payer`: this option when
 *   it buys points, the reference when this option takes a credit) has saved that much in lower
 *   payments, and costs less in total from then on;
 * - `never`: the loan that costs more upfront never pays less a month, or not before the end of
 *   the term.
 */
export type BreakEven =
  | { readonly kind: "reference" }
  | { readonly kind: "now" }
  | { readonly kind: "months"; readonly months: number; readonly payer: "option" | "reference" }
  | { readonly kind: "never"; readonly payer: "option" | "reference" };

export type PointsOptionResult = {
  readonly ratePercent: number;
  readonly pointsPercent: number;
  /** Regular monthly principal and interest, in cents. */
  readonly monthlyPaymentCents: Cents;
  /** Points in cents (pointsPercent % of the loan, half-up); negative for a credit. */
  readonly upfrontCents: Cents;
  readonly breakEven: BreakEven;
  /** Interest paid in the first `horizonMonths` payments, in cents. */
  readonly horizonInterestCents: Cents;
  /** Balance still owed after `horizonMonths` payments, in cents. */
  readonly horizonBalanceCents: Cents;
  /** Upfront + payments over the horizon + balance left − loan amount = upfront + interest over
   * the horizon, in cents: what keeping this loan for the horizon costs. */
  readonly horizonCostCents: Cents;
  /** APR in percent, counting paid points as a prepaid finance charge (a credit is left out);
   * null when it cannot be worked out. */
  readonly aprPercent: number | null;
};

export type PointsResult = {
  readonly options: readonly PointsOptionResult[];
  /** Index of the option the others are compared with: the first without points, else the first. */
  readonly referenceIndex: number;
  /** Index of the option with the lowest cost over the horizon (the first of equals). */
  readonly cheapestIndex: number;
  /** yearsInHome × 12, or the whole term when the loan is paid off before. */
  readonly horizonMonths: number;
};

/**
 * The break-even of `option` against `reference`, from the monthly payments and the upfront
 * costs in cents, within `termMonths` payments.
 *
 * @example
 * // 1 point ($4,000) saves $66.12 a month: 4,000 / 66.12 = 60.5, so after 61 payments
 * breakEvenAgainst({ upfrontCents: 400_000, monthlyPaymentCents: 252_827 },
 *   { upfrontCents: 0, monthlyPaymentCents: 259_439 }, 360) // { kind: "months", months: 61, payer: "option" }
 */
export function breakEvenAgainst(
  option: { upfrontCents: Cents; monthlyPaymentCents: Cents },
  reference: { upfrontCents: Cents; monthlyPaymentCents: Cents },
  termMonths: number,
): BreakEven {
  const extraUpfront = option.upfrontCents - reference.upfrontCents;
  const monthlySaving = reference.monthlyPaymentCents - option.monthlyPaymentCents;
  if (extraUpfront <= 0 && monthlySaving >= 0) return { kind: "now" };
  // Whoever pays more upfront must earn it back through a lower payment.
  const payer = extraUpfront > 0 ? "option" : "reference";
  const upfront = Math.abs(extraUpfront);
  const saving = payer === "option" ? monthlySaving : -monthlySaving;
  if (saving <= 0) return { kind: "never", payer };
  const months = Math.ceil(upfront / saving);
  return months <= termMonths ? { kind: "months", months, payer } : { kind: "never", payer };
}

/**
 * Compares the options over `yearsInHome` (DESIGN 6 schedules, cents). Null when the loan has
 * no schedule (no positive amount, a term out of range) or no option is given.
 *
 * Units: cents, annual percent, points in percent of the loan, whole years.
 */
export function comparePoints(input: PointsInput): PointsResult | null {
  if (input.options.length === 0) return null;
  const termMonths = termMonthsFromYears(input.loanTermYears);
  const schedules = input.options.map((option) =>
    buildSchedule({
      principalCents: input.loanAmountCents,
      annualRatePercent: option.ratePercent,
      termMonths,
      start: input.start,
    }),
  );
  if (schedules.some((schedule) => schedule.entries.length === 0)) return null;
  const horizonMonths = Math.min(
    termMonthsFromYears(input.yearsInHome),
    ...schedules.map((schedule) => schedule.entries.length),
  );
  const referenceIndex = Math.max(
    0,
    input.options.findIndex((option) => option.pointsPercent === 0),
  );
  const basics = input.options.map((option, index) => ({
    monthlyPaymentCents: schedules[index]!.monthlyPaymentCents,
    upfrontCents: percentOfCents(input.loanAmountCents, option.pointsPercent),
  }));
  const reference = basics[referenceIndex]!;

  const options = input.options.map((option, index): PointsOptionResult => {
    const schedule = schedules[index]!;
    const { monthlyPaymentCents, upfrontCents } = basics[index]!;
    const kept = schedule.entries.slice(0, horizonMonths);
    const horizonInterestCents = kept.reduce((sum, entry) => sum + entry.interestCents, 0);
    const apr = aprOfSchedule(schedule, {
      loanAmountCents: input.loanAmountCents,
      pointsPercent: Math.max(0, option.pointsPercent),
      lenderFeesCents: 0,
    });
    return {
      ratePercent: option.ratePercent,
      pointsPercent: option.pointsPercent,
      monthlyPaymentCents,
      upfrontCents,
      breakEven:
        index === referenceIndex
          ? { kind: "reference" }
          : // A break-even after either loan is paid off never comes.
            breakEvenAgainst(
              basics[index]!,
              reference,
              Math.min(schedule.entries.length, schedules[referenceIndex]!.entries.length),
            ),
      horizonInterestCents,
      horizonBalanceCents: kept.at(-1)?.balanceCents ?? input.loanAmountCents,
      horizonCostCents: upfrontCents + horizonInterestCents,
      aprPercent: apr?.aprPercent ?? null,
    };
  });

  let cheapestIndex = 0;
  options.forEach((option, index) => {
    if (option.horizonCostCents < options[cheapestIndex]!.horizonCostCents) cheapestIndex = index;
  });
  return { options, referenceIndex, cheapestIndex, horizonMonths };
}
