import { calculateArm, type ArmResult } from "~/lib/finance/arm";
import { parseMonthYear, type MonthValue } from "~/lib/finance/month";
import { parseChoice, type ChoiceInput } from "~/lib/format/choice";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { formatMonthInput } from "~/lib/format/month";
import {
  MONEY_INPUT,
  nextMonth,
  RATE_INPUT,
  readFields,
  TERM_INPUT,
  type FieldTexts,
} from "./calculator-forms";

/**
 * The adjustable-rate mortgage calculator's form (DESIGN.md 5, `/calculators/arm`): field names,
 * first-visit defaults, reading a query string into field texts, and turning them into the
 * engine's result. Pure: "today" comes in as a MonthValue. The reading rules are the rich
 * calculators' (calculator-forms): a missing field takes its default, an empty one is 0, a value
 * outside its range is refused with the field's message and no result.
 */

export const ARM_FIELDS = [
  "loanAmount",
  "loanTermYears",
  "initialRate",
  "initialPeriodYears",
  "adjustmentMonths",
  "initialCap",
  "periodicCap",
  "lifetimeCap",
  "margin",
  "indexRate",
  "startDate",
] as const;
export type ArmField = (typeof ARM_FIELDS)[number];
export type ArmTexts = FieldTexts<ArmField>;

/** The number fields: amounts, a term, and rates and caps in percent (0-100, 3 decimals). */
export const ARM_INPUTS = {
  loanAmount: MONEY_INPUT,
  loanTermYears: TERM_INPUT,
  initialRate: RATE_INPUT,
  initialCap: RATE_INPUT,
  periodicCap: RATE_INPUT,
  lifetimeCap: RATE_INPUT,
  margin: RATE_INPUT,
  indexRate: RATE_INPUT,
} as const satisfies Partial<Record<ArmField, NumberInput>>;

/** The fixed period and the adjustment interval are chosen from what lenders offer. */
export const ARM_CHOICES = {
  initialPeriodYears: { options: [3, 5, 7, 10], unit: "years" },
  adjustmentMonths: { options: [6, 12], unit: "months" },
} as const satisfies Partial<Record<ArmField, ChoiceInput>>;

export const START_DATE_MESSAGE = "Enter the month of your first payment as MM/YYYY.";

/**
 * First visit: a $400,000, 30-year 5/6 SOFR ARM at 5.75 % with 2/1/5 caps, a 2.75 % margin and
 * the index at 3.75 % (the example of the learning center's fixed vs adjustable article), first
 * payment next month.
 */
export function armDefaults(today: MonthValue): ArmTexts {
  return {
    loanAmount: "400000",
    loanTermYears: "30",
    initialRate: "5.75",
    initialPeriodYears: "5",
    adjustmentMonths: "6",
    initialCap: "2",
    periodicCap: "1",
    lifetimeCap: "5",
    margin: "2.75",
    indexRate: "3.75",
    startDate: formatMonthInput(nextMonth(today)),
  };
}

export function readArm(params: URLSearchParams, today: MonthValue): ArmTexts {
  return readFields(params, armDefaults(today));
}

/** Recalculate in the browser only with a whole MM/YYYY date (not while one is half typed). */
export function acceptArm(params: URLSearchParams): boolean {
  return parseMonthYear(params.get("startDate")) !== null;
}

type ArmValues = Record<keyof typeof ARM_INPUTS | keyof typeof ARM_CHOICES, number> & {
  startDate: MonthValue;
};

export type ParsedArm = {
  /** Every field's engine value (money in cents), or null when any field is refused. */
  readonly values: ArmValues | null;
  /** The message of each refused field. */
  readonly errors: Readonly<Partial<Record<ArmField, string>>>;
};

/**
 * Every field of the form through its one parser, plus the rule that joins two of them: the term
 * must be longer than the fixed period, or the loan would never adjust.
 *
 * @example parseArm({ ...armDefaults(today), initialPeriodYears: "4" }).errors
 * // { initialPeriodYears: "Choose 3, 5, 7 or 10 years." }
 */
export function parseArm(texts: ArmTexts): ParsedArm {
  const numbers = parseInputs(ARM_INPUTS, texts);
  const errors: Partial<Record<ArmField, string>> = { ...numbers.errors };
  const choices: Partial<Record<keyof typeof ARM_CHOICES, number>> = {};
  for (const name of Object.keys(ARM_CHOICES) as (keyof typeof ARM_CHOICES)[]) {
    const parsed = parseChoice(texts[name], ARM_CHOICES[name]);
    if (parsed.ok) choices[name] = parsed.value;
    else errors[name] = parsed.message;
  }
  const startDate = parseMonthYear(texts.startDate);
  if (!startDate) errors.startDate = START_DATE_MESSAGE;
  const term = numbers.values?.loanTermYears ?? null;
  const fixed = choices.initialPeriodYears;
  if (term !== null && fixed !== undefined && term <= fixed && !errors.loanTermYears) {
    errors.loanTermYears = `Enter a term longer than the ${fixed}-year fixed period.`;
  }
  const { initialPeriodYears, adjustmentMonths } = choices;
  if (
    !numbers.values ||
    !startDate ||
    initialPeriodYears === undefined ||
    adjustmentMonths === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { values: null, errors };
  }
  return {
    values: { ...numbers.values, initialPeriodYears, adjustmentMonths, startDate },
    errors,
  };
}

/**
 * The ARM result of the texts, or null when a field is refused (it shows its message) or the
 * loan has no payment to speak of (a $0 loan).
 *
 * @example computeArm(armDefaults({ year: 2026, month: 11 }))?.initialPaymentCents // 233429
 */
export function computeArm(texts: ArmTexts): ArmResult | null {
  const { values } = parseArm(texts);
  if (!values) return null;
  return calculateArm({
    principalCents: values.loanAmount,
    termMonths: values.loanTermYears * 12,
    initialRatePercent: values.initialRate,
    initialPeriodMonths: values.initialPeriodYears * 12,
    adjustmentMonths: values.adjustmentMonths,
    initialCapPercent: values.initialCap,
    periodicCapPercent: values.periodicCap,
    lifetimeCapPercent: values.lifetimeCap,
    marginPercent: values.margin,
    indexPercent: values.indexRate,
    start: values.startDate,
  });
}
