import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";

const SELECT =
  "h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad";

/**
 * A value chosen from a short list (an ARM's fixed period, a loan program), as a native select: it submits with
 * the GET form and works with the keyboard as browsers make it. A value the list does not offer
 * (from a link) is shown as given, marked "not offered", beside the field's message, so the
 * field, the message and the missing result agree (decision 013); it is never swapped for the
 * nearest option.
 */
export function ChoiceField<T extends number | string>({
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
  /** The options (a ChoiceInput for numbers), in the order the list shows them. */
  input: { readonly options: readonly T[] };
  /** The words of an option: 5 → "5 years". */
  optionLabel: (value: T) => string;
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
