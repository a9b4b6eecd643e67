import { z } from "zod";
import { fieldMessages, kindOf } from "./field-kinds";
import { cachedForDay, fieldSchema, isBlank, toInputValue } from "./field-schema";
import { FORM_RECEIVED, getStep } from "./forms";
import { isRecord, ownValue, pickOwn } from "./read-own";
import type {
  Answers,
  CalendarDay,
  Earlier,
  FieldDef,
  FormDef,
  InputValue,
  StepDef,
  StepValue,
  StepValues,
  ValidationResult,
} from "./types";

/**
 * The flow engine: validation of one step's input, and where a borrower's answers lead.
 *
 * `answers` everywhere is the application's answers by step slug, each the normalised values
 * `validateStep` returned for that step (the shape of `applications.answers`). Sensitive values
 * may be passed still encrypted: the path functions only check that they are present (they were
 * validated before being stored) and never branch on them.
 */

const READ_FAILURE = "We couldn't read your answers. Please try again.";

type MutableValues = Record<string, StepValue>;

function valueOf(values: Readonly<Record<string, StepValue>>, name: string): StepValue | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

/** Spec 4 dependent fields: shown when the trigger's value (or one of its values) is listed. */
function isShown(field: FieldDef, values: Readonly<Record<string, StepValue>>): boolean {
  if (!field.dependsOn) return true;
  const trigger = valueOf(values, field.dependsOn.field);
  if (trigger === undefined) return false;
  const tokens = Array.isArray(trigger) ? trigger : [String(trigger)];
  return tokens.some((t) => field.dependsOn!.values.includes(t));
}

function triggerNames(step: StepDef): Set<string> {
  return new Set(step.fields.flatMap((f) => (f.dependsOn ? [f.dependsOn.field] : [])));
}

/**
 * The fields of a step a borrower sees, given that step's answers so far (raw wire values or
 * stored normalised values): a dependent field shows only while its trigger has one of its
 * values, so with no answers every dependent field is hidden (spec 4).
 *
 * @example visibleFields(employmentStep, { employment_status: "retired" }) // just the status
 */
export function visibleFields(step: StepDef, answers: unknown): FieldDef[] {
  const triggers = triggerNames(step);
  const values: MutableValues = {};
  const shown: FieldDef[] = [];
  for (const field of step.fields) {
    if (!isShown(field, values)) continue;
    shown.push(field);
    if (!triggers.has(field.name)) continue;
    const parsed = fieldSchema(field, null).safeParse(ownValue(answers, field.name));
    if (parsed.success && parsed.data !== undefined) values[field.name] = parsed.data;
  }
  return shown;
}

export type FieldCheck =
  | { readonly ok: true; readonly value: StepValue | undefined }
  | { readonly ok: false; readonly message: string };

/**
 * One field's raw wire value against its rule: its kind's parse, then "required" (a field's own
 * message, else its kind's). The step schema runs this for each shown field, and the browser
 * runs it as the borrower types (spec 5), so both give the same message for the same input.
 * Cross-field rules (`crossCheck`) are the step's business, not this.
 *
 * @example checkField(emailField, "pat@", null) // { ok: false, message: "This value should be a valid email." }
 */
export function checkField(field: FieldDef, raw: unknown, today: CalendarDay | null): FieldCheck {
  const parsed = fieldSchema(field, today).safeParse(raw);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? READ_FAILURE };
  if (field.required && isBlank(field, parsed.data))
    return { ok: false, message: fieldMessages(field).required };
  return { ok: true, value: parsed.data };
}

/**
 * The zod schema of a step: an object of the step's raw wire values that parses to its
 * normalised values. Keys that are not fields of the step are stripped (the wire body also
 * carries hidden fields and attribution, so refusing them would refuse every real request).
 * A field hidden by `dependsOn` is neither required nor validated, and is left out of the
 * output. Issues carry the field name as their path, so conform maps them to inputs.
 * `today` (null skips the checks that need it) decides "18 or older" and "not in the future".
 */
export function stepSchema(step: StepDef, today: CalendarDay | null) {
  return cachedForDay(stepSchemas, step, today, () => buildStepSchema(step, today));
}

const stepSchemas = new WeakMap<object, Map<number, unknown>>();

function buildStepSchema(step: StepDef, today: CalendarDay | null) {
  const shape: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  for (const field of step.fields) shape[field.name] = z.unknown().optional();
  return z.object(shape).transform((raw, ctx): StepValues => {
    const values: MutableValues = {};
    let failed = false;
    const report = (name: string, message: string) => {
      failed = true;
      ctx.addIssue({ code: "custom", path: [name], message });
    };
    for (const field of step.fields) {
      if (!isShown(field, values)) continue;
      const checked = checkField(field, ownValue(raw, field.name), today);
      if (!checked.ok) {
        report(field.name, checked.message);
        continue;
      }
      if (checked.value !== undefined) values[field.name] = checked.value;
    }
    if (!failed && step.crossCheck) {
      const problems = step.crossCheck(values, null) ?? {};
      for (const field of step.fields) {
        const message = ownValue(problems, field.name);
        if (typeof message === "string") report(field.name, message);
      }
    }
    return values;
  });
}

/**
 * Validates one step's input (the JSON body's name→value map, already unwrapped for short
 * forms) and normalises it. Never throws, whatever `input` is: non-objects count as an empty
 * answer, only own data properties named like a field are read, and every string is capped.
 * Errors are keyed by field name only, one clear sentence each. The terminal step and unknown
 * slugs accept nothing: `{ ok: false, errors: {} }`. `today` null skips the checks that need
 * the server's clock ("18 or older", "not in the future"): the browser's pre-check passes null.
 * `answers` (the application's stored answers) lets `crossCheck` read earlier steps (the two-year
 * histories); without them such rules are skipped, as in the browser's pre-check.
 *
 * @example validateStep(form, "purchase_price", { purchase_price: "$350,000", down_payment: "35,000" }, today)
 *   // { ok: true, values: { purchase_price: 35000000, down_payment: 3500000 } } (cents)
 */
export function validateStep(
  form: FormDef,
  slug: string,
  input: unknown,
  today: CalendarDay | null,
  answers?: Answers,
): ValidationResult {
  const step = getStep(form, slug);
  if (!step || step.fields.length === 0) return { ok: false, errors: {} };
  const names = step.fields.map((f) => f.name);
  try {
    const result = stepSchema(step, today).safeParse(pickOwn(input, names));
    if (result.success) {
      // Rules that read earlier steps run only where the stored answers are known (the server).
      if (!step.crossCheck || answers === undefined) return { ok: true, values: result.data };
      const problems = step.crossCheck(result.data, earlierFor(form, answers, slug)) ?? {};
      const errors: Record<string, string> = {};
      for (const name of names) {
        const message = ownValue(problems, name);
        if (typeof message === "string") errors[name] = message;
      }
      return Object.keys(errors).length > 0
        ? { ok: false, errors }
        : { ok: true, values: result.data };
    }
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (typeof name === "string" && names.includes(name) && !Object.hasOwn(errors, name)) {
        errors[name] = issue.message;
      }
    }
    if (Object.keys(errors).length === 0) errors[names[0]!] = READ_FAILURE;
    return { ok: false, errors };
  } catch {
    return { ok: false, errors: { [names[0]!]: READ_FAILURE } };
  }
}

// ---------------------------------------------------------------------------------------------
// Stored answers and the path through the graph
// ---------------------------------------------------------------------------------------------

/** A stored value if it has its kind's normalised type (options checked); else undefined. */
function storedValue(field: FieldDef, value: unknown): StepValue | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (field.sensitive) {
    // Possibly ciphertext: only its presence counts.
    if (["string", "number", "boolean"].includes(typeof value)) return value as StepValue;
    return Array.isArray(value) ? (value as StepValue) : undefined;
  }
  return kindOf(field).stored(field, value);
}

/**
 * The stored answer of a step as values `next` can read, or null when the step has no complete
 * answer: every visible required field present with its kind's type (choices among the options).
 */
function answeredValues(step: StepDef, stored: unknown): StepValues | null {
  if (!isRecord(stored)) return null;
  const values: MutableValues = {};
  for (const field of step.fields) {
    if (!isShown(field, values)) continue;
    const value = storedValue(field, ownValue(stored, field.name));
    if (field.required && isBlank(field, value)) return null;
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/**
 * The slugs the borrower's answers lead through, in order: from the form's first step, following
 * each answered step's `next`, up to and including the first step without a complete answer (or
 * form_received). This is the branch actually taken; answers left on an abandoned branch are
 * ignored.
 *
 * @example pathFor(purchase, {}) // ["home_in_mind"]
 * @example pathFor(purchase, { home_in_mind: { home_found: "no", purchase_timeline: "not_sure" } })
 *   // ["home_in_mind", "property_area"]
 */
export function pathFor(form: FormDef, answers: Answers): string[] {
  return walkPath(form, answers).path;
}

type Walked = { path: string[]; values: Map<string, StepValues> };

/** The path, and the answered values of each complete step on it, in order. */
function walkPath(form: FormDef, answers: Answers): Walked {
  const path: string[] = [];
  const answered = new Map<string, StepValues>();
  let slug = form.firstSlug;
  for (;;) {
    const step = getStep(form, slug);
    if (!step || path.includes(slug)) break;
    path.push(slug);
    if (slug === FORM_RECEIVED) break;
    const values = answeredValues(step, ownValue(answers, slug));
    if (!values) break;
    answered.set(slug, values);
    slug = step.next(values, earlierOf(answered, path.length - 1, path));
  }
  return { path, values: answered };
}

/** Reads the answered steps of `path` before index `before`. */
function earlierOf(answered: Map<string, StepValues>, before: number, path: string[]): Earlier {
  const allowed = new Set(path.slice(0, before));
  return (slug) => (allowed.has(slug) ? answered.get(slug) : undefined);
}

/**
 * What `slug`'s rules may read of the steps before it on the borrower's path (its own stored
 * answer excluded). A slug not on the path reads the whole answered path.
 */
export function earlierFor(form: FormDef, answers: Answers, slug: string): Earlier {
  const { path, values } = walkPath(form, answers);
  const index = path.indexOf(slug);
  return earlierOf(values, index < 0 ? path.length : index, path);
}

/**
 * True when a borrower with these answers may open or submit `slug`: it lies on their path (the
 * server answers 409 otherwise).
 */
export function isReachable(form: FormDef, answers: Answers, slug: string): boolean {
  return pathFor(form, answers).includes(slug);
}

/**
 * The step after `slug` given the stored answer of `slug`; null for an unknown or terminal step,
 * or when `slug` has no complete answer yet.
 *
 * @example nextSlug(refinance, "refinance_goal", { refinance_goal: { refinance_goal: "cash_out", cash_out_amount: 5000000 } })
 *   // "credit_score"
 */
export function nextSlug(form: FormDef, slug: string, answers: Answers): string | null {
  const step = getStep(form, slug);
  if (!step || slug === FORM_RECEIVED) return null;
  const values = answeredValues(step, ownValue(answers, slug));
  if (!values) return null;
  const next = step.next(values, earlierFor(form, answers, slug));
  return getStep(form, next) ? next : null;
}

/**
 * The step before `slug` on the borrower's path (so Back follows the branch they took); null for
 * the first step or a slug that is not on the path.
 */
export function previousSlug(form: FormDef, slug: string, answers: Answers): string | null {
  const path = pathFor(form, answers);
  const index = path.indexOf(slug);
  return index > 0 ? path[index - 1]! : null;
}

export type ProgressState = "complete" | "active" | "plain";
export type ProgressItem = {
  readonly slug: string;
  /** The step's question. */
  readonly title: string;
  /** The step's short name, for the bar. */
  readonly label: string;
  readonly state: ProgressState;
};

/**
 * The progress bar (spec 4): the borrower's path, continued past its end with the steps that
 * follow when unanswered (each step's default branch), ending with form_received. Steps before
 * `currentSlug` are complete, it is active, later ones are plain. A `currentSlug` off the path
 * leaves every step plain.
 */
export function progress(form: FormDef, answers: Answers, currentSlug: string): ProgressItem[] {
  const { path: slugs, values } = walkPath(form, answers);
  for (let last = slugs[slugs.length - 1]; last && last !== FORM_RECEIVED;) {
    const next = getStep(form, last)?.next({}, earlierOf(values, slugs.length - 1, slugs));
    if (!next || !getStep(form, next) || slugs.includes(next)) break;
    slugs.push(next);
    last = next;
  }
  const active = slugs.indexOf(currentSlug);
  return slugs.map((slug, index) => {
    const step = getStep(form, slug)!;
    const state: ProgressState =
      active < 0 || index > active ? "plain" : index === active ? "active" : "complete";
    return { slug, title: step.title, label: step.label, state };
  });
}

// ---------------------------------------------------------------------------------------------
// Field lists
// ---------------------------------------------------------------------------------------------

function fieldNames(form: FormDef, keep: (field: FieldDef) => boolean): string[] {
  const names = new Set<string>();
  for (const step of form.steps) for (const f of step.fields) if (keep(f)) names.add(f.name);
  return [...names];
}

/** Field names encrypted at rest: SSN, date of birth, income figures, HMDA demographics. */
export function sensitiveFieldNames(form: FormDef): string[] {
  return fieldNames(form, (f) => f.sensitive === true);
}

/**
 * Whether a step asks for a sensitive field (SSN, date of birth, income figures, demographics):
 * such a page loads no third-party script (Tag Manager), whatever the site's settings.
 */
export function stepHasSensitiveFields(step: StepDef): boolean {
  return step.fields.some((f) => f.sensitive === true);
}

/**
 * A step's stored (decrypted) values as the text its inputs show, to pre-fill the step when the
 * borrower comes Back: money "250,000", dates "04/15/1985", phones "(503) 555-0142", checkboxes
 * "on", groups a list. An SSN is never echoed back into a page; hidden fields are left out.
 */
export function inputValues(step: StepDef, values: unknown): Record<string, InputValue> {
  const out: Record<string, InputValue> = {};
  for (const field of visibleFields(step, values)) {
    if (!kindOf(field).prefill) continue;
    const text = toInputValue(field, ownValue(values, field.name));
    if (text !== undefined) out[field.name] = text;
  }
  return out;
}
