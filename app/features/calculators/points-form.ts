import { LOAN_AMOUNT_INPUT } from "~/features/calculators/apr-form";
import {
  hasAnyField,
  RATE_INPUT,
  readFields,
  TERM_INPUT,
  type FieldTexts,
} from "~/features/calculators/calculator-forms";
import type { MonthValue } from "~/lib/finance/month";
import { comparePoints, type PointsResult } from "~/lib/finance/points";
import { parseInputs, type NumberInput } from "~/lib/format/field";

/**
 * The points and lender credits calculator's form (docs/decisions/014-points-calculator.md):
 * loanAmount, loanTermYears, yearsInHome and up to four options rateN / pointsN (N = 1-4).
 * Options 1 and 2 always count (an empty field is 0, spec 5); options 3 and 4 count only when
 * their rate or points field holds something. A query that holds any of the fields is a
 * submitted form or a shared link: an option it leaves out is left out, not filled from the
 * first-visit defaults.
 */

export const OPTION_NUMBERS = [1, 2, 3, 4] as const;
export type OptionNumber = (typeof OPTION_NUMBERS)[number];

export const POINTS_FIELDS = [
  "loanAmount",
  "loanTermYears",
  "yearsInHome",
  ...OPTION_NUMBERS.flatMap((n) => [`rate${n}`, `points${n}`] as const),
] as const;
export type PointsField = (typeof POINTS_FIELDS)[number];
export type PointsTexts = FieldTexts<PointsField>;

/** Points in percent of the loan: −10 (a credit of 10 %) to 10, 3 decimals. */
export const POINTS_INPUT: NumberInput = {
  kind: "percent",
  range: { min: -10, max: 10, decimals: 3 },
};

export const POINTS_INPUTS = {
  loanAmount: LOAN_AMOUNT_INPUT,
  loanTermYears: TERM_INPUT,
  /** Whole years, 1 to 100 (a horizon past the term is the whole loan). */
  yearsInHome: TERM_INPUT,
  rate1: RATE_INPUT,
  points1: POINTS_INPUT,
  rate2: RATE_INPUT,
  points2: POINTS_INPUT,
  rate3: RATE_INPUT,
  points3: POINTS_INPUT,
  rate4: RATE_INPUT,
  points4: POINTS_INPUT,
} as const satisfies Record<PointsField, NumberInput>;

export function pointsDefaults(): PointsTexts {
  // The options of the learning center's "Mortgage points explained": $400,000 for 30 years.
  return {
    loanAmount: "400000",
    loanTermYears: "30",
    yearsInHome: "7",
    rate1: "6.75",
    points1: "0",
    rate2: "6.5",
    points2: "1",
    rate3: "6.25",
    points3: "2",
    rate4: "7",
    points4: "-0.5",
  };
}

export function readPointsForm(params: URLSearchParams): PointsTexts {
  const defaults = pointsDefaults();
  if (!hasAnyField(params, POINTS_FIELDS)) return defaults;
  const empty = Object.fromEntries(POINTS_FIELDS.map((name) => [name, ""])) as PointsTexts;
  const { loanAmount, loanTermYears, yearsInHome } = defaults;
  return readFields(params, { ...empty, loanAmount, loanTermYears, yearsInHome });
}

/** The option numbers the texts use, in order. */
export function usedOptions(texts: PointsTexts): OptionNumber[] {
  return OPTION_NUMBERS.filter(
    (n) => n <= 2 || texts[`rate${n}`].trim() !== "" || texts[`points${n}`].trim() !== "",
  );
}

export type PointsFormReading = {
  readonly result: PointsResult | null;
  /** The option number of each result, in the same order. */
  readonly numbers: readonly OptionNumber[];
  readonly errors: Readonly<Partial<Record<PointsField, string>>>;
};

/**
 * The texts through each field's one parser, then the comparison; no result when a field of the
 * loan or of a used option is refused. `start` is only there to build the schedules.
 */
export function readPointsResult(texts: PointsTexts, start: MonthValue): PointsFormReading {
  const numbers = usedOptions(texts);
  const { values, errors } = parseInputs(POINTS_INPUTS, texts);
  if (!values) return { result: null, numbers, errors };
  const result = comparePoints({
    loanAmountCents: values.loanAmount,
    loanTermYears: values.loanTermYears,
    yearsInHome: values.yearsInHome,
    options: numbers.map((n) => ({
      ratePercent: values[`rate${n}`],
      pointsPercent: values[`points${n}`],
    })),
    start,
  });
  return { result, numbers, errors };
}
