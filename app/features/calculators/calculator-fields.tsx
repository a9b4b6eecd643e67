import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { MaskedInput } from "~/components/ui/masked-input";
import { parseInputs, type NumberInput } from "~/lib/format/field";

// The unit box is a grid item of the field: without min-width 0 it keeps the input's intrinsic
// width (about 20 characters) and overflows a narrow column.
const UNIT_INPUT = "min-w-0";

export type FieldBase = {
  /** The form field name (DESIGN.md 5) and, prefixed with the calculator, the input id. */
  name: string;
  calculator: string;
  label: string;
  hint?: ReactNode;
  /** Explains jargon in a tooltip beside the label. */
  help?: ReactNode;
  /** Uncontrolled: the text the server renders (the mask formats it). */
  defaultValue?: string;
  /** Controlled (linked fields): the text to show; `onChange` gets the masked text. */
  value?: string;
  onChange?: (text: string) => void;
  className?: string;
  /** The message of a refused value (from the form's one parser); marks the input invalid. */
  error?: string | undefined;
};

/** A number field: its definition (kind and range) sets the mask's decimals and maximum. */
type NumberFieldProps = FieldBase & { input: NumberInput };

function controlled(props: FieldBase) {
  return props.value !== undefined
    ? { value: props.value, onChange: props.onChange }
    : { defaultValue: props.defaultValue, onChange: props.onChange };
}

/** A dollar amount with the money mask (spec 5): "$" in the box, commas as the user types. */
export function MoneyField(props: NumberFieldProps) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      error={props.error ?? null}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="money"
          range={props.input.range}
          name={props.name}
          before="$"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A percentage with the percentage mask (its range: 0-100 at most, up to 3 decimals). */
export function PercentField(props: NumberFieldProps) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      error={props.error ?? null}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="percentage"
          range={props.input.range}
          name={props.name}
          after="%"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A loan term in whole years (digits only, up to the range's maximum). */
export function YearsField(props: NumberFieldProps) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      error={props.error ?? null}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="number"
          range={props.input.range}
          name={props.name}
          after="years"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A month and year, "MM/YYYY" (spec 5), with the month-year mask. */
export function MonthYearField(props: FieldBase) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint ?? "MM/YYYY"}
      help={props.help}
      error={props.error ?? null}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="month-year"
          name={props.name}
          placeholder="MM/YYYY"
          autoComplete="off"
        />
      )}
    </Field>
  );
}

/**
 * The props of each number field of a form: its definition and, when the form's one parser
 * refuses its text, its message. The same `texts` the results are computed from.
 */
export function numberFieldProps<K extends string>(
  inputs: Readonly<Record<K, NumberInput>>,
  texts: Readonly<Record<NoInfer<K>, string>>,
): (name: K) => { input: NumberInput; error: string | undefined } {
  const { errors } = parseInputs(inputs, texts);
  return (name) => ({ input: inputs[name], error: errors[name] });
}
