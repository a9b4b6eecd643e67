/**
 * The inputs of the six simple calculators and how a query string becomes numbers.
 *
 * Every input is an `<input type="number">` with `required` (or not), `min`, `max` and `step`: the
 * spec has the simple calculators rely on the browser's validity check (spec 4, 5), and only a
 * number input gives the Constraint Validation API something to check a value against
 * (rangeUnderflow, rangeOverflow, stepMismatch, badInput). A text input with a `pattern` could
 * only check the characters, never that a rate is at most 30 % or a term at least 1 year.
 *
 * The server renders results from the query string too (DESIGN 5: a shared link works without
 * JavaScript), so `readFields` repeats the same checks the browser makes: a link with a value
 * the form would refuse shows no result, just as pressing the button would not, and the field
 * shows the value as given with its message. The checks are lib/format's one number parser, the
 * same the rich calculators use, with the field's range (defined once, below, per field).
 */

import type { NumberKind } from "~/lib/format/field";
import { MONEY_MAX, moneyMessage } from "~/lib/format/money";
import { monthsMessage } from "~/lib/format/months";
import {
  cleanNumberText,
  parseNumber,
  parseNumeric,
  type NumberProblem,
  type NumberRange,
} from "~/lib/format/number";
import { percentMessage } from "~/lib/format/percent";
import type { SliderRange } from "~/lib/format/slider";
import { yearsMessage } from "~/lib/format/years";

export type FieldKind = NumberKind;

export type FieldSpec = {
  /** The input's name, exactly as spec 3 spells it (`loan-mount`, `loan_amount`, ...). */
  readonly name: string;
  /** The visible label; says per month or per year for every amount. */
  readonly label: string;
  /** A short line under the label. */
  readonly hint?: string;
  /** A plain-words explanation of a term, shown in a tooltip. */
  readonly help?: string;
  readonly kind: FieldKind;
  /** Optional fields count as 0 when left empty (spec 5). */
  readonly required: boolean;
  /** The allowed values; `min`, `max` and `step` repeat it for the number input's attributes. */
  readonly range: NumberRange;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown on a first visit (no query string) so the page opens with a worked example. */
  readonly defaultValue: string;
  /**
   * A slider beside the input (spec 2 "Percentage and price sliders"), shown once JavaScript
   * runs; it has no name, so the query string is the input's alone. Its range may be narrower
   * than the field's: a value typed beyond it leaves the slider at that end.
   */
  readonly slider?: SliderRange;
};

/** A slider for a home price or loan amount: $50,000 to $2,000,000 in $5,000 steps. */
export const AMOUNT_SLIDER: SliderRange = { min: 50_000, max: 2_000_000, step: 5_000 };

/** A slider for an annual rate: 0 % to 15 % in eighths of a point, as rates are quoted. */
export const RATE_SLIDER: SliderRange = { min: 0, max: 15, step: 0.125 };

type Bounds = Partial<Pick<FieldSpec, "min" | "max" | "required" | "hint" | "help" | "slider">>;

/** A dollar amount: whole cents, 0 or more. */
export function moneyField(
  name: string,
  label: string,
  defaultValue: string,
  options: Bounds = {},
): FieldSpec {
  const range = { min: options.min ?? 0, max: options.max ?? MONEY_MAX, decimals: 2 };
  return {
    name,
    label,
    kind: "money",
    required: options.required ?? true,
    range,
    min: range.min,
    max: range.max,
    step: 0.01,
    defaultValue,
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.help ? { help: options.help } : {}),
    ...(options.slider ? { slider: options.slider } : {}),
  };
}

/** An annual interest rate in percent, up to 3 decimals (the percentage mask's precision). */
export function rateField(name: string, defaultValue: string, options: Bounds = {}): FieldSpec {
  const range = { min: options.min ?? 0, max: options.max ?? 30, decimals: 3 };
  return {
    name,
    label: "Interest rate (% per year)",
    kind: "percent",
    required: options.required ?? true,
    range,
    min: range.min,
    max: range.max,
    step: 0.001,
    defaultValue,
    hint: options.hint ?? "The annual rate, not the APR. 0 is allowed.",
    ...(options.help ? { help: options.help } : {}),
    ...(options.slider ? { slider: options.slider } : {}),
  };
}

/** A loan term in whole years. */
export function yearsField(name: string, defaultValue: string, options: Bounds = {}): FieldSpec {
  const range = { min: options.min ?? 1, max: options.max ?? 40, decimals: 0 };
  return {
    name,
    label: "Loan term (years)",
    kind: "years",
    required: options.required ?? true,
    range,
    min: range.min,
    max: range.max,
    step: 1,
    defaultValue,
    hint: options.hint ?? "Whole years, for example 30 or 15.",
    ...(options.help ? { help: options.help } : {}),
    ...(options.slider ? { slider: options.slider } : {}),
  };
}

/**
 * Reads one value as a number input would hold it, with the one number parser. Hand-written
 * links may carry "$250,000" or "6.5%": dollar signs, commas, spaces and a trailing percent sign
 * are removed first (spec 5). Returns the text to put back in the input ("" when it is not a
 * number, which a number input could not hold) and the number.
 */
export function normalizeNumber(raw: string): { text: string; value: number | null } {
  const value = parseNumeric(raw);
  return Number.isNaN(value) ? { text: "", value: null } : { text: cleanNumberText(raw), value };
}

/** Why a value fails, in the Constraint Validation API's words; null when it is valid. */
export type Invalidity = "valueMissing" | NumberProblem;

/**
 * The browser's checks for `<input type="number">` (HTML "suffering from ..."), for one value:
 * a required field must not be empty; a value must be a number, within min and max, and a whole
 * number of steps above min (with a tolerance for binary fractions, as browsers allow).
 *
 * @example checkValue(rateField("r", "6"), "6.1234") // "stepMismatch" (the step is 0.001)
 */
export function checkValue(field: FieldSpec, raw: string): Invalidity | null {
  if (raw.trim() === "") return field.required ? "valueMissing" : null;
  const reading = parseNumber(raw, field.range);
  return reading.ok ? null : reading.problem;
}

/**
 * The message a refused field shows (the same words as the rich calculators' fields).
 *
 * @example fieldMessage(rateField("interest-rate", "6.5")) // "Enter a percentage from 0 to 30, with up to 3 decimals."
 */
export function fieldMessage(field: FieldSpec): string {
  switch (field.kind) {
    case "money":
      return moneyMessage(field.range);
    case "percent":
      return percentMessage(field.range);
    case "years":
      return yearsMessage(field.range);
    case "months":
      return monthsMessage(field.range);
  }
}

export type FieldValues = {
  /** What each input shows: the value from the link (cleaned), or the default on a first visit. */
  readonly text: Readonly<Record<string, string>>;
  /** Each field as a number; an empty optional field is 0 (spec 5). */
  readonly numbers: Readonly<Record<string, number>>;
  /** True when every field passes checkValue: only then is a result shown. */
  readonly valid: boolean;
  /** The names of the fields that fail, in form order. */
  readonly invalid: readonly string[];
};

/**
 * The form's values from a query string. With none of the calculator's names in it (a first
 * visit), every field takes its default so the page opens with a worked example.
 */
export function readFields(fields: readonly FieldSpec[], params: URLSearchParams): FieldValues {
  const firstVisit = fields.every((f) => !params.has(f.name));
  const text: Record<string, string> = {};
  const numbers: Record<string, number> = {};
  const invalid: string[] = [];
  for (const field of fields) {
    const raw = firstVisit ? field.defaultValue : (params.get(field.name) ?? "");
    const normalized = normalizeNumber(raw);
    text[field.name] = raw.trim() === "" ? "" : normalized.text;
    numbers[field.name] = normalized.value ?? 0;
    if (checkValue(field, raw) !== null) invalid.push(field.name);
  }
  return { text, numbers, valid: invalid.length === 0, invalid };
}

/**
 * A number from `numbers` by name. The calculators only ask for names they declared; a typo is
 * a programming error, so it throws instead of quietly computing with 0.
 */
export function numberOf(numbers: Readonly<Record<string, number>>, name: string): number {
  const value = numbers[name];
  if (value === undefined) throw new Error(`No field named ${name}`);
  return value;
}
