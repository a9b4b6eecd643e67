import { calculateAmortization, type AmortizationResult } from "~/lib/finance/amortization";
import { calculateExtraPayment, type ExtraPaymentResult } from "~/lib/finance/extra-payment";
import { addMonths, compareMonths, parseMonthYear, type MonthValue } from "~/lib/finance/month";
import { percentOfCents } from "~/lib/finance/money";
import {
  calculateMortgagePayment,
  type MortgagePaymentResult,
} from "~/lib/finance/mortgage-payment";
import { calculateRefinance, type RefinanceResult } from "~/lib/finance/refinance";
import { formatMonthInput } from "~/lib/format/month";
import { parseInput, parseInputs, type NumberInput } from "~/lib/format/field";
import { MONEY_RANGE, moneyFieldText } from "~/lib/format/money";
import { PERCENT_RANGE } from "~/lib/format/percent";
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

/** The month after `today`: the default first payment of a new loan. */
export function nextMonth(today: MonthValue): MonthValue {
  return addMonths(today, 1);
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
export type AmortizationTexts = FieldTexts<AmortizationField>;

export const AMORTIZATION_INPUTS = {
  loanAmount: MONEY_INPUT,
  loanTermYears: TERM_INPUT,
  interestRate: RATE_INPUT,
  additionalPayment: MONEY_INPUT,
} as const satisfies Record<Exclude<AmortizationField, "startDate">, NumberInput>;

export function amortizationDefaults(today: MonthValue): AmortizationTexts {
  return {
    loanAmount: "300000",
    loanTermYears: "30",
    interestRate: "6.5",
    startDate: formatMonthInput(nextMonth(today)),
    additionalPayment: "0",
  };
}

export function readAmortization(params: URLSearchParams, today: MonthValue): AmortizationTexts {
  return readFields(params, amortizationDefaults(today));
}

/** Spec 5: the amortization calculator recalculates only with a valid MM/YYYY start date. */
export function acceptAmortization(params: URLSearchParams): boolean {
  return parseMonthYear(params.get("startDate")) !== null;
}

/**
 * The amortization result of the texts, or null when the date is not valid or a number is
 * refused (the field shows its message, see parseInputs). The additional payment starts in
 * the current month (spec 9).
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
  if (!startDate || !values) return null;
  return calculateAmortization({
    loanAmountCents: values.loanAmount,
    loanTermYears: values.loanTermYears,
    interestRatePercent: values.interestRate,
    startDate,
    additionalPaymentCents: values.additionalPayment,
    today,
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
export type MortgagePaymentField = Exclude<(typeof MORTGAGE_PAYMENT_FIELDS)[number], "includePmi">;
export type MortgagePaymentTexts = FieldTexts<MortgagePaymentField> & { includePmi: boolean };

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

export function mortgagePaymentDefaults(): MortgagePaymentTexts {
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
  };
}

/**
 * The mortgage payment texts of a query. A link that gives a percent without its amount (say
 * `?homePrice=500000&downPaymentPercent=5`) gets the amount worked out from the percent, as the
 * linked fields of spec 5 would.
 */
export function readMortgagePayment(params: URLSearchParams): MortgagePaymentTexts {
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

/**
 * The mortgage payment result, or null when a number is refused. The loan's first payment is
 * one month after today (spec 9).
 */
export function computeMortgagePayment(
  texts: MortgagePaymentTexts,
  today: MonthValue,
): MortgagePaymentResult | null {
  const { values } = parseInputs(MORTGAGE_PAYMENT_INPUTS, texts);
  if (!values) return null;
  return calculateMortgagePayment({
    homePriceCents: values.homePrice,
    downPaymentCents: values.downPayment,
    loanTermYears: values.loanTermYears,
    interestRatePercent: values.interestRate,
    propertyTaxCents: values.propertyTax,
    homeInsuranceCents: values.homeInsurance,
    hoaDuesCents: values.hoaDues,
    includePmi: texts.includePmi,
    today,
  });
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
export type ExtraPaymentTexts = FieldTexts<ExtraPaymentField>;

export const EXTRA_PAYMENT_INPUTS = {
  loanAmount: MONEY_INPUT,
  interestRate: RATE_INPUT,
  loanTermYears: TERM_INPUT,
  additionalPayment: MONEY_INPUT,
} as const satisfies Record<
  Exclude<ExtraPaymentField, "startDate" | "extraStartDate">,
  NumberInput
>;

export function extraPaymentDefaults(today: MonthValue): ExtraPaymentTexts {
  const start = formatMonthInput(nextMonth(today));
  return {
    loanAmount: "300000",
    interestRate: "6.5",
    loanTermYears: "30",
    startDate: start,
    extraStartDate: start,
    additionalPayment: "200",
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

export function readExtraPayment(params: URLSearchParams, today: MonthValue): ExtraPaymentTexts {
  return resetExtraStart(readFields(params, extraPaymentDefaults(today))).texts;
}

/**
 * The payoff calculator's gate before a recalculation (spec 5): either date invalid → skip
 * silently (false). An extra start before the loan start is rewritten IN `params` to the loan
 * start, so the result, the address bar and (through `onReset`) the field all show the reset
 * value.
 */
export function acceptExtraPayment(
  params: URLSearchParams,
  onReset?: (startDate: string) => void,
): boolean {
  const startDate = params.get("startDate") ?? "";
  const extraStartDate = params.get("extraStartDate") ?? "";
  if (!parseMonthYear(startDate) || !parseMonthYear(extraStartDate)) return false;
  const { reset } = resetExtraStart({ startDate, extraStartDate });
  if (reset) {
    params.set("extraStartDate", startDate);
    onReset?.(startDate);
  }
  return true;
}

export function computeExtraPayment(texts: ExtraPaymentTexts): ExtraPaymentResult | null {
  const startDate = parseMonthYear(texts.startDate);
  const extraStartDate = parseMonthYear(texts.extraStartDate);
  const { values } = parseInputs(EXTRA_PAYMENT_INPUTS, texts);
  if (!startDate || !extraStartDate || !values) return null;
  return calculateExtraPayment({
    loanAmountCents: values.loanAmount,
    interestRatePercent: values.interestRate,
    loanTermYears: values.loanTermYears,
    startDate,
    extraStartDate,
    additionalPaymentCents: values.additionalPayment,
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
