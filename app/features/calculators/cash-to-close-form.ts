import { tryParseUsDate } from "~/components/ui/calendar";
import { lender } from "~/config/lender";
import { calculateCashToClose, type CashToCloseResult } from "~/lib/finance/cash-to-close";
import type { CalendarDay } from "~/lib/finance/day";
import { addMonths, type MonthValue } from "~/lib/finance/month";
import {
  isLicensedState,
  STATE_TAX_DEFAULTS,
  type LicensedState,
} from "~/lib/finance/transfer-tax";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { ESCROW_MONTHS_RANGE } from "~/lib/format/months";
import { plainNumberText } from "~/lib/format/number";
import {
  MONEY_INPUT,
  RATE_INPUT,
  readFields,
  SHARE_INPUT,
  TERM_INPUT,
  type FieldTexts,
} from "./calculator-forms";

/**
 * The cash-to-close calculator's form (DESIGN.md 5): field names, first-visit defaults, reading a
 * query string into field texts, every field's message, and the engine result. Pure: "today"
 * comes in. The same reading runs on the server (a shared link, no JavaScript) and in the
 * browser.
 *
 * The two tax rates follow the state: a link without them, or a form whose state was changed
 * since the rates were filled in (the hidden `taxRatesFor` names the state they belong to), gets
 * the new state's defaults; a rate the borrower typed for the same state is kept.
 */

export const CASH_TO_CLOSE_FIELDS = [
  "homePrice",
  "downPayment",
  "interestRate",
  "loanTermYears",
  "closingDate",
  "propertyState",
  "originationFeePercent",
  "appraisalFee",
  "creditReportFee",
  "titleInsurance",
  "settlementFee",
  "recordingFees",
  "transferTaxRate",
  "mortgageTaxRate",
  "taxRatesFor",
  "homeInsurance",
  "propertyTax",
  "insuranceEscrowMonths",
  "propertyTaxEscrowMonths",
  "otherFees",
  "earnestMoney",
  "sellerCredits",
  "lenderCredits",
] as const;
export type CashToCloseField = (typeof CASH_TO_CLOSE_FIELDS)[number];
export type CashToCloseTexts = FieldTexts<CashToCloseField>;

/** Whole months of insurance or tax in the escrow account, 0 to 12. */
export const ESCROW_MONTHS_INPUT: NumberInput = { kind: "months", range: ESCROW_MONTHS_RANGE };

type NumberField = Exclude<CashToCloseField, "closingDate" | "propertyState" | "taxRatesFor">;

export const CASH_TO_CLOSE_INPUTS = {
  homePrice: MONEY_INPUT,
  downPayment: MONEY_INPUT,
  interestRate: RATE_INPUT,
  loanTermYears: TERM_INPUT,
  originationFeePercent: SHARE_INPUT,
  appraisalFee: MONEY_INPUT,
  creditReportFee: MONEY_INPUT,
  titleInsurance: MONEY_INPUT,
  settlementFee: MONEY_INPUT,
  recordingFees: MONEY_INPUT,
  transferTaxRate: SHARE_INPUT,
  mortgageTaxRate: SHARE_INPUT,
  homeInsurance: MONEY_INPUT,
  propertyTax: MONEY_INPUT,
  insuranceEscrowMonths: ESCROW_MONTHS_INPUT,
  propertyTaxEscrowMonths: ESCROW_MONTHS_INPUT,
  otherFees: MONEY_INPUT,
  earnestMoney: MONEY_INPUT,
  sellerCredits: MONEY_INPUT,
  lenderCredits: MONEY_INPUT,
} as const satisfies Record<NumberField, NumberInput>;

/** The lender's home state: the first visit's choice. */
export const DEFAULT_STATE: LicensedState = isLicensedState(lender.address.state)
  ? lender.address.state
  : (lender.licensedStates[0] as LicensedState);

export const CLOSING_DATE_MESSAGE = "Enter the closing date as MM/DD/YYYY, like 12/15/2026.";
export const STATE_MESSAGE = "Choose one of the states we lend in.";
export const DOWN_PAYMENT_MESSAGE = "The down payment can't be more than the home price.";

/** The states of the select, in the order of the lender's licences. */
export const STATE_OPTIONS = lender.licensedStates.map((code) => ({
  value: code,
  label: STATE_TAX_DEFAULTS[code].name,
}));

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** A calendar day as the closing-date field shows it, "MM/DD/YYYY". */
export function formatDayInput(day: CalendarDay): string {
  return `${pad2(day.month)}/${pad2(day.day)}/${day.year}`;
}

/** The first visit's closing date: the 15th of next month. */
export function defaultClosingDate(today: MonthValue): CalendarDay {
  return { ...addMonths(today, 1), day: 15 };
}

/** The state's two tax rates as field texts ("0.11", "0"). */
export function stateTaxTexts(state: LicensedState): {
  transferTaxRate: string;
  mortgageTaxRate: string;
} {
  const defaults = STATE_TAX_DEFAULTS[state];
  return {
    transferTaxRate: plainNumberText(defaults.transferTaxPercent, 3),
    mortgageTaxRate: plainNumberText(defaults.mortgageTaxPercent, 3),
  };
}

/**
 * First-visit values. Fees are typical amounts for a $400,000 purchase (the same home as the
 * mortgage payment calculator's first visit), each one a default the borrower can change.
 */
export function cashToCloseDefaults(today: MonthValue): CashToCloseTexts {
  return {
    homePrice: "400000",
    downPayment: "40000",
    interestRate: "6.5",
    loanTermYears: "30",
    closingDate: formatDayInput(defaultClosingDate(today)),
    propertyState: DEFAULT_STATE,
    originationFeePercent: "1",
    appraisalFee: "650",
    creditReportFee: "75",
    titleInsurance: "1400",
    settlementFee: "700",
    recordingFees: "150",
    ...stateTaxTexts(DEFAULT_STATE),
    taxRatesFor: DEFAULT_STATE,
    homeInsurance: "1500",
    propertyTax: "4500",
    insuranceEscrowMonths: "2",
    propertyTaxEscrowMonths: "3",
    otherFees: "0",
    earnestMoney: "4000",
    sellerCredits: "0",
    lenderCredits: "0",
  };
}

/**
 * The texts of a query: defaults for missing fields, and the tax rates of the chosen state when
 * the query has none or they were filled in for another state.
 *
 * @example readCashToClose(new URLSearchParams("propertyState=FL"), { year: 2026, month: 11 }).transferTaxRate // "0.7"
 */
export function readCashToClose(params: URLSearchParams, today: MonthValue): CashToCloseTexts {
  const texts = readFields(params, cashToCloseDefaults(today));
  const state = texts.propertyState;
  if (isLicensedState(state)) {
    const ratesGiven = params.has("transferTaxRate") || params.has("mortgageTaxRate");
    const otherState = params.has("taxRatesFor") && texts.taxRatesFor !== state;
    if (!ratesGiven || otherState) Object.assign(texts, stateTaxTexts(state));
    texts.taxRatesFor = state;
  }
  return texts;
}

/** The closing date of the texts, or null when it is not a real MM/DD/YYYY day from 1900 to 2100. */
export function readClosingDate(text: string): CalendarDay | null {
  const day = tryParseUsDate(text);
  return day && day.year >= 1900 && day.year <= 2100 ? day : null;
}

export type CashToCloseErrors = Partial<Record<CashToCloseField, string>>;

/** Every field's message: numbers out of range, the date, the state, a down payment above the price. */
export function cashToCloseErrors(texts: CashToCloseTexts): CashToCloseErrors {
  const { values, errors } = parseInputs(CASH_TO_CLOSE_INPUTS, texts);
  const out: CashToCloseErrors = { ...errors };
  if (!readClosingDate(texts.closingDate)) out.closingDate = CLOSING_DATE_MESSAGE;
  if (!isLicensedState(texts.propertyState)) out.propertyState = STATE_MESSAGE;
  if (values && values.downPayment > values.homePrice) out.downPayment = DOWN_PAYMENT_MESSAGE;
  return out;
}

/**
 * The estimate of the texts, or null when any field has a message (no result is shown then).
 *
 * @example computeCashToClose(cashToCloseDefaults({ year: 2026, month: 11 }))?.loanAmountCents // 36_000_000
 */
export function computeCashToClose(texts: CashToCloseTexts): CashToCloseResult | null {
  const { values } = parseInputs(CASH_TO_CLOSE_INPUTS, texts);
  const closingDate = readClosingDate(texts.closingDate);
  if (!values || !closingDate || Object.keys(cashToCloseErrors(texts)).length > 0) return null;
  return calculateCashToClose({
    homePriceCents: values.homePrice,
    downPaymentCents: values.downPayment,
    interestRatePercent: values.interestRate,
    loanTermYears: values.loanTermYears,
    closingDate,
    originationFeePercent: values.originationFeePercent,
    appraisalFeeCents: values.appraisalFee,
    creditReportFeeCents: values.creditReportFee,
    titleInsuranceCents: values.titleInsurance,
    settlementFeeCents: values.settlementFee,
    recordingFeesCents: values.recordingFees,
    transferTaxPercent: values.transferTaxRate,
    mortgageTaxPercent: values.mortgageTaxRate,
    homeInsuranceCents: values.homeInsurance,
    propertyTaxCents: values.propertyTax,
    insuranceEscrowMonths: values.insuranceEscrowMonths,
    propertyTaxEscrowMonths: values.propertyTaxEscrowMonths,
    otherFeesCents: values.otherFees,
    earnestMoneyCents: values.earnestMoney,
    sellerCreditsCents: values.sellerCredits,
    lenderCreditsCents: values.lenderCredits,
  });
}
