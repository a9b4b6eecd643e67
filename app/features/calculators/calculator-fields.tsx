import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Tooltip } from "~/components/ui/tooltip";
import { MaskedInput } from "~/components/ui/masked-input";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { monthName } from "~/lib/format/month";

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

// The kit's input box (MaskedInput's), for the controls that are not masked inputs.
const SELECT_BOX =
  "h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad";

const MONTHS_OF_YEAR = Array.from({ length: 12 }, (_, index) => String(index + 1));

/**
 * A month of the year as a list of month names; submits 1 (January) to 12 (December). A value
 * from a link that is not a month (say 13) is kept as a choice of its own, shown as given, so it
 * matches the field's message (decision 013: refused, never changed).
 */
export function MonthOfYearField(props: FieldBase) {
  const current = props.value ?? props.defaultValue ?? "";
  const known = MONTHS_OF_YEAR.includes(current);
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
        <select
          {...control}
          name={props.name}
          {...(props.value !== undefined
            ? { value: props.value, onChange: (e) => props.onChange?.(e.currentTarget.value) }
            : { defaultValue: props.defaultValue })}
          className={SELECT_BOX}
        >
          {known ? null : <option value={current}>{current === "" ? "(none)" : current}</option>}
          {MONTHS_OF_YEAR.map((month) => (
            <option key={month} value={month}>
              {monthName(Number(month))}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it, a hint under it and an optional help tooltip. */
export function CheckboxField(props: {
  name: string;
  calculator: string;
  label: string;
  /** What the box submits when ticked. */
  value: string;
  defaultChecked: boolean;
  hint?: ReactNode;
  help?: ReactNode;
}) {
  const id = `${props.calculator}-${props.name}`;
  return (
    <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
      <input
        type="checkbox"
        id={id}
        name={props.name}
        value={props.value}
        defaultChecked={props.defaultChecked}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-accent"
      />
      <div className="flex items-center gap-1.5">
        <label htmlFor={id} className="font-medium text-ink">
          {props.label}
        </label>
        {props.help ? (
          <Tooltip content={props.help} label={`More about ${props.label.toLowerCase()}`} />
        ) : null}
      </div>
      {props.hint ? (
        <p id={`${id}-hint`} className="col-start-2 text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
    </div>
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
