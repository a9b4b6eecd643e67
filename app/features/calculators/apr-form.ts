import {
  MONEY_INPUT,
  nextMonth,
  RATE_INPUT,
  readFields,
  SHARE_INPUT,
  TERM_INPUT,
  type FieldTexts,
} from "~/features/calculators/calculator-forms";
import { calculateApr, type AprResult } from "~/lib/finance/apr";
import { parseMonthYear, type MonthValue } from "~/lib/finance/month";
import { percentOfCents } from "~/lib/finance/money";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { MONEY_MAX } from "~/lib/format/money";
import { formatMonthInput } from "~/lib/format/month";

/**
 * The APR calculator's form (DESIGN.md 5): field names, first-visit defaults, reading a query
 * string and working out the result. Pure: "today" comes in as a MonthValue. Reading rules as the
 * other rich calculators (calculator-forms.ts): a missing field takes its default, an empty one
 * is 0, a value out of its range is refused with the field's message and gives no result.
 */

export const APR_FIELDS = [
  "loanAmount",
  "interestRate",
  "loanTermYears",
  "points",
  "lenderFees",
  "startDate",
] as const;
export type AprField = (typeof APR_FIELDS)[number];
export type AprTexts = FieldTexts<AprField>;

/** A loan amount: at least $1 (there is no APR of nothing), at most the money mask's maximum. */
export const LOAN_AMOUNT_INPUT: NumberInput = {
  kind: "money",
  range: { min: 1, max: MONEY_MAX, decimals: 2 },
};

export const APR_INPUTS = {
  loanAmount: LOAN_AMOUNT_INPUT,
  interestRate: RATE_INPUT,
  loanTermYears: TERM_INPUT,
  /** Points in percent of the loan amount. */
  points: SHARE_INPUT,
  lenderFees: MONEY_INPUT,
} as const satisfies Record<Exclude<AprField, "startDate">, NumberInput>;

export const PREPAID_TOO_LARGE = "Points and lender fees must add up to less than the loan amount.";
export const START_DATE_MESSAGE = "Enter the month and year of the first payment as MM/YYYY.";

export function aprDefaults(today: MonthValue): AprTexts {
  // $300,000 for 30 years at 6.5 % with 1 point and $2,000 of lender fees: an APR of 6.662 %.
  return {
    loanAmount: "300000",
    interestRate: "6.5",
    loanTermYears: "30",
    points: "1",
    lenderFees: "2000",
    startDate: formatMonthInput(nextMonth(today)),
  };
}

export function readAprForm(params: URLSearchParams, today: MonthValue): AprTexts {
  return readFields(params, aprDefaults(today));
}

/** As the amortization calculator: recalculate in the browser only with a valid MM/YYYY date. */
export function acceptAprForm(params: URLSearchParams): boolean {
  return parseMonthYear(params.get("startDate")) !== null;
}

export type AprFormReading = {
  readonly result: AprResult | null;
  /** The note rate the result was worked from, in percent (null without a result). */
  readonly interestRatePercent: number | null;
  /** Each refused field's message (the date and the points-and-fees check included). */
  readonly errors: Readonly<Partial<Record<AprField, string>>>;
};

/**
 * The texts through the one parser of each field, then the APR. Points and fees that leave
 * nothing financed are refused on the lender fees field.
 *
 * @example readAprResult(aprDefaults({ year: 2026, month: 11 })).result?.aprPercent // 6.6623…
 */
export function readAprResult(texts: AprTexts): AprFormReading {
  const { values, errors } = parseInputs(APR_INPUTS, texts);
  const start = parseMonthYear(texts.startDate);
  const all: Partial<Record<AprField, string>> = { ...errors };
  if (!start) all.startDate = START_DATE_MESSAGE;
  if (values) {
    const prepaid = percentOfCents(values.loanAmount, values.points) + values.lenderFees;
    if (prepaid >= values.loanAmount) all.lenderFees = PREPAID_TOO_LARGE;
  }
  if (!values || !start || Object.keys(all).length > 0) {
    return { result: null, interestRatePercent: null, errors: all };
  }
  const result = calculateApr({
    loanAmountCents: values.loanAmount,
    interestRatePercent: values.interestRate,
    loanTermYears: values.loanTermYears,
    pointsPercent: values.points,
    lenderFeesCents: values.lenderFees,
    start,
  });
  return { result, interestRatePercent: result ? values.interestRate : null, errors: all };
}
