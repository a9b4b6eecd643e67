import { inputValues, progress, previousSlug, type ProgressItem } from "./engine";
import { FORM_RECEIVED } from "./forms";
import type {
  Answers,
  DependsOn,
  FieldDef,
  FieldKind,
  FieldOption,
  FormDef,
  MaskKind,
  StepDef,
} from "./types";
import { US_STATES } from "./us-states";
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
  mask?: MaskKind;
  options?: readonly FieldOption[];
  required: boolean;
  help?: string;
  document?: FieldDef["document"];
  autocomplete?: string;
  inputMode?: FieldDef["inputMode"];
  dependsOn?: DependsOn;
  address?: FieldDef["address"];
  exclusiveOption?: string;
  /** Pre-filled text (never for an SSN). */
  value?: string | string[];
  error?: string;
};

export type StepView = StepHeader & {
  formTitle: string;
  title: string;
  description?: string;
  previousSlug: string | null;
  fields: FieldView[];
  progress: ProgressItem[];
};

function fieldView(
  field: FieldDef,
  value: string | string[] | undefined,
  error: string | undefined,
): FieldView {
  const options = field.kind === "state" ? US_STATES : field.options;
  return {
    name: field.name,
    label: field.label,
    kind: field.kind,
    required: field.required,
    ...(field.mask ? { mask: field.mask } : {}),
    ...(options ? { options } : {}),
    ...(field.help ? { help: field.help } : {}),
    ...(field.document ? { document: field.document } : {}),
    ...(field.autocomplete ? { autocomplete: field.autocomplete } : {}),
    ...(field.inputMode ? { inputMode: field.inputMode } : {}),
    ...(field.dependsOn ? { dependsOn: field.dependsOn } : {}),
    ...(field.address ? { address: field.address } : {}),
    ...(field.exclusiveOption ? { exclusiveOption: field.exclusiveOption } : {}),
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
  submitted?: Record<string, string | string[]>;
  errors?: Readonly<Record<string, string>>;
}): StepView {
  const { form, step, answers } = options;
  const stored = answers[step.slug];
  const prefill = options.submitted ?? (stored ? inputValues(step, stored) : {});
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
      fieldView(f, f.kind === "ssn" ? undefined : prefill[f.name], options.errors?.[f.name]),
    ),
    progress: progress(form, answers, step.slug),
  };
}
