import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import type { ChoiceInput } from "~/lib/format/choice";

const SELECT =
  "h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad";

/**
 * A number chosen from a short list (an ARM's fixed period), as a native select: it submits with
 * the GET form and works with the keyboard as browsers make it. A value the list does not offer
 * (from a link) is shown as given, marked "not offered", beside the field's message, so the
 * field, the message and the missing result agree (decision 013); it is never swapped for the
 * nearest option.
 */
export function ChoiceField({
  calculator,
  name,
  label,
  hint,
  help,
  input,
  optionLabel,
  defaultValue,
  error,
}: {
  calculator: string;
  name: string;
  label: string;
  hint?: ReactNode;
  help?: ReactNode;
  input: ChoiceInput;
  /** The words of an option: 5 → "5 years". */
  optionLabel: (value: number) => string;
  defaultValue: string;
  error?: string | undefined;
}) {
  const offered = input.options.some((option) => String(option) === defaultValue.trim());
  return (
    <Field
      label={label}
      id={`${calculator}-${name}`}
      hint={hint}
      help={help}
      error={error ?? null}
      className="min-w-0"
    >
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={defaultValue}
          autoComplete="off"
          className={SELECT}
        >
          {offered ? null : (
            <option value={defaultValue}>
              {defaultValue.trim() === "" ? "None chosen" : `${defaultValue} (not offered)`}
            </option>
          )}
          {input.options.map((option) => (
            <option key={option} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
