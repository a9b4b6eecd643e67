import { z } from "zod";
import { callBack } from "~/config/lender";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { MONEY_MAX } from "~/lib/format/money";
import {
  centsFromDecimal,
  DATE_MAX,
  DATE_MIN,
  dayKey,
  daysInMonth,
  DEFAULT_NAME_MAX,
  DEFAULT_TEXT_MAX,
  EMAIL_MAX,
  fail,
  pad,
  readCheckbox,
  readList,
  readScalar,
  tooLongMessage,
  UNREADABLE_MESSAGE,
} from "./field-read";
import { callDays, callTimeParts, callTimeText, readCallTime } from "./call-slots";
import { isRecord, ownValue } from "./read-own";
import type {
  CalendarDay,
  FieldDef,
  FieldKind,
  FieldOption,
  InputValue,
  MaskKind,
  ScalarValue,
  StepValue,
} from "./types";
import { US_STATES } from "./us-states";

/**
 * THE registry of field kinds. Each kind says, once: what a field of it gets by default (mask,
 * input mode, autocomplete, options, whether it is sensitive or identifies a person), which input
 * draws it (`widget`, read by features/application/step-fields.tsx), its hint and adornments,
 * its zod rule from the raw wire value to the normalised value, its default messages, how a
 * stored value is recognised, shown again in its input, and read by people (the review step, the
 * export and the lender's payload), and a valid example as a browser sends it (tests, bench).
 *
 * Adding a kind: an entry here, and a case in step-fields.tsx only if it needs a new widget.
 */

/** Which input draws a kind (step-fields.tsx has one case per widget). */
export type Widget =
  | "text"
  | "email"
  | "masked"
  | "secret"
  | "date"
  | "select"
  | "radio"
  | "checkbox"
  | "checkbox-group"
  | "duration"
  | "call-time"
  | "group";

export type FieldMessages = { required: string; invalid: string };

/**
 * Spec 5's default messages of the form validator: a field without its own message (steps.ts
 * `messages`) uses them, on the server and in the browser alike.
 */
export const REQUIRED_MESSAGE = "This value is required.";
export const EMAIL_MESSAGE = "This value should be a valid email.";

/** The raw wire value's parse to a normalised value, or undefined for no answer. */
export type KindParser = (
  field: FieldDef,
  today: CalendarDay | null,
  messages: FieldMessages,
) => z.ZodType<StepValue | undefined, unknown>;

type KindDefaults = Partial<
  Pick<FieldDef, "mask" | "inputMode" | "autocomplete" | "options" | "sensitive" | "pii">
>;

export type KindSpec = {
  readonly defaults: KindDefaults;
  readonly widget: Widget;
  /** A short hint under the input ("MM/DD/YYYY"). */
  readonly hint?: string;
  /** Text before or after the input ("$", "%"). */
  readonly before?: string;
  readonly after?: string;
  /** Whether a stored answer is put back into the page (never an SSN). */
  readonly prefill: boolean;
  readonly required: string;
  readonly invalid: (field: FieldDef) => string;
  readonly parse: KindParser;
  /** True when a parsed value counts as "no answer" for a required field. */
  readonly isBlank: (value: StepValue | undefined) => boolean;
  /** A stored value when it has the kind's normalised type (options checked), else undefined. */
  readonly stored: (field: FieldDef, value: unknown) => StepValue | undefined;
  /** A normalised value as its input shows it; fed back to `parse` it gives the same value. */
  readonly toInput: (field: FieldDef, value: unknown) => InputValue | undefined;
  /** A normalised value as people read it: review step, export, lender's payload. */
  readonly display: (field: FieldDef, value: unknown) => string;
  /**
   * A valid answer as a browser sends it; `now` (ms since the epoch) for the kinds whose answer
   * depends on the moment (a call-back time), a fixed example without it.
   */
  readonly example: (field: FieldDef, now?: number) => unknown;
  /**
   * The longest a legal normalised value is as JSON, in bytes: encrypted values are padded to it
   * (utils/padding.server.ts), so a ciphertext's length says nothing about the answer.
   */
  readonly maxJson: (field: FieldDef) => number;
};

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A kind read from one scalar string: `rule` parses the trimmed text. */
function scalar(
  rule: (
    field: FieldDef,
    today: CalendarDay | null,
    m: FieldMessages,
  ) => z.ZodType<StepValue, string>,
): KindParser {
  return (field, today, m) =>
    z
      .unknown()
      .transform((raw, ctx) => {
        const read = readScalar(raw);
        return read.ok ? read.value : fail(ctx, read.message);
      })
      .pipe(rule(field, today, m).optional());
}

const isUndefined = (value: StepValue | undefined) => value === undefined;
const storedString = (_field: FieldDef, value: unknown) =>
  typeof value === "string" ? value : undefined;
const storedNumber = (_field: FieldDef, value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;
const numberText = (_field: FieldDef, value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? String(value) : undefined;
const asString = (_field: FieldDef, value: unknown) =>
  typeof value === "string" ? value : undefined;
const plain = (_field: FieldDef, value: unknown) =>
  value === undefined || value === null ? "" : String(value);

/** Numbers, dates, an SSN, a ZIP: "9000000000000" (the 90-billion-dollar cap in cents) at most. */
const SHORT_JSON = () => 32;
/** Free text: 6 bytes per allowed character (the worst JSON escape) and the quotes. */
const textJson = (fallback: number) => (field: FieldDef) => 6 * (field.maxLength ?? fallback) + 2;
const longestOption = (field: FieldDef) =>
  Math.max(0, ...(field.options ?? []).map((o) => JSON.stringify(o.value).length));

function optionLabel(field: FieldDef, value: unknown): string {
  if (value === undefined || value === null) return "";
  return field.options?.find((o) => o.value === value)?.label ?? String(value);
}

function optionValues(field: FieldDef): Set<string> {
  return new Set((field.options ?? []).map((o) => o.value));
}

function firstOption(field: FieldDef): string {
  return field.options?.[0]?.value ?? "";
}

/** "1234.56" for 123456 cents: the plain figure staff tools read. */
function centsAsDollars(value: unknown): string {
  return typeof value === "number" ? (value / 100).toFixed(2) : "";
}

/** 123456 cents → "1,234.56"; whole dollars without decimals ("250,000"): the one formatter. */
function moneyInput(value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) return undefined;
  return formatCentsAsCurrency(value, { withCents: value % 100 !== 0, symbol: "" });
}

function moneyRule(field: FieldDef, _today: CalendarDay | null, m: FieldMessages) {
  const minCents = Math.round((field.min ?? 0) * 100);
  const maxCents = Math.round((field.max ?? MONEY_MAX) * 100);
  return z
    .string()
    .max(40, m.invalid)
    .transform((s) => s.replace(/[\s$,]/g, ""))
    .pipe(z.string().regex(/^(\d{1,12}(\.\d{0,2})?|\.\d{1,2})$/, m.invalid))
    .transform(centsFromDecimal)
    .pipe(
      z
        .number()
        .min(minCents, `Enter an amount of at least ${formatCentsAsCurrency(minCents)}.`)
        .max(maxCents, `Enter an amount of ${formatCentsAsCurrency(maxCents)} or less.`),
    );
}

function percentRule(field: FieldDef, _today: CalendarDay | null, m: FieldMessages) {
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

function integerRule(field: FieldDef, _today: CalendarDay | null, m: FieldMessages) {
  const min = field.min ?? 0;
  const max = field.max ?? 99;
  return z
    .string()
    .regex(/^\d{1,6}$/, m.invalid)
    .transform(Number)
    .pipe(z.number().int().min(min, m.invalid).max(max, m.invalid));
}

function dateRule(field: FieldDef, today: CalendarDay | null, m: FieldMessages) {
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

function monthYearRule(field: FieldDef, today: CalendarDay | null, m: FieldMessages) {
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

const STATE_CODES = new Set(US_STATES.map((s) => s.value));
const STATE_BY_NAME = new Map(US_STATES.map((s) => [s.label.toLowerCase(), s.value]));

/** Whether a state field accepts a USPS code: any state, unless it lists `onlyStates`. */
function stateAllowed(field: FieldDef, code: string): boolean {
  return field.onlyStates === undefined || field.onlyStates.codes.includes(code);
}

function choiceRule(field: FieldDef, _today: CalendarDay | null, m: FieldMessages) {
  const allowed = optionValues(field);
  return z.string().refine((v) => allowed.has(v), m.invalid);
}

const choice = {
  prefill: true,
  required: REQUIRED_MESSAGE,
  invalid: () => "Choose from the options shown.",
  parse: scalar(choiceRule),
  isBlank: isUndefined,
  stored: (field: FieldDef, value: unknown) =>
    typeof value === "string" && optionValues(field).has(value) ? value : undefined,
  toInput: asString,
  display: optionLabel,
  example: firstOption,
  maxJson: longestOption,
} satisfies Partial<KindSpec>;

// ---------------------------------------------------------------------------------------------
// Years and months (time at an address or a job)
// ---------------------------------------------------------------------------------------------

const DURATION_PARTS = ["years", "months"] as const;

/** 27 months → "2 years 3 months"; 12 → "1 year"; 0 → "Less than a month". */
export function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, one: string) => (n === 0 ? "" : `${n} ${one}${n === 1 ? "" : "s"}`);
  return (
    [part(years, "year"), part(rest, "month")].filter(Boolean).join(" ") || "Less than a month"
  );
}

/** `{ years, months }` (a form posts `name[years]` and `name[months]`) → whole months. */
const durationParse: KindParser = (field, _today, m) =>
  z.unknown().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === "") return undefined;
    if (!isRecord(raw)) return fail(ctx, m.invalid);
    const parts: number[] = [];
    for (const name of DURATION_PARTS) {
      const read = readScalar(ownValue(raw, name));
      if (!read.ok) return fail(ctx, read.message);
      if (read.value === undefined) {
        parts.push(-1);
        continue;
      }
      if (!/^\d{1,2}$/.test(read.value)) return fail(ctx, m.invalid);
      parts.push(Number(read.value));
    }
    const [years = -1, months = -1] = parts;
    if (years < 0 && months < 0) return undefined;
    if (months > 11) return fail(ctx, "Enter 0 to 11 months; count whole years as years.");
    const total = Math.max(years, 0) * 12 + Math.max(months, 0);
    const max = field.max ?? 99 * 12 + 11;
    return total > max ? fail(ctx, m.invalid) : total;
  });

// ---------------------------------------------------------------------------------------------
// A time for a loan officer to call (config/lender.ts `callBack`, lib/application/call-slots.ts)
// ---------------------------------------------------------------------------------------------

/**
 * `{ day: "YYYY-MM-DD", time: "HH:MM" }` (a form posts `name[day]` and `name[time]`) → the stored
 * "2026-11-30T09:00-08:00". Business days and hours always; with the moment (`today.at`, the
 * server's clock, to the minute) also "not in the past" and "within the next business days".
 */
const callTimeParse: KindParser = (_field, today, m) => {
  const now = today?.at === undefined ? null : Math.floor(today.at / 60_000) * 60_000;
  return z.unknown().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === "") return undefined;
    if (!isRecord(raw)) return fail(ctx, m.invalid);
    const day = readScalar(ownValue(raw, "day"));
    const time = readScalar(ownValue(raw, "time"));
    if (!day.ok) return fail(ctx, day.message);
    if (!time.ok) return fail(ctx, time.message);
    if (day.value === undefined && time.value === undefined) return undefined;
    if (day.value === undefined || time.value === undefined) {
      return fail(ctx, "Choose both a day and a time, or leave both blank.");
    }
    const read = readCallTime(day.value, time.value, now, callBack);
    return read.ok ? read.value : fail(ctx, read.message);
  });
};

// ---------------------------------------------------------------------------------------------
// A repeatable group ("another job", "another debt")
// ---------------------------------------------------------------------------------------------

/** Most items any group takes: a bound on the work a hostile body can cause. */
export const GROUP_MAX_ITEMS = 20;

function groupBounds(field: FieldDef): { min: number; max: number } {
  const max = Math.min(field.maxItems ?? 10, GROUP_MAX_ITEMS);
  return { min: field.minItems ?? (field.required ? 1 : 0), max };
}

/** An item with no answer at all (a blank row the page offers) is left out, not refused. */
function isEmptyItem(raw: unknown): boolean {
  if (!isRecord(raw)) return raw === undefined || raw === null || raw === "";
  return Object.values(raw).every((v) => {
    const read = readScalar(v);
    return read.ok && read.value === undefined;
  });
}

/**
 * A list of items (JSON: an array of objects; a form: `name[0][question]`), each read with its
 * questions' own kinds. A message names the item and the question ("Job 2: Enter an amount…").
 */
const groupParse: KindParser = (field, today) =>
  z.unknown().transform((raw, ctx) => {
    if (raw === undefined || raw === null || raw === "") return undefined;
    const list = Array.isArray(raw) ? raw : isRecord(raw) ? Object.values(raw) : null;
    if (!list || list.length > GROUP_MAX_ITEMS + 1) return fail(ctx, UNREADABLE_MESSAGE);
    const { min, max } = groupBounds(field);
    const label = field.itemLabel ?? "item";
    const items: Record<string, ScalarValue>[] = [];
    for (const rawItem of list) {
      if (isEmptyItem(rawItem)) continue;
      if (!isRecord(rawItem)) return fail(ctx, UNREADABLE_MESSAGE);
      const item: Record<string, ScalarValue> = {};
      const where = `${label[0]!.toUpperCase()}${label.slice(1)} ${items.length + 1}`;
      for (const question of field.fields ?? []) {
        const spec = FIELD_KINDS[question.kind];
        const messages = fieldMessages(question);
        const parsed = spec
          .parse(question, today, messages)
          .safeParse(ownValue(rawItem, question.name));
        if (!parsed.success) {
          return fail(ctx, `${where}: ${parsed.error.issues[0]?.message ?? UNREADABLE_MESSAGE}`);
        }
        if (question.required && spec.isBlank(parsed.data)) {
          return fail(ctx, `${where}: ${messages.required}`);
        }
        if (parsed.data !== undefined) item[question.name] = parsed.data as ScalarValue;
      }
      items.push(item);
    }
    if (items.length > max) return fail(ctx, `Add at most ${max} of these.`);
    if (items.length > 0 && items.length < min) {
      return fail(ctx, `Add at least ${min} of these.`);
    }
    return items.length === 0 ? undefined : items;
  });

function groupItems(value: unknown): Record<string, unknown>[] | undefined {
  return Array.isArray(value) && value.every(isRecord) ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
// The registry
// ---------------------------------------------------------------------------------------------

/** Every kind, by name (a field's `kind`). */
export const KIND_NAMES = [
  "text",
  "email",
  "tel",
  "money",
  "percent",
  "number",
  "date",
  "month-year",
  "zip",
  "name",
  "ssn",
  "state",
  "radio",
  "select",
  "checkbox",
  "checkbox-group",
  "duration",
  "call-time",
  "group",
  "account-ending",
] as const;

export const FIELD_KINDS: Readonly<Record<FieldKind, KindSpec>> = {
  text: {
    defaults: {},
    widget: "text",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => UNREADABLE_MESSAGE,
    parse: scalar((field) => {
      const max = field.maxLength ?? DEFAULT_TEXT_MAX;
      return z.string().max(max, tooLongMessage(max));
    }),
    isBlank: isUndefined,
    stored: storedString,
    toInput: asString,
    display: plain,
    example: () => "Acme Corp",
    maxJson: textJson(254),
  },
  email: {
    defaults: { inputMode: "email", autocomplete: "email" },
    widget: "email",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => EMAIL_MESSAGE,
    parse: scalar((_field, _today, m) =>
      z
        .string()
        .max(EMAIL_MAX, tooLongMessage(EMAIL_MAX))
        .transform((s) => s.toLowerCase())
        .pipe(z.email(m.invalid)),
    ),
    isBlank: isUndefined,
    stored: storedString,
    toInput: asString,
    display: plain,
    example: () => "pat@example.com",
    maxJson: textJson(254),
  },
  tel: {
    defaults: { mask: "phone", inputMode: "tel", autocomplete: "tel" },
    widget: "masked",
    hint: "10 digits, US number",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter a 10-digit US phone number, like (503) 555-0142.",
    parse: scalar((_field, _today, m) =>
      z
        .string()
        .max(30, m.invalid)
        .transform((s) => s.replace(/[\s().+-]/g, ""))
        .pipe(z.string().regex(/^1?[2-9]\d{2}[2-9]\d{6}$/, m.invalid))
        .transform((d) => d.slice(-10)),
    ),
    isBlank: isUndefined,
    stored: storedString,
    toInput: (_field, value) =>
      typeof value === "string" && /^\d{10}$/.test(value)
        ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`
        : undefined,
    display: plain,
    example: () => "(503) 555-0142",
    maxJson: textJson(254),
  },
  money: {
    defaults: { mask: "money", inputMode: "decimal" },
    widget: "masked",
    before: "$",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter a dollar amount using numbers only, like 250,000 or 1,234.56.",
    parse: scalar(moneyRule),
    isBlank: isUndefined,
    stored: storedNumber,
    toInput: (_field, value) => moneyInput(value),
    display: (_field, value) => centsAsDollars(value),
    example: () => "250,000",
    maxJson: SHORT_JSON,
  },
  percent: {
    defaults: { mask: "percentage", inputMode: "decimal" },
    widget: "masked",
    after: "%",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: (field) =>
      `Enter a percentage from ${field.min ?? 0} to ${field.max ?? 100}, like 6.125.`,
    parse: scalar(percentRule),
    isBlank: isUndefined,
    stored: storedNumber,
    toInput: numberText,
    display: plain,
    example: () => "6.125",
    maxJson: SHORT_JSON,
  },
  number: {
    defaults: { mask: "number", inputMode: "numeric" },
    widget: "masked",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: (field) => `Enter a whole number from ${field.min ?? 0} to ${field.max ?? 99}.`,
    parse: scalar(integerRule),
    isBlank: isUndefined,
    stored: storedNumber,
    toInput: numberText,
    display: plain,
    example: () => "3",
    maxJson: SHORT_JSON,
  },
  date: {
    defaults: { mask: "date", inputMode: "numeric" },
    widget: "date",
    hint: "MM/DD/YYYY",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter the date as MM/DD/YYYY, like 04/15/1985.",
    parse: scalar(dateRule),
    isBlank: isUndefined,
    stored: storedString,
    toInput: (_field, value) => {
      const m = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      return m ? `${m[2]}/${m[3]}/${m[1]}` : undefined;
    },
    display: plain,
    example: () => "04/15/1985",
    maxJson: SHORT_JSON,
  },
  "month-year": {
    defaults: { mask: "month-year", inputMode: "numeric" },
    widget: "masked",
    hint: "MM/YYYY",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter the month and year as MM/YYYY, like 06/2019.",
    parse: scalar(monthYearRule),
    isBlank: isUndefined,
    stored: storedString,
    toInput: (_field, value) => {
      const m = typeof value === "string" ? /^(\d{4})-(\d{2})$/.exec(value) : null;
      return m ? `${m[2]}/${m[1]}` : undefined;
    },
    display: plain,
    example: () => "06/2019",
    maxJson: SHORT_JSON,
  },
  zip: {
    defaults: { mask: "zip", inputMode: "numeric", autocomplete: "postal-code" },
    widget: "masked",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter a 5-digit ZIP code.",
    parse: scalar((_field, _today, m) =>
      z
        .string()
        .regex(/^\d{5}(-?\d{4})?$/, m.invalid)
        .transform((s) => s.slice(0, 5)),
    ),
    isBlank: isUndefined,
    stored: storedString,
    toInput: asString,
    display: plain,
    example: () => "97204",
    maxJson: SHORT_JSON,
  },
  name: {
    defaults: { mask: "name" },
    widget: "masked",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Use only letters, spaces, hyphens (-), periods (.) and apostrophes (').",
    parse: scalar((field, _today, m) => {
      const max = field.maxLength ?? DEFAULT_NAME_MAX;
      return z
        .string()
        .max(max, tooLongMessage(max))
        .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, m.invalid);
    }),
    isBlank: isUndefined,
    stored: storedString,
    toInput: asString,
    display: plain,
    example: () => "Pat",
    maxJson: textJson(254),
  },
  ssn: {
    defaults: {
      mask: "ssn",
      inputMode: "numeric",
      autocomplete: "off",
      sensitive: true,
      pii: true,
    },
    widget: "secret",
    hint: "9 digits. Encrypted as soon as it reaches us.",
    prefill: false,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter your 9-digit Social Security number, like 123-45-6789.",
    parse: scalar((_field, _today, m) =>
      z
        .string()
        .max(20, m.invalid)
        .transform((s) => s.replace(/[\s-]/g, ""))
        .pipe(z.string().regex(/^\d{9}$/, m.invalid))
        .refine(
          (d) => !/^(000|666|9)/.test(d) && d.slice(3, 5) !== "00" && d.slice(5) !== "0000",
          "That isn't a valid Social Security number. Check the 9 digits and try again.",
        ),
    ),
    isBlank: isUndefined,
    stored: storedString,
    toInput: (_field, value) =>
      typeof value === "string" && /^\d{9}$/.test(value)
        ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}`
        : undefined,
    display: plain,
    example: () => "123-45-6789",
    maxJson: SHORT_JSON,
  },
  state: {
    defaults: { options: US_STATES },
    widget: "select",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Choose a US state from the list.",
    parse: scalar((field, _today, m) =>
      z
        .string()
        .max(40, m.invalid)
        .transform((s, ctx) => {
          const upper = s.toUpperCase();
          const code = STATE_CODES.has(upper) ? upper : STATE_BY_NAME.get(s.toLowerCase());
          if (code === undefined) return fail(ctx, m.invalid);
          return stateAllowed(field, code) ? code : fail(ctx, field.onlyStates!.message);
        }),
    ),
    isBlank: isUndefined,
    // A draft stored before a state was refused no longer counts as answered: the borrower is
    // asked again rather than carried on to submit a loan the lender can't make.
    stored: (field, value) =>
      typeof value === "string" && STATE_CODES.has(value) && stateAllowed(field, value)
        ? value
        : undefined,
    toInput: asString,
    display: plain,
    example: () => "OR",
    maxJson: SHORT_JSON,
  },
  radio: { ...choice, defaults: {}, widget: "radio" },
  select: {
    ...choice,
    defaults: {},
    widget: "select",
    required: REQUIRED_MESSAGE,
  },
  checkbox: {
    defaults: {},
    widget: "checkbox",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => UNREADABLE_MESSAGE,
    parse: () =>
      z.unknown().transform((raw, ctx) => readCheckbox(raw) ?? fail(ctx, UNREADABLE_MESSAGE)),
    isBlank: (value) => value !== true,
    stored: (_field, value) => (typeof value === "boolean" ? value : undefined),
    toInput: (_field, value) => (value === true ? "on" : undefined),
    display: (_field, value) => (value === undefined ? "" : value === true ? "yes" : "no"),
    example: () => "on",
    maxJson: SHORT_JSON,
  },
  "checkbox-group": {
    defaults: {},
    widget: "checkbox-group",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Choose from the options shown.",
    parse: (field, _today, m) => {
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
          return fail(
            ctx,
            `Choose “${exclusiveLabel}” on its own, or the other answers without it.`,
          );
        }
        return chosen;
      });
    },
    isBlank: (value) => !Array.isArray(value) || value.length === 0,
    stored: (field, value) => {
      const allowed = optionValues(field);
      return Array.isArray(value) && value.every((v) => typeof v === "string" && allowed.has(v))
        ? (value as string[])
        : undefined;
    },
    toInput: (_field, value) =>
      Array.isArray(value) && value.every((v) => typeof v === "string") ? [...value] : undefined,
    display: (field, value) =>
      Array.isArray(value) ? value.map((v) => optionLabel(field, v)).join("; ") : "",
    example: (field) => [firstOption(field)],
    maxJson: (field) => JSON.stringify((field.options ?? []).map((o) => o.value)).length,
  },
  duration: {
    defaults: { inputMode: "numeric" },
    widget: "duration",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter whole years (0 to 99) and months (0 to 11).",
    parse: durationParse,
    isBlank: isUndefined,
    stored: (_field, value) =>
      typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined,
    toInput: (_field, value) =>
      typeof value === "number" && Number.isSafeInteger(value) && value >= 0
        ? { years: String(Math.floor(value / 12)), months: String(value % 12) }
        : undefined,
    display: (_field, value) => (typeof value === "number" ? durationText(value) : ""),
    example: () => ({ years: "2", months: "3" }),
    maxJson: SHORT_JSON,
  },
  "call-time": {
    defaults: {},
    widget: "call-time",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Choose a day and a time from the lists.",
    parse: callTimeParse,
    isBlank: isUndefined,
    stored: (_field, value) => (callTimeParts(value) ? (value as string) : undefined),
    toInput: (_field, value) => callTimeParts(value),
    // The sentence staff read, and the ISO time with its offset for the lender's systems.
    display: (_field, value) =>
      callTimeParts(value) ? `${callTimeText(value, callBack)} (${String(value)})` : "",
    // Without a clock, Monday 6 January 2020 (a business day); with one, the first slot of the
    // second open day, a day or more ahead, so a walk never races a slot's start.
    example: (_field, now) => {
      if (now === undefined) return { day: "2020-01-06", time: "09:00" };
      const days = callDays(now, callBack);
      const day = days[1] ?? days[0];
      return { day: day?.value ?? "", time: day?.times[0] ?? "" };
    },
    maxJson: SHORT_JSON,
  },
  group: {
    defaults: {},
    widget: "group",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => UNREADABLE_MESSAGE,
    parse: groupParse,
    isBlank: (value) => !Array.isArray(value) || value.length === 0,
    stored: (field, value) => {
      const items = groupItems(value);
      if (!items) return undefined;
      const known = new Set((field.fields ?? []).map((f) => f.name));
      return items.every((item) => Object.keys(item).every((k) => known.has(k)))
        ? (items as Record<string, ScalarValue>[])
        : undefined;
    },
    toInput: (field, value) =>
      groupItems(value)?.map((item) => {
        const row: Record<string, string> = {};
        for (const question of field.fields ?? []) {
          const text = FIELD_KINDS[question.kind].toInput(question, item[question.name]);
          if (typeof text === "string") row[question.name] = text;
        }
        return row;
      }),
    display: (field, value) =>
      (groupItems(value) ?? [])
        .map((item, index) => {
          const parts = (field.fields ?? []).flatMap((question) => {
            if (!Object.hasOwn(item, question.name)) return [];
            const text = FIELD_KINDS[question.kind].display(question, item[question.name]);
            return text === "" ? [] : [`${question.label}: ${text}`];
          });
          return `${index + 1}. ${parts.join(", ")}`;
        })
        .join("; "),
    example: (field) => [
      Object.fromEntries((field.fields ?? []).map((q) => [q.name, FIELD_KINDS[q.kind].example(q)])),
    ],
    maxJson: (field) => {
      const item = (field.fields ?? []).reduce(
        (sum, q) => sum + JSON.stringify(q.name).length + 2 + FIELD_KINDS[q.kind].maxJson(q),
        2,
      );
      return groupBounds(field).max * (item + 1) + 2;
    },
  },
  // The last 4 digits of an account number (URLA 2c, 3: "Account Number"): never the whole
  // number, which the borrower's statements give the lender later. Kept as text: "0042" keeps
  // its zeros.
  "account-ending": {
    defaults: { inputMode: "numeric", autocomplete: "off", pii: true },
    widget: "text",
    hint: "Last 4 digits only",
    prefill: true,
    required: REQUIRED_MESSAGE,
    invalid: () => "Enter only the last 4 digits of the account number, like 0423.",
    parse: scalar((_field, _today, m) =>
      z
        .string()
        .max(20, m.invalid)
        .transform((s) => s.replace(/\s/g, ""))
        .pipe(z.string().regex(/^\d{4}$/, m.invalid)),
    ),
    isBlank: isUndefined,
    stored: (_field, value) =>
      typeof value === "string" && /^\d{4}$/.test(value) ? value : undefined,
    toInput: asString,
    display: plain,
    example: () => "0423",
    maxJson: SHORT_JSON,
  },
};

/** The registry entry of a field's kind. */
export function kindOf(field: Pick<FieldDef, "kind">): KindSpec {
  return FIELD_KINDS[field.kind];
}

/** The field's required and invalid messages: its own, else its kind's. */
export function fieldMessages(field: FieldDef): FieldMessages {
  const spec = kindOf(field);
  return {
    required: field.messages?.required ?? spec.required,
    invalid: field.messages?.invalid ?? spec.invalid(field),
  };
}

/** The mask a field's input uses: its own, else its kind's. */
export function maskOf(field: FieldDef): MaskKind | undefined {
  return field.mask ?? kindOf(field).defaults.mask;
}

/** Options a field offers: its own, else its kind's (the states). */
export function optionsOf(field: FieldDef): readonly FieldOption[] | undefined {
  return field.options ?? kindOf(field).defaults.options;
}
