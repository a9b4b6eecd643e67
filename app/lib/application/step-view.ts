import { inputValues, progress, previousSlug, type ProgressItem } from "./engine";
import { FORM_RECEIVED } from "./forms";
import type {
  Answers,
  DependsOn,
  FieldDef,
  FieldKind,
  FieldOption,
  FormDef,
  InputValue,
  MaskKind,
  StepDef,
} from "./types";
import { callBack } from "~/config/lender";
import { callDays, slotTimes, type CallDay, type CallTimeOption } from "./call-slots";
import { GROUP_MAX_ITEMS, kindOf, maskOf, optionsOf, type Widget } from "./field-kinds";
import { flag, type StepHeader } from "./wire";

/**
 * What the browser needs to draw one step, as plain data: the page's loader data and the JSON
 * answer of the wire contract (DESIGN.md 7) share this shape. The engine itself (zod, branching
 * functions) stays on the server; the client never decides what comes next.
 */
export type FieldView = {
  name: string;
  label: string;
  kind: FieldKind;
  /** Which input draws it (field-kinds.ts). */
  widget: Widget;
  mask?: MaskKind;
  options?: readonly FieldOption[];
  required: boolean;
  help?: string;
  /** The kind's short hint under the input ("MM/DD/YYYY"). */
  hint?: string;
  before?: string;
  after?: string;
  document?: FieldDef["document"];
  autocomplete?: string;
  inputMode?: FieldDef["inputMode"];
  dependsOn?: DependsOn;
  address?: FieldDef["address"];
  exclusiveOption?: string;
  /** group: each item's questions, and what an item is called. */
  fields?: FieldView[];
  itemLabel?: string;
  maxItems?: number;
  /** call-time: the days still open (each with its times), every time of a day, the zone's name. */
  slots?: { days: CallDay[]; times: CallTimeOption[]; zone: string };
  /** Pre-filled text (never for an SSN). */
  value?: InputValue;
  error?: string;
};

export type StepView = StepHeader & {
  formTitle: string;
  title: string;
  description?: string;
  previousSlug: string | null;
  fields: FieldView[];
  progress: ProgressItem[];
  /** Sensitive answers were held back (the draft was idle): the page asks for them again. */
  withheld?: true;
};

function fieldView(
  field: FieldDef,
  value: InputValue | undefined,
  error: string | undefined,
  now: number | undefined,
): FieldView {
  const kind = kindOf(field);
  const mask = maskOf(field);
  const options = optionsOf(field);
  return {
    name: field.name,
    label: field.label,
    kind: field.kind,
    widget: kind.widget,
    required: field.required,
    ...(mask ? { mask } : {}),
    ...(options ? { options } : {}),
    ...(field.help ? { help: field.help } : {}),
    ...(kind.hint ? { hint: kind.hint } : {}),
    ...(kind.before ? { before: kind.before } : {}),
    ...(kind.after ? { after: kind.after } : {}),
    ...(field.document ? { document: field.document } : {}),
    ...(field.autocomplete ? { autocomplete: field.autocomplete } : {}),
    ...(field.inputMode ? { inputMode: field.inputMode } : {}),
    ...(field.dependsOn ? { dependsOn: field.dependsOn } : {}),
    ...(field.address ? { address: field.address } : {}),
    ...(field.exclusiveOption ? { exclusiveOption: field.exclusiveOption } : {}),
    ...(field.fields
      ? {
          fields: field.fields.map((f) => fieldView(f, undefined, undefined, now)),
          itemLabel: field.itemLabel ?? "item",
          maxItems: Math.min(field.maxItems ?? 10, GROUP_MAX_ITEMS),
        }
      : {}),
    ...(kind.widget === "call-time"
      ? {
          slots: {
            days: now === undefined ? [] : callDays(now, callBack),
            times: slotTimes(callBack),
            zone: callBack.zoneName,
          },
        }
      : {}),
    ...(value !== undefined ? { value } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * The view of `step` for a borrower whose (decrypted) answers are `answers`. Every field of the
 * step is listed, dependent ones included, so the page can show and hide them as the borrower
 * answers; the server validates only those the answers make visible.
 *
 * `submitted` (raw text the borrower just sent) and `errors` re-draw a step refused with 422.
 */
export function buildStepView(options: {
  form: FormDef;
  step: StepDef;
  answers: Answers;
  sessionUUID: string;
  version: number;
  submitted?: Record<string, InputValue>;
  /** Fields whose stored answer is not put back into the page (sensitive, draft left idle). */
  withhold?: ReadonlySet<string>;
  errors?: Readonly<Record<string, string>>;
  /** The moment (ms since the epoch) that decides which call-back times are still open. */
  now?: number;
}): StepView {
  const { form, step, answers } = options;
  const stored = answers[step.slug];
  const prefill = options.submitted ?? (stored ? inputValues(step, stored) : {});
  const withheld = step.fields.some(
    (f) => options.withhold?.has(f.name) && prefill[f.name] !== undefined,
  );
  const shown = (f: FieldDef) =>
    kindOf(f).prefill && !(options.submitted === undefined && options.withhold?.has(f.name));
  return {
    form: form.id,
    formTitle: form.title,
    slug: step.slug,
    currentPage: step.slug,
    formType: form.formType,
    productType: form.productType,
    previousVisible: flag(step.previousVisible),
    nextVisible: flag(step.nextVisible),
    submitStep: flag(step.submitStep),
    sessionUUID: options.sessionUUID,
    version: options.version,
    title: step.title,
    ...(step.description ? { description: step.description } : {}),
    previousSlug: step.slug === FORM_RECEIVED ? null : previousSlug(form, step.slug, answers),
    wrapKey: form.wrapKey,
    fields: step.fields.map((f) =>
      fieldView(f, shown(f) ? prefill[f.name] : undefined, options.errors?.[f.name], options.now),
    ),
    progress: progress(form, answers, step.slug),
    ...(withheld ? { withheld: true as const } : {}),
  };
}
