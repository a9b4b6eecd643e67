import { z } from "zod";
import type { CalendarDay, FieldDef, StepValue } from "./types";
import { LONE_SURROGATE } from "./read-own";
import { US_STATES } from "./us-states";

/**
 * zod rules for one field, and the way back (a stored value as the text an input shows).
 *
 * Values arrive as strings (JSON name→value map; radios only when checked; checkboxes 'on'/'true'
 * or absent). Numbers and booleans are also read, so a JSON client is not punished for sending
 * 250000 instead of "250000". Every string is capped before any pattern runs, control characters
 * become spaces, runs of spaces collapse and the ends are trimmed; an empty string is "no answer".
 *
 * Normalised values (what validation returns and the server stores):
 * - money → integer US cents (`"$1,234.56"` → 123456); the engine's money unit (STYLE).
 * - percent → number in percent (`"6.125"` → 6.125); number → integer.
 * - date → ISO "YYYY-MM-DD"; month-year → "YYYY-MM".
 * - tel → 10 digits ("5035550142"); ssn → 9 digits; zip → 5 digits (ZIP+4 is cut to 5).
 * - state → USPS code (a full state name is accepted); email → lower case.
 * - checkbox → boolean (false when absent); checkbox-group → option values in option order.
 * - text, name, radio, select → the trimmed string (radio/select: one of the option values).
 */

/** Longest raw string read at all: longer ones are refused before any other work. */
export const HARD_MAX_LENGTH = 1000;
/** Most values a checkbox group accepts on the wire (each option at most twice). */
const MAX_LIST_ITEMS = 64;

export const MONEY_MAX_DOLLARS = 90_000_000_000;
const DEFAULT_TEXT_MAX = 100;
const DEFAULT_NAME_MAX = 50;
const EMAIL_MAX = 254;

export const UNREADABLE_MESSAGE = "We couldn't read this answer. Please enter it again.";
export const TOO_LONG_MESSAGE = "This answer is too long. Please shorten it.";

const dollarFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "$90,000,000,000" for messages. */
function dollars(amount: number): string {
  return `$${dollarFormat.format(amount)}`;
}

export type FieldMessages = { required: string; invalid: string };

const DEFAULT_REQUIRED: Record<FieldDef["kind"], string> = {
  text: "Please answer this question.",
  email: "Enter your email address.",
  tel: "Enter your phone number.",
  money: "Enter an amount in dollars.",
  percent: "Enter a percentage.",
  number: "Enter a number.",
  date: "Enter a date as MM/DD/YYYY.",
  "month-year": "Enter a month and year as MM/YYYY.",
  zip: "Enter your 5-digit ZIP code.",
  name: "Enter your name.",
  ssn: "Enter your Social Security number.",
  state: "Choose a state.",
  radio: "Choose an answer.",
  select: "Choose an answer from the list.",
  checkbox: "Check this box to continue.",
  "checkbox-group": "Choose at least one option.",
};

function defaultInvalid(field: FieldDef): string {
  switch (field.kind) {
    case "email":
      return "Enter a valid email address, like name@example.com.";
    case "tel":
      return "Enter a 10-digit US phone number, like (503) 555-0142.";
    case "money":
      return "Enter a dollar amount using numbers only, like 250,000 or 1,234.56.";
    case "percent":
      return `Enter a percentage from ${field.min ?? 0} to ${field.max ?? 100}, like 6.125.`;
    case "number":
      return `Enter a whole number from ${field.min ?? 0} to ${field.max ?? 99}.`;
    case "date":
      return "Enter the date as MM/DD/YYYY, like 04/15/1985.";
    case "month-year":
      return "Enter the month and year as MM/YYYY, like 06/2019.";
    case "zip":
      return "Enter a 5-digit ZIP code.";
    case "name":
      return "Use only letters, spaces, hyphens (-), periods (.) and apostrophes (').";
    case "ssn":
      return "Enter your 9-digit Social Security number, like 123-45-6789.";
    case "state":
      return "Choose a US state from the list.";
    case "radio":
    case "select":
    case "checkbox-group":
      return "Choose from the options shown.";
    case "text":
    case "checkbox":
      return UNREADABLE_MESSAGE;
  }
}

/** The field's required and invalid messages: its own, else the kind's defaults. */
export function fieldMessages(field: FieldDef): FieldMessages {
  return {
    required: field.messages?.required ?? DEFAULT_REQUIRED[field.kind],
    invalid: field.messages?.invalid ?? defaultInvalid(field),
  };
}

function tooLongMessage(max: number): string {
  return `Keep this answer to ${max} characters or fewer.`;
}

// ---------------------------------------------------------------------------------------------
// Reading raw wire values
// ---------------------------------------------------------------------------------------------

const CONTROL_OR_SPACE = /[\s\u0000-\u001F\u007F-\u009F]+/g;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** One scalar wire value as trimmed text; undefined when there is no answer. */
function readScalar(raw: unknown): Read<string | undefined> {
  if (raw === undefined || raw === null) return { ok: true, value: undefined };
  if (typeof raw === "number") {
    return Number.isFinite(raw)
      ? { ok: true, value: String(raw) }
      : { ok: false, message: UNREADABLE_MESSAGE };
  }
  if (typeof raw === "boolean") return { ok: true, value: String(raw) };
  if (typeof raw !== "string") return { ok: false, message: UNREADABLE_MESSAGE };
  if (raw.length > HARD_MAX_LENGTH) return { ok: false, message: TOO_LONG_MESSAGE };
  if (LONE_SURROGATE.test(raw)) return { ok: false, message: UNREADABLE_MESSAGE };
  const text = raw.replace(CONTROL_OR_SPACE, " ").trim();
  return { ok: true, value: text === "" ? undefined : text };
}

const CHECKED = new Set(["on", "true", "yes", "1"]);
const UNCHECKED = new Set(["", "off", "false", "no", "0"]);

/** A checkbox: 'on'/'true' (or true) is ticked, absent or 'false' is not; null if unreadable. */
function readCheckbox(raw: unknown): boolean | null {
  if (raw === undefined || raw === null || raw === false || raw === 0) return false;
  if (raw === true || raw === 1) return true;
  if (typeof raw === "string" && raw.length <= 10) {
    const token = raw.trim().toLowerCase();
    if (CHECKED.has(token)) return true;
    if (UNCHECKED.has(token)) return false;
    return null;
  }
  // A hidden "false" input followed by the box itself (a common no-JS pattern) gives a list.
  if (Array.isArray(raw) && raw.length <= 4) {
    const read = raw.map(readCheckbox);
    if (read.some((v) => v === null)) return null;
    return read.some((v) => v === true);
  }
  return null;
}

/** A checkbox group: a list of strings (or one string); [] when nothing is chosen. */
function readList(raw: unknown): Read<string[]> {
  const items: unknown[] = Array.isArray(raw)
    ? raw
    : raw === undefined || raw === null
      ? []
      : [raw];
  if (items.length > MAX_LIST_ITEMS) return { ok: false, message: UNREADABLE_MESSAGE };
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== "string" || item.length > DEFAULT_TEXT_MAX) {
      return { ok: false, message: UNREADABLE_MESSAGE };
    }
    const value = item.trim();
    if (value !== "") out.push(value);
  }
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------------------------
// Calendar helpers (no Date: a birth date is a calendar day, not an instant)
// ---------------------------------------------------------------------------------------------

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function dayKey(year: number, month: number, day: number): number {
  return year * 10_000 + month * 100 + day;
}

const DATE_MIN = dayKey(1900, 1, 1);
const DATE_MAX = dayKey(2100, 1, 1);

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** "2025-06-30" → { year: 2025, month: 6, day: 30 }; null when not a real ISO calendar day. */
export function calendarDayFromIso(iso: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

// ---------------------------------------------------------------------------------------------
// Kind rules
// ---------------------------------------------------------------------------------------------

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

/** "1234.5" → 123450 cents, exactly (no floating point on the way). */
function centsFromDecimal(text: string): number {
  const [whole = "", fraction = ""] = text.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0") || "0");
}

function moneySchema(field: FieldDef, m: FieldMessages) {
  const minCents = Math.round((field.min ?? 0) * 100);
  const maxCents = Math.round((field.max ?? MONEY_MAX_DOLLARS) * 100);
  return z
    .string()
    .max(40, m.invalid)
    .transform((s) => s.replace(/[\s$,]/g, ""))
    .pipe(z.string().regex(/^(\d{1,12}(\.\d{0,2})?|\.\d{1,2})$/, m.invalid))
    .transform(centsFromDecimal)
    .pipe(
      z
        .number()
        .min(minCents, `Enter an amount of at least ${dollars(minCents / 100)}.`)
        .max(maxCents, `Enter an amount of ${dollars(maxCents / 100)} or less.`),
    );
}

function percentSchema(field: FieldDef, m: FieldMessages) {
  const min = field.min ?? 0;
  const max = field.max ?? 100;
  return z
    .string()
    .max(20, m.invalid)
    .transform((s) => s.replace(/[\s%]/g, ""))
    .pipe(z.string().regex(/^(\d{1,3}(\.\d{0,3})?|\.\d{1,3})$/, m.invalid))
    .transform(Number)
    .pipe(z.number().min(min, m.invalid).max(max, m.invalid));
}

function integerSchema(field: FieldDef, m: FieldMessages) {
  const min = field.min ?? 0;
  const max = field.max ?? 99;
  return z
    .string()
    .regex(/^\d{1,6}$/, m.invalid)
    .transform(Number)
    .pipe(z.number().int().min(min, m.invalid).max(max, m.invalid));
}

function dateSchema(field: FieldDef, today: CalendarDay | null, m: FieldMessages) {
  return z
    .string()
    .regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, m.invalid)
    .transform((s, ctx) => {
      const [month = 0, day = 0, year = 0] = s.split("/").map(Number);
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
        return fail(ctx, "That date doesn't exist. Check the month and the day.");
      }
      const key = dayKey(year, month, day);
      if (key < DATE_MIN || key > DATE_MAX) {
        return fail(ctx, "Enter a date between 01/01/1900 and 01/01/2100.");
      }
      if (today && field.dateRule) {
        const todayKey = dayKey(today.year, today.month, today.day);
        if (key > todayKey) {
          return fail(
            ctx,
            field.dateRule === "birth"
              ? "Your date of birth can't be in the future."
              : "This date can't be in the future.",
          );
        }
        // 18 or older: the 18th birthday is on or before today (a 29 February birthday counts
        // from 1 March in a common year, since 29 February does not exist then).
        if (field.dateRule === "birth" && dayKey(year + 18, month, day) > todayKey) {
          return fail(ctx, "You must be at least 18 years old to apply.");
        }
      }
      return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
    });
}

function monthYearSchema(field: FieldDef, today: CalendarDay | null, m: FieldMessages) {
  return z
    .string()
    .regex(/^\d{1,2}\/\d{4}$/, m.invalid)
    .transform((s, ctx) => {
      const [month = 0, year = 0] = s.split("/").map(Number);
      if (month < 1 || month > 12) return fail(ctx, "Enter a month from 01 to 12.");
      const key = dayKey(year, month, 1);
      if (key < DATE_MIN || key > DATE_MAX) {
        return fail(ctx, "Enter a date between 01/1900 and 01/2100.");
      }
      if (today && field.dateRule && key > dayKey(today.year, today.month, 1)) {
        return fail(ctx, "This date can't be in the future.");
      }
      return `${pad(year, 4)}-${pad(month, 2)}`;
    });
}

function ssnSchema(m: FieldMessages) {
  return z
    .string()
    .max(20, m.invalid)
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{9}$/, m.invalid))
    .refine(
      (d) => !/^(000|666|9)/.test(d) && d.slice(3, 5) !== "00" && d.slice(5) !== "0000",
      "That isn't a valid Social Security number. Check the 9 digits and try again.",
    );
}

function telSchema(m: FieldMessages) {
  return z
    .string()
    .max(30, m.invalid)
    .transform((s) => s.replace(/[\s().+-]/g, ""))
    .pipe(z.string().regex(/^1?[2-9]\d{2}[2-9]\d{6}$/, m.invalid))
    .transform((d) => d.slice(-10));
}

const STATE_CODES = new Set(US_STATES.map((s) => s.value));
const STATE_BY_NAME = new Map(US_STATES.map((s) => [s.label.toLowerCase(), s.value]));

function stateSchema(m: FieldMessages) {
  return z
    .string()
    .max(40, m.invalid)
    .transform((s, ctx) => {
      const code = s.toUpperCase();
      if (STATE_CODES.has(code)) return code;
      const byName = STATE_BY_NAME.get(s.toLowerCase());
      return byName ?? fail(ctx, m.invalid);
    });
}

function optionValues(field: FieldDef): Set<string> {
  return new Set((field.options ?? []).map((o) => o.value));
}

function kindSchema(
  field: FieldDef,
  today: CalendarDay | null,
  m: FieldMessages,
): z.ZodType<StepValue, string> {
  switch (field.kind) {
    case "text": {
      const max = field.maxLength ?? DEFAULT_TEXT_MAX;
      return z.string().max(max, tooLongMessage(max));
    }
    case "name": {
      const max = field.maxLength ?? DEFAULT_NAME_MAX;
      return z
        .string()
        .max(max, tooLongMessage(max))
        .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, m.invalid);
    }
    case "email":
      return z
        .string()
        .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
        .transform((s) => s.toLowerCase())
        .pipe(z.email(m.invalid));
    case "tel":
      return telSchema(m);
    case "money":
      return moneySchema(field, m);
    case "percent":
      return percentSchema(field, m);
    case "number":
      return integerSchema(field, m);
    case "date":
      return dateSchema(field, today, m);
    case "month-year":
      return monthYearSchema(field, today, m);
    case "zip":
      return z
        .string()
        .regex(/^\d{5}(-?\d{4})?$/, m.invalid)
        .transform((s) => s.slice(0, 5));
    case "ssn":
      return ssnSchema(m);
    case "state":
      return stateSchema(m);
    case "radio":
    case "select": {
      const allowed = optionValues(field);
      return z.string().refine((v) => allowed.has(v), m.invalid);
    }
    case "checkbox":
    case "checkbox-group":
      // Read by their own readers in fieldSchema; never reached.
      return z.string();
  }
}

function checkboxGroupSchema(field: FieldDef, m: FieldMessages): z.ZodType<StepValue, unknown> {
  const options = (field.options ?? []).map((o) => o.value);
  const allowed = new Set(options);
  const exclusive = field.exclusiveOption;
  const exclusiveLabel = field.options?.find((o) => o.value === exclusive)?.label ?? "";
  return z.unknown().transform((raw, ctx) => {
    const read = readList(raw);
    if (!read.ok) return fail(ctx, read.message);
    if (read.value.some((v) => !allowed.has(v))) return fail(ctx, m.invalid);
    const chosen = options.filter((o) => read.value.includes(o));
    if (exclusive && chosen.length > 1 && chosen.includes(exclusive)) {
      return fail(ctx, `Choose “${exclusiveLabel}” on its own, or the other answers without it.`);
    }
    return chosen;
  });
}

/**
 * The zod schema of one field's raw wire value. It parses to the normalised value, or to
 * undefined when there is no answer (a checkbox gives false, a checkbox group []); whether an
 * answer is required is the step's business (a field hidden by `dependsOn` is never required).
 * `today` null skips the rules that need it (18 or older, not in the future).
 */
export function fieldSchema(
  field: FieldDef,
  today: CalendarDay | null,
): z.ZodType<StepValue | undefined, unknown> {
  return cachedForDay(fieldSchemas, field, today, () => buildFieldSchema(field, today));
}

const fieldSchemas = new WeakMap<object, Map<number, unknown>>();

/**
 * `build()` for an owner object and a day, remembered: zod schemas are immutable and building
 * one is most of the cost of validating a step. Each owner keeps the few it was last asked for
 * (today's and the one without a day), so the cache stays small as days pass.
 */
export function cachedForDay<T>(
  cache: WeakMap<object, Map<number, unknown>>,
  owner: object,
  today: CalendarDay | null,
  build: () => T,
): T {
  const key = today ? dayKey(today.year, today.month, today.day) : -1;
  let built = cache.get(owner);
  if (!built) cache.set(owner, (built = new Map()));
  if (!built.has(key)) {
    if (built.size >= 4) built.clear();
    built.set(key, build());
  }
  return built.get(key) as T;
}

function buildFieldSchema(
  field: FieldDef,
  today: CalendarDay | null,
): z.ZodType<StepValue | undefined, unknown> {
  const m = fieldMessages(field);
  if (field.kind === "checkbox") {
    return z.unknown().transform((raw, ctx) => readCheckbox(raw) ?? fail(ctx, UNREADABLE_MESSAGE));
  }
  if (field.kind === "checkbox-group") return checkboxGroupSchema(field, m);
  return z
    .unknown()
    .transform((raw, ctx) => {
      const read = readScalar(raw);
      return read.ok ? read.value : fail(ctx, read.message);
    })
    .pipe(kindSchema(field, today, m).optional());
}

/** True when a parsed value counts as "no answer" for a required field. */
export function isBlank(field: FieldDef, value: StepValue | undefined): boolean {
  if (value === undefined) return true;
  if (field.kind === "checkbox") return value !== true;
  if (field.kind === "checkbox-group") return !Array.isArray(value) || value.length === 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// The way back: stored values as input text, to pre-fill a step
// ---------------------------------------------------------------------------------------------

/**
 * A normalised value as the text its masked input shows ("250,000", "04/15/1985",
 * "(503) 555-0142"); checkbox → "on" or undefined; group → its list. undefined when the value
 * does not fit the kind. Feeding the result back to `fieldSchema` gives the same value.
 */
export function toInputValue(field: FieldDef, value: unknown): string | string[] | undefined {
  switch (field.kind) {
    case "checkbox":
      return value === true ? "on" : undefined;
    case "checkbox-group":
      return Array.isArray(value) && value.every((v) => typeof v === "string")
        ? [...value]
        : undefined;
    case "money": {
      if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) return undefined;
      const whole = Math.floor(value / 100);
      const cents = value % 100;
      return cents === 0
        ? dollarFormat.format(whole)
        : `${dollarFormat.format(whole)}.${pad(cents, 2)}`;
    }
    case "percent":
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
    default:
      break;
  }
  if (typeof value !== "string") return undefined;
  switch (field.kind) {
    case "date": {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return m ? `${m[2]}/${m[3]}/${m[1]}` : undefined;
    }
    case "month-year": {
      const m = /^(\d{4})-(\d{2})$/.exec(value);
      return m ? `${m[2]}/${m[1]}` : undefined;
    }
    case "tel":
      return /^\d{10}$/.test(value)
        ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`
        : undefined;
    case "ssn":
      return /^\d{9}$/.test(value)
        ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}`
        : undefined;
    default:
      return value;
  }
}
