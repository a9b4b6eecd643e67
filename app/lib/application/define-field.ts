import type { FieldDef, FieldKind, FieldOption } from "./types";
import { US_STATES } from "./us-states";

type KindDefaults = Pick<FieldDef, "mask" | "inputMode" | "autocomplete" | "options">;

const KIND_DEFAULTS: Partial<Record<FieldKind, KindDefaults>> = {
  money: { mask: "money", inputMode: "decimal" },
  percent: { mask: "percentage", inputMode: "decimal" },
  number: { mask: "number", inputMode: "numeric" },
  tel: { mask: "phone", inputMode: "tel", autocomplete: "tel" },
  email: { inputMode: "email", autocomplete: "email" },
  date: { mask: "date", inputMode: "numeric" },
  "month-year": { mask: "month-year", inputMode: "numeric" },
  zip: { mask: "zip", inputMode: "numeric", autocomplete: "postal-code" },
  name: { mask: "name" },
  ssn: { mask: "ssn", inputMode: "numeric", autocomplete: "off" },
  state: { options: US_STATES },
};

export type FieldInit = Omit<FieldDef, "required"> & { readonly required?: boolean };

/**
 * A field with its kind's mask, input mode, autocomplete token and options filled in; required
 * unless it says `required: false`. An SSN is always sensitive and PII.
 */
export function defineField(init: FieldInit): FieldDef {
  const defaults = KIND_DEFAULTS[init.kind] ?? {};
  const ssn = init.kind === "ssn" ? { sensitive: true, pii: true } : {};
  return { ...defaults, ...ssn, ...init, required: init.required ?? true };
}

export const YES_NO: readonly FieldOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** A required yes/no radio question. */
export function yesNo(
  name: string,
  label: string,
  extra: Partial<Omit<FieldInit, "name" | "label" | "kind">> = {},
): FieldDef {
  return defineField({
    name,
    label,
    kind: "radio",
    options: YES_NO,
    messages: { required: "Choose Yes or No." },
    ...extra,
  });
}
