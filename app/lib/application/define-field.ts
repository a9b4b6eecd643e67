import { FIELD_KINDS } from "./field-kinds";
import type { FieldDef, FieldOption } from "./types";

export type FieldInit = Omit<FieldDef, "required"> & { readonly required?: boolean };

/**
 * A field with its kind's defaults filled in (mask, input mode, autocomplete token, options,
 * sensitive and PII flags: see field-kinds.ts); required unless it says `required: false`. A
 * group is sensitive when any of its questions is.
 */
export function defineField(init: FieldInit): FieldDef {
  const defaults = FIELD_KINDS[init.kind].defaults;
  const group =
    init.kind === "group" && init.fields?.some((f) => f.sensitive) ? { sensitive: true } : {};
  return { ...defaults, ...group, ...init, required: init.required ?? true };
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
