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
 * the form would refuse shows no result, just as pressing the button would not.
 */

export type FieldKind = "money" | "percent" | "years";

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
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown on a first visit (no query string) so the page opens with a worked example. */
  readonly defaultValue: string;
};

/** The largest amount the money mask allows (spec 9). */
export const MONEY_MAX = 90_000_000_000;

type Bounds = Partial<Pick<FieldSpec, "min" | "max" | "required" | "hint" | "help">>;

/** A dollar amount: whole cents, 0 or more. */
export function moneyField(
  name: string,
  label: string,
  defaultValue: string,
  options: Bounds = {},
): FieldSpec {
  return {
    name,
    label,
    kind: "money",
    required: options.required ?? true,
    min: options.min ?? 0,
    max: options.max ?? MONEY_MAX,
    step: 0.01,
    defaultValue,
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.help ? { help: options.help } : {}),
  };
}

/** An annual interest rate in percent, up to 3 decimals (the percentage mask's precision). */
export function rateField(name: string, defaultValue: string, options: Bounds = {}): FieldSpec {
  return {
    name,
    label: "Interest rate (% per year)",
    kind: "percent",
    required: options.required ?? true,
    min: options.min ?? 0,
    max: options.max ?? 30,
    step: 0.001,
    defaultValue,
    hint: options.hint ?? "The annual rate, not the APR. 0 is allowed.",
    ...(options.help ? { help: options.help } : {}),
  };
}

/** A loan term in whole years. */
export function yearsField(name: string, defaultValue: string, options: Bounds = {}): FieldSpec {
  return {
    name,
    label: "Loan term (years)",
    kind: "years",
    required: options.required ?? true,
    min: options.min ?? 1,
    max: options.max ?? 40,
    step: 1,
    defaultValue,
    hint: options.hint ?? "Whole years, for example 30 or 15.",
    ...(options.help ? { help: options.help } : {}),
  };
}

/** The HTML "valid floating-point number" (what a number input submits), e.g. "6.5", "1e5". */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads one value as a number input would hold it. Hand-written links may carry "$250,000" or
 * "6.5%": dollar signs, commas, spaces and a trailing percent sign are removed first (spec 5).
 * Returns the text to put back in the input ("" when it is not a number) and the number.
 */
export function normalizeNumber(raw: string): { text: string; value: number | null } {
  const cleaned = raw.replace(/[$,\s]/g, "").replace(/%$/, "");
  if (!FLOAT.test(cleaned)) return { text: "", value: null };
  const value = Number(cleaned);
  return Number.isFinite(value) ? { text: cleaned, value: value + 0 } : { text: "", value: null };
}

/** Why a value fails, in the Constraint Validation API's words; null when it is valid. */
export type Invalidity =
  "valueMissing" | "badInput" | "rangeUnderflow" | "rangeOverflow" | "stepMismatch";

/**
 * The browser's checks for `<input type="number">` (HTML "suffering from ..."), for one value:
 * a required field must not be empty; a value must be a number, within min and max, and a whole
 * number of steps above min (with a tolerance for binary fractions, as browsers allow).
 *
 * @example checkValue(rateField("r", "6"), "6.1234") // "stepMismatch" (the step is 0.001)
 */
export function checkValue(field: FieldSpec, raw: string): Invalidity | null {
  if (raw.trim() === "") return field.required ? "valueMissing" : null;
  const { value } = normalizeNumber(raw);
  if (value === null) return "badInput";
  if (value < field.min) return "rangeUnderflow";
  if (value > field.max) return "rangeOverflow";
  const steps = (value - field.min) / field.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-7 * Math.max(1, Math.abs(steps)))
    return "stepMismatch";
  return null;
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
