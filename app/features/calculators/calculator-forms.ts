import { calculateAmortization, type AmortizationResult } from "~/lib/finance/amortization";
import { calculateExtraPayment, type ExtraPaymentResult } from "~/lib/finance/extra-payment";
import {
  addMonths,
  compareMonths,
  parseMonthYear,
  termMonthsFromYears,
  type MonthValue,
} from "~/lib/finance/month";
import { percentOfCents } from "~/lib/finance/money";
import {
  calculateMortgagePayment,
  downPaymentPercentOf,
  mortgagePaymentProblem,
  type MortgagePaymentResult,
  type MortgageProgram,
} from "~/lib/finance/mortgage-payment";
import { isLoanType } from "~/lib/finance/programs";
import { calculateRefinance, type RefinanceResult } from "~/lib/finance/refinance";
import type { ExtraPayments } from "~/lib/finance/schedule";
import { formatMonthInput, parseMonthOfYear } from "~/lib/format/month";
import { parseInput, parseInputs, type NumberInput } from "~/lib/format/field";
import { MONEY_RANGE, moneyFieldText } from "~/lib/format/money";
import { parseNumber, type NumberRange, type Parsed } from "~/lib/format/number";
import { PERCENT_RANGE } from "~/lib/format/percent";
import type { SliderRange } from "~/lib/format/slider";
import { YEARS_RANGE } from "~/lib/format/years";

/**
 * The four rich calculators' forms (DESIGN.md 5): field names, first-visit defaults, reading a
 * query string into field texts, and turning those texts into engine results. Pure: "today"
 * comes in as a MonthValue.
 *
 * Reading rules: a field missing from the query takes its default (so a link carrying only
 * some fields still shows results); a field present but empty is 0 (spec 5: empty numbers are
 * 0). The PMI checkbox is absent from a submitted form when unticked, so it is ticked by default
 * only when the query holds none of the calculator's fields.
 *
 * Every number field is defined once below (its kind and range, `*_INPUTS`): the field's mask,
 * the server render and the browser recalculation all read it through lib/format's one parser
 * of its kind. A value outside its range is refused with the field's message and gives no
 * result; it is never clamped or truncated, so the field shows what the link or the user gave.
 */

export type FieldTexts<K extends string> = Record<K, string>;

/** The texts of `names` from the query, defaults for the missing ones. */
export function readFields<K extends string>(
  params: URLSearchParams,
  defaults: FieldTexts<K>,
): FieldTexts<K> {
  const out = { ...defaults };
  for (const name of Object.keys(defaults) as K[]) {
    const value = params.get(name);
    if (value !== null) out[name] = value;
  }
  return out;
}

/** True when the query holds at least one of the names (the form was submitted or shared). */
export function hasAnyField(params: URLSearchParams, names: readonly string[]): boolean {
  return names.some((name) => params.has(name));
}

/** A dollar amount: $0 to $90,000,000,000 (the money mask's maximum, spec 9), cents allowed. */
export const MONEY_INPUT: NumberInput = { kind: "money", range: MONEY_RANGE };
/** An annual interest rate in percent: 0 to 100 (the percentage mask, spec 5), 3 decimals. */
export const RATE_INPUT: NumberInput = { kind: "percent", range: PERCENT_RANGE };
/** A share of a price in percent (down payment, property tax): 0 to 100, 3 decimals. */
export const SHARE_INPUT: NumberInput = { kind: "percent", range: PERCENT_RANGE };
/** A loan term: whole years from 1 to 100 (the engine's 1,200-month limit). */
export const TERM_INPUT: NumberInput = { kind: "years", range: YEARS_RANGE };

/** Credit scores run from 300 to 850 (FICO and VantageScore), whole numbers. */
export const CREDIT_SCORE_RANGE: NumberRange = { min: 300, max: 850, decimals: 0 };
export const CREDIT_SCORE_MESSAGE = "Enter a credit score from 300 to 850.";
export const LOAN_TYPE_MESSAGE = "Choose conventional, FHA, VA or USDA.";

/** A text that must be one of a few words (a select's value), trimmed; else the message. */
export function parseOption<T extends string>(
  text: string,
  accepts: (value: string) => value is T,
  message: string,
): Parsed<T> {
  const value = text.trim();
  return accepts(value) ? { ok: true, value } : { ok: false, message };
}

/** The month after `today`: the default first payment of a new loan. */
export function nextMonth(today: MonthValue): MonthValue {
  return addMonths(today, 1);
}

// ---------------------------------------------------------------------------------------------
// Extra payments of every kind: the amortization and extra-payment calculators both take them
// (besides their monthly `additionalPayment`), under the same names (DESIGN.md 5).

export const EXTRA_KIND_FIELDS = [
  "yearlyPayment",
  "yearlyPaymentMonth",
  "oneTimePayment",
  "oneTimePaymentDate",
  "biweekly",
] as const;

/** The texts of the extra-payment fields; `biweekly` is its checkbox. */
export type ExtraKindTexts = {
  yearlyPayment: string;
  /** 1 (January) to 12 (December): the month the yearly payment is made in. */
  yearlyPaymentMonth: string;
  oneTimePayment: string;
  /** MM/YYYY; read only when there is a one-time payment. */
  oneTimePaymentDate: string;
  biweekly: boolean;
};

type ExtraKindTextField = Exclude<keyof ExtraKindTexts, "biweekly">;

/** The two dollar amounts among the extras, with the rich calculators' money range. */
export const EXTRA_KIND_INPUTS = {
  yearlyPayment: MONEY_INPUT,
  oneTimePayment: MONEY_INPUT,
} as const satisfies Partial<Record<ExtraKindTextField, NumberInput>>;

/** No extras: a one-time payment month of next month, ready for an amount. */
export function extraKindDefaults(today: MonthValue): ExtraKindTexts {
  return {
    yearlyPayment: "0",
    yearlyPaymentMonth: "1",
    oneTimePayment: "0",
    oneTimePaymentDate: formatMonthInput(nextMonth(today)),
    biweekly: false,
  };
}

/**
 * A checkbox's value from the query: ticked when present with any value but "", "0" or
 * "false" (the form sends `biweekly=1`).
 */
export function readFlag(value: string | null): boolean {
  return value !== null && value !== "" && value !== "0" && value !== "false";
}

/** The extras' texts from the query, defaults for the missing ones. */
export function readExtraKinds(params: URLSearchParams, today: MonthValue): ExtraKindTexts {
  const { biweekly: _unused, ...textDefaults } = extraKindDefaults(today);
  return { ...readFields(params, textDefaults), biweekly: readFlag(params.get("biweekly")) };
}

export type ExtraKindErrors = Partial<Record<ExtraKindTextField, string>>;

/** What the extras are read against: the loan's first payment (MM/YYYY) and term in years. */
type LoanTexts = { startDate: string; loanTermYears: string };

/**
 * The extras of a form for the engine, or null with the message of each refused field. Texts
 * left out count as their defaults (no extra). The yearly payment's month is always checked
 * (1-12); the one-time payment's month only when there is a one-time payment: it must be
 * MM/YYYY and fall within the loan's term, from the first payment to the term's last month.
 *
 * @example
 * parseExtraKinds({ startDate: "12/2026", loanTermYears: "30", yearlyPayment: "1,000", yearlyPaymentMonth: "13" })
 * // { extras: null, errors: { yearlyPaymentMonth: "Choose a month from January to December." } }
 */
export function parseExtraKinds(texts: LoanTexts & Partial<ExtraKindTexts>): {
  extras: ExtraPayments | null;
  errors: ExtraKindErrors;
} {
  const { values, errors: moneyErrors } = parseInputs(EXTRA_KIND_INPUTS, {
    yearlyPayment: texts.yearlyPayment ?? "0",
    oneTimePayment: texts.oneTimePayment ?? "0",
  });
  const errors: ExtraKindErrors = { ...moneyErrors };
  const month = parseMonthOfYear(texts.yearlyPaymentMonth ?? "1");
  if (!month.ok) errors.yearlyPaymentMonth = month.message;
  let date: MonthValue | undefined;
  if (values && values.oneTimePayment > 0) {
    const message = oneTimeDateMessage(texts, texts.oneTimePaymentDate ?? "");
    if (message) errors.oneTimePaymentDate = message;
    else date = parseMonthYear(texts.oneTimePaymentDate) ?? undefined;
  }
  if (!values || !month.ok || Object.keys(errors).length > 0) return { extras: null, errors };
  return {
    extras: {
      yearlyPaymentCents: values.yearlyPayment,
      yearlyPaymentMonth: month.value,
      oneTimePaymentCents: values.oneTimePayment,
      oneTimePaymentDate: date,
      biweekly: texts.biweekly ?? false,
    },
    errors,
  };
}

/** Why a one-time payment's month is refused, or null when it is a month of the loan. */
function oneTimeDateMessage(loan: LoanTexts, text: string): string | null {
  const date = parseMonthYear(text);
  if (!date) return "Enter the month of the one-time payment as MM/YYYY.";
  const start = parseMonthYear(loan.startDate);
  const years = parseInput(TERM_INPUT, loan.loanTermYears);
  // Without a valid loan there is nothing to compare with (and no result to show).
  if (!start || !years.ok) return null;
  const last = addMonths(start, termMonthsFromYears(years.value) - 1);
  if (compareMonths(date, start) < 0 || compareMonths(date, last) > 0) {
    return `Enter a month of the loan, from ${formatMonthInput(start)} to ${formatMonthInput(last)}.`;
  }
  return null;
}

/**
 * Spec 5 extended to the one-time payment's month: a month still being typed ("03/20") skips
 * the recalculation silently. Also removes from `params` the extras that add nothing (no amount,
 * box not ticked), so the address of a calculation holds only the extras it uses.
 */
export function acceptExtraKinds(params: URLSearchParams): boolean {
  const amount = (name: ExtraKindTextField & keyof typeof EXTRA_KIND_INPUTS) => {
    const parsed = parseInput(EXTRA_KIND_INPUTS[name], params.get(name));
    return parsed.ok ? parsed.value : null;
  };
  if (amount("yearlyPayment") === 0 && parseMonthOfYear(params.get("yearlyPaymentMonth")).ok) {
    params.delete("yearlyPayment");
    params.delete("yearlyPaymentMonth");
  }
  if (amount("oneTimePayment") === 0) {
    params.delete("oneTimePayment");
    params.delete("oneTimePaymentDate");
  }
  if (!readFlag(params.get("biweekly"))) params.delete("biweekly");
  const date = params.get("oneTimePaymentDate");
  return !date || parseMonthYear(date) !== null;
}

// ---------------------------------------------------------------------------------------------
// Amortization

export const AMORTIZATION_FIELDS = [
  "loanAmount",
  "loanTermYears",
  "interestRate",
  "startDate",
  "additionalPayment",
] as const;
export type AmortizationField = (typeof AMORTIZATION_FIELDS)[number];
/** The form's texts; the extras are optional (missing ones add nothing). */
export type AmortizationTexts = FieldTexts<AmortizationField> & Partial<ExtraKindTexts>;

export const AMORTIZATION_INPUTS = {
  loanAmount: MONEY_INPUT,
  loanTermYears: TERM_INPUT,
  interestRate: RATE_INPUT,
  additionalPayment: MONEY_INPUT,
} as const satisfies Record<Exclude<AmortizationField, "startDate">, NumberInput>;

export function amortizationDefaults(
  today: MonthValue,
): FieldTexts<AmortizationField> & ExtraKindTexts {
  return {
    loanAmount: "300000",
    loanTermYears: "30",
    interestRate: "6.5",
    startDate: formatMonthInput(nextMonth(today)),
    additionalPayment: "0",
    ...extraKindDefaults(today),
  };
}

export function readAmortization(
  params: URLSearchParams,
  today: MonthValue,
): FieldTexts<AmortizationField> & ExtraKindTexts {
  const { biweekly: _unused, ...textDefaults } = amortizationDefaults(today);
  return { ...readFields(params, textDefaults), biweekly: readFlag(params.get("biweekly")) };
}

/**
 * Spec 5: the amortization calculator recalculates only with a valid MM/YYYY start date (and a
 * one-time payment month that is not half typed, see acceptExtraKinds).
 */
export function acceptAmortization(params: URLSearchParams): boolean {
  const extras = acceptExtraKinds(params);
  return parseMonthYear(params.get("startDate")) !== null && extras;
}

/**
 * The amortization result of the texts, or null when the date is not valid or a number is
 * refused (the field shows its message, see parseInputs and parseExtraKinds). The additional
 * payment, and the yearly and biweekly extras, start in the current month (spec 9, decision 016).
 *
 * @example computeAmortization({ loanAmount: "162,000", loanTermYears: "30", interestRate: "3.875",
 *   startDate: "01/2025", additionalPayment: "0" }, { year: 2024, month: 12 })?.monthlyPaymentCents // 76178
 */
export function computeAmortization(
  texts: AmortizationTexts,
  today: MonthValue,
): AmortizationResult | null {
  const startDate = parseMonthYear(texts.startDate);
  const { values } = parseInputs(AMORTIZATION_INPUTS, texts);
  const { extras } = parseExtraKinds(texts);
  if (!startDate || !values || !extras) return null;
  return calculateAmortization({
    loanAmountCents: values.loanAmount,
    loanTermYears: values.loanTermYears,
    interestRatePercent: values.interestRate,
    startDate,
    additionalPaymentCents: values.additionalPayment,
    today,
    extras,
  });
}

// ---------------------------------------------------------------------------------------------
// Mortgage payment

export const MORTGAGE_PAYMENT_FIELDS = [
  "homePrice",
  "loanTermYears",
  "interestRate",
  "downPayment",
  "downPaymentPercent",
  "propertyTax",
  "propertyTaxPercent",
  "homeInsurance",
  "hoaDues",
  "includePmi",
] as const;
/**
 * The loan program's fields (issue 16). Not among MORTGAGE_PAYMENT_FIELDS: a link that carries
 * only these (say `?loanType=fha`) is not a submitted form, so the PMI box keeps its default.
 */
export const MORTGAGE_PROGRAM_FIELDS = [
  "loanType",
  "creditScore",
  "vaFirstUse",
  "vaExempt",
] as const;
export type MortgageProgramField = (typeof MORTGAGE_PROGRAM_FIELDS)[number];
export type MortgagePaymentField = Exclude<(typeof MORTGAGE_PAYMENT_FIELDS)[number], "includePmi">;
export type MortgagePaymentTexts = FieldTexts<MortgagePaymentField> & {
  includePmi: boolean;
} & Partial<FieldTexts<MortgageProgramField>>;

/**
 * The down payment percent's slider: 0 % to 100 % (the field's range) in half points, so the
 * common down payments (3 %, 3.5 % FHA, 5 %, 20 %) are positions of it.
 */
export const DOWN_PAYMENT_PERCENT_SLIDER: SliderRange = { min: 0, max: 100, step: 0.5 };

export const MORTGAGE_PAYMENT_INPUTS = {
  homePrice: MONEY_INPUT,
  loanTermYears: TERM_INPUT,
  interestRate: RATE_INPUT,
  downPayment: MONEY_INPUT,
  downPaymentPercent: SHARE_INPUT,
  propertyTax: MONEY_INPUT,
  propertyTaxPercent: SHARE_INPUT,
  homeInsurance: MONEY_INPUT,
  hoaDues: MONEY_INPUT,
} as const satisfies Record<MortgagePaymentField, NumberInput>;

/** The VA questions' answers as the form's selects submit them. */
export const YES_NO = ["yes", "no"] as const;
export const YES_NO_MESSAGE = "Choose yes or no.";

/** The program fields' first-visit texts: conventional, no score, a first VA use, not exempt. */
export function mortgageProgramDefaults(): FieldTexts<MortgageProgramField> {
  return { loanType: "conventional", creditScore: "", vaFirstUse: "yes", vaExempt: "no" };
}

export function mortgagePaymentDefaults(): MortgagePaymentTexts & FieldTexts<MortgageProgramField> {
  // $400,000 home with 10 % down, so the first visit shows every part of the payment but HOA.
  return {
    homePrice: "400000",
    loanTermYears: "30",
    interestRate: "6.5",
    downPayment: "40000",
    downPaymentPercent: "10",
    propertyTax: "4500",
    propertyTaxPercent: "1.25",
    homeInsurance: "1500",
    hoaDues: "0",
    includePmi: true,
    ...mortgageProgramDefaults(),
  };
}

/**
 * The mortgage payment texts of a query. A link that gives a percent without its amount (say
 * `?homePrice=500000&downPaymentPercent=5`) gets the amount worked out from the percent, as the
 * linked fields of spec 5 would.
 */
export function readMortgagePayment(
  params: URLSearchParams,
): MortgagePaymentTexts & FieldTexts<MortgageProgramField> {
  const defaults = mortgagePaymentDefaults();
  const { includePmi: _ignored, ...textDefaults } = defaults;
  const texts = readFields(params, textDefaults);
  const read = (name: MortgagePaymentField) =>
    parseInput(MORTGAGE_PAYMENT_INPUTS[name], texts[name]);
  // A refused price or percent leaves the amount empty; the refused field shows its message.
  const percentOf = (base: ReturnType<typeof read>, percent: ReturnType<typeof read>) =>
    base.ok && percent.ok ? moneyFieldText(percentOfCents(base.value, percent.value)) : "";
  if (!params.has("downPayment") && params.has("downPaymentPercent")) {
    texts.downPayment = percentOf(read("homePrice"), read("downPaymentPercent"));
  }
  // And the other way: an amount without its percent shows the percent it is of the price (the
  // default 10 % beside "$10,500" of $300,000 would contradict it, and so would the slider).
  if (params.has("downPayment") && !params.has("downPaymentPercent")) {
    const price = read("homePrice");
    const down = read("downPayment");
    if (price.ok && down.ok && price.value > 0)
      texts.downPaymentPercent = String(downPaymentPercentOf(down.value, price.value));
  }
  if (!params.has("propertyTax") && params.has("propertyTaxPercent")) {
    const price = read("homePrice");
    const down = read("downPayment");
    const base: ReturnType<typeof read> =
      price.ok && down.ok ? { ok: true, value: Math.max(0, price.value - down.value) } : price;
    texts.propertyTax = percentOf(base, read("propertyTaxPercent"));
  }
  const submitted = hasAnyField(params, MORTGAGE_PAYMENT_FIELDS);
  const pmi = params.get("includePmi");
  return {
    ...texts,
    includePmi: submitted ? pmi !== null && pmi !== "false" && pmi !== "0" : defaults.includePmi,
  };
}

function isYesNo(value: string): value is (typeof YES_NO)[number] {
  return (YES_NO as readonly string[]).includes(value);
}

/**
 * The loan program of the texts, or null with each refused field's message. Texts left out
 * take their defaults; an empty credit score means none given (not 0: a score of 0 does not
 * exist), so the spec's PMI table applies to a conventional loan.
 *
 * @example parseMortgageProgram({ loanType: "fha", creditScore: "640" }).program
 * // { loanType: "fha", creditScore: 640, vaFirstUse: true, vaExempt: false }
 */
export function parseMortgageProgram(texts: Partial<FieldTexts<MortgageProgramField>>): {
  program: Required<MortgageProgram> | null;
  errors: Partial<Record<MortgageProgramField, string>>;
} {
  const t = { ...mortgageProgramDefaults(), ...texts };
  const errors: Partial<Record<MortgageProgramField, string>> = {};
  const loanType = parseOption(t.loanType, isLoanType, LOAN_TYPE_MESSAGE);
  if (!loanType.ok) errors.loanType = loanType.message;
  let creditScore: number | null = null;
  if (t.creditScore.trim() !== "") {
    const score = parseNumber(t.creditScore, CREDIT_SCORE_RANGE);
    if (score.ok) creditScore = score.value;
    else errors.creditScore = CREDIT_SCORE_MESSAGE;
  }
  const firstUse = parseOption(t.vaFirstUse, isYesNo, YES_NO_MESSAGE);
  if (!firstUse.ok) errors.vaFirstUse = firstUse.message;
  const exempt = parseOption(t.vaExempt, isYesNo, YES_NO_MESSAGE);
  if (!exempt.ok) errors.vaExempt = exempt.message;
  if (!loanType.ok || !firstUse.ok || !exempt.ok || Object.keys(errors).length > 0) {
    return { program: null, errors };
  }
  return {
    program: {
      loanType: loanType.value,
      creditScore,
      vaFirstUse: firstUse.value === "yes",
      vaExempt: exempt.value === "yes",
    },
    errors,
  };
}

export type MortgagePaymentState = {
  /** Null when a field is refused (the program's minimum down payment included). */
  readonly result: MortgagePaymentResult | null;
  /** The program fields' messages and the program's refusal (beside the down payment or score). */
  readonly errors: Readonly<Partial<Record<MortgageProgramField | "downPayment", string>>>;
};

/**
 * The mortgage payment page's state: the result, or null with the message of each refused
 * field. The number fields' own messages come from their parser (numberFieldProps); these are
 * the program's. The loan's first payment is one month after today (spec 9).
 *
 * @example
 * mortgagePaymentState({ ...mortgagePaymentDefaults(), loanType: "fha", downPayment: "10000", downPaymentPercent: "2.5" }, today).errors
 * // { downPayment: "An FHA loan needs at least 3.5% down with a credit score of 580 or more: $14,000 on this price." }
 */
export function mortgagePaymentState(
  texts: MortgagePaymentTexts,
  today: MonthValue,
): MortgagePaymentState {
  const { values } = parseInputs(MORTGAGE_PAYMENT_INPUTS, texts);
  const { program, errors } = parseMortgageProgram(texts);
  if (!values || !program) return { result: null, errors };
  const problem = mortgagePaymentProblem({
    homePriceCents: values.homePrice,
    downPaymentCents: values.downPayment,
    loanTermYears: values.loanTermYears,
    program,
  });
  if (problem) return { result: null, errors: { [problem.field]: problem.message } };
  const result = calculateMortgagePayment({
    homePriceCents: values.homePrice,
    downPaymentCents: values.downPayment,
    loanTermYears: values.loanTermYears,
    interestRatePercent: values.interestRate,
    propertyTaxCents: values.propertyTax,
    homeInsuranceCents: values.homeInsurance,
    hoaDuesCents: values.hoaDues,
    includePmi: texts.includePmi,
    today,
    program,
  });
  return { result, errors: {} };
}

/**
 * The mortgage payment result, or null when a field is refused (see mortgagePaymentState).
 */
export function computeMortgagePayment(
  texts: MortgagePaymentTexts,
  today: MonthValue,
): MortgagePaymentResult | null {
  return mortgagePaymentState(texts, today).result;
}

// ---------------------------------------------------------------------------------------------
// Extra payment (payoff)

export const EXTRA_PAYMENT_FIELDS = [
  "loanAmount",
  "interestRate",
  "loanTermYears",
  "startDate",
  "extraStartDate",
  "additionalPayment",
] as const;
export type ExtraPaymentField = (typeof EXTRA_PAYMENT_FIELDS)[number];
/** The form's texts; the extras are optional (missing ones add nothing). */
export type ExtraPaymentTexts = FieldTexts<ExtraPaymentField> & Partial<ExtraKindTexts>;

export const EXTRA_PAYMENT_INPUTS = {
  loanAmount: MONEY_INPUT,
  interestRate: RATE_INPUT,
  loanTermYears: TERM_INPUT,
  additionalPayment: MONEY_INPUT,
} as const satisfies Record<
  Exclude<ExtraPaymentField, "startDate" | "extraStartDate">,
  NumberInput
>;

export function extraPaymentDefaults(
  today: MonthValue,
): FieldTexts<ExtraPaymentField> & ExtraKindTexts {
  const start = formatMonthInput(nextMonth(today));
  return {
    loanAmount: "300000",
    interestRate: "6.5",
    loanTermYears: "30",
    startDate: start,
    extraStartDate: start,
    additionalPayment: "200",
    ...extraKindDefaults(today),
  };
}

/**
 * Spec 5: an extra-payment start earlier than the loan start is reset to the loan start. Returns
 * the texts with the reset applied (the field shows it) and whether a reset happened. Invalid
 * dates are left as typed.
 */
export function resetExtraStart<T extends { startDate: string; extraStartDate: string }>(
  texts: T,
): { texts: T; reset: boolean } {
  const start = parseMonthYear(texts.startDate);
  const extra = parseMonthYear(texts.extraStartDate);
  if (start && extra && compareMonths(extra, start) < 0) {
    return { texts: { ...texts, extraStartDate: texts.startDate }, reset: true };
  }
  return { texts, reset: false };
}

export function readExtraPayment(
  params: URLSearchParams,
  today: MonthValue,
): FieldTexts<ExtraPaymentField> & ExtraKindTexts {
  const { biweekly: _unused, ...textDefaults } = extraPaymentDefaults(today);
  const texts = { ...readFields(params, textDefaults), biweekly: readFlag(params.get("biweekly")) };
  return resetExtraStart(texts).texts;
}

/**
 * The payoff calculator's gate before a recalculation (spec 5): either date invalid (or a
 * one-time payment month half typed, see acceptExtraKinds) → skip silently (false). An extra
 * start before the loan start is rewritten IN `params` to the loan start, so the result, the
 * address bar and (through `onReset`) the field all show the reset value.
 */
export function acceptExtraPayment(
  params: URLSearchParams,
  onReset?: (startDate: string) => void,
): boolean {
  const startDate = params.get("startDate") ?? "";
  const extraStartDate = params.get("extraStartDate") ?? "";
  if (!acceptExtraKinds(params)) return false;
  if (!parseMonthYear(startDate) || !parseMonthYear(extraStartDate)) return false;
  const { reset } = resetExtraStart({ startDate, extraStartDate });
  if (reset) {
    params.set("extraStartDate", startDate);
    onReset?.(startDate);
  }
  return true;
}

/**
 * The payoff result of the texts, or null when a date is not valid or a number is refused. The
 * monthly, yearly and biweekly extras start at the extra start date; a one-time payment is made
 * in its own month.
 */
export function computeExtraPayment(texts: ExtraPaymentTexts): ExtraPaymentResult | null {
  const startDate = parseMonthYear(texts.startDate);
  const extraStartDate = parseMonthYear(texts.extraStartDate);
  const { values } = parseInputs(EXTRA_PAYMENT_INPUTS, texts);
  const { extras } = parseExtraKinds(texts);
  if (!startDate || !extraStartDate || !values || !extras) return null;
  return calculateExtraPayment({
    loanAmountCents: values.loanAmount,
    interestRatePercent: values.interestRate,
    loanTermYears: values.loanTermYears,
    startDate,
    extraStartDate,
    additionalPaymentCents: values.additionalPayment,
    extras,
  });
}

// ---------------------------------------------------------------------------------------------
// Refinance

export const REFINANCE_LOAN_FIELDS = [
  "LoanAmount",
  "InterestRate",
  "LoanTermYears",
  "StartDate",
  "AdditionalPayment",
] as const;
export const REFINANCE_FIELDS = [
  ...REFINANCE_LOAN_FIELDS.map((f) => `original${f}` as const),
  ...REFINANCE_LOAN_FIELDS.map((f) => `new${f}` as const),
  "closingCosts",
  "rollClosingCosts",
] as const;
export type RefinanceField = (typeof REFINANCE_FIELDS)[number];
export type RefinanceTexts = FieldTexts<RefinanceField>;

type RefinanceNumberField = Exclude<
  RefinanceField,
  "originalStartDate" | "newStartDate" | "rollClosingCosts"
>;

export const REFINANCE_INPUTS = {
  originalLoanAmount: MONEY_INPUT,
  originalInterestRate: RATE_INPUT,
  originalLoanTermYears: TERM_INPUT,
  originalAdditionalPayment: MONEY_INPUT,
  newLoanAmount: MONEY_INPUT,
  newInterestRate: RATE_INPUT,
  newLoanTermYears: TERM_INPUT,
  newAdditionalPayment: MONEY_INPUT,
  closingCosts: MONEY_INPUT,
} as const satisfies Record<RefinanceNumberField, NumberInput>;

export function refinanceDefaults(today: MonthValue): RefinanceTexts {
  // A loan taken three years ago at 7.25 %, refinanced into a new 30-year loan at 6 % for about
  // its remaining balance.
  return {
    originalLoanAmount: "300000",
    originalInterestRate: "7.25",
    originalLoanTermYears: "30",
    originalStartDate: formatMonthInput(addMonths(today, -35)),
    originalAdditionalPayment: "0",
    newLoanAmount: "290000",
    newInterestRate: "6",
    newLoanTermYears: "30",
    newStartDate: formatMonthInput(nextMonth(today)),
    newAdditionalPayment: "0",
    closingCosts: "5000",
    // Unticked: the costs are paid in cash, as in every link made before the box existed.
    rollClosingCosts: "",
  };
}

/**
 * Whether the refinance texts roll the closing costs into the new loan: the box submits "1"
 * when ticked and nothing when not; "0" and "false" in a hand-made link read as unticked.
 *
 * @example rollsClosingCosts({ rollClosingCosts: "1" }) // true
 */
export function rollsClosingCosts(texts: Pick<RefinanceTexts, "rollClosingCosts">): boolean {
  const value = texts.rollClosingCosts.trim();
  return value !== "" && value !== "0" && value !== "false";
}

export function readRefinance(params: URLSearchParams, today: MonthValue): RefinanceTexts {
  return readFields(params, refinanceDefaults(today));
}

/** Both start dates must be valid MM/YYYY before a recalculation (as in the other calculators). */
export function acceptRefinance(params: URLSearchParams): boolean {
  return (
    parseMonthYear(params.get("originalStartDate")) !== null &&
    parseMonthYear(params.get("newStartDate")) !== null
  );
}

export function computeRefinance(texts: RefinanceTexts): RefinanceResult | null {
  const { values } = parseInputs(REFINANCE_INPUTS, texts);
  const originalStart = parseMonthYear(texts.originalStartDate);
  const newStart = parseMonthYear(texts.newStartDate);
  if (!values || !originalStart || !newStart) return null;
  const loan = (prefix: "original" | "new", startDate: MonthValue) => ({
    startDate,
    loanAmountCents: values[`${prefix}LoanAmount`],
    interestRatePercent: values[`${prefix}InterestRate`],
    loanTermYears: values[`${prefix}LoanTermYears`],
    additionalPaymentCents: values[`${prefix}AdditionalPayment`],
  });
  return calculateRefinance({
    original: loan("original", originalStart),
    new: loan("new", newStart),
    closingCostsCents: values.closingCosts,
    rollClosingCosts: rollsClosingCosts(texts),
  });
}
