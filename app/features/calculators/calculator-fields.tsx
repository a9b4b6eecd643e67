import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { MaskedInput } from "~/components/ui/masked-input";

// The unit box is a grid item of the field: without min-width 0 it keeps the input's intrinsic
// width (about 20 characters) and overflows a narrow column.
const UNIT_INPUT = "min-w-0";

type FieldBase = {
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
};

function controlled(props: FieldBase) {
  return props.value !== undefined
    ? { value: props.value, onChange: props.onChange }
    : { defaultValue: props.defaultValue, onChange: props.onChange };
}

/** A dollar amount with the money mask (spec 5): "$" in the box, commas as the user types. */
export function MoneyField(props: FieldBase) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="money"
          name={props.name}
          before="$"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A percentage with the percentage mask (0-100, up to 3 decimals). */
export function PercentField(props: FieldBase) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="percentage"
          name={props.name}
          after="%"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A loan term in whole years (digits only, at most 100 years as the engine allows). */
export function YearsField(props: FieldBase) {
  return (
    <Field
      label={props.label}
      id={`${props.calculator}-${props.name}`}
      hint={props.hint}
      help={props.help}
      className={`min-w-0 ${props.className ?? ""}`}
    >
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="number"
          name={props.name}
          after="years"
          maxLength={3}
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
