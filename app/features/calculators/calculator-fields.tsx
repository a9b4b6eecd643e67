import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { MaskedInput } from "~/components/ui/masked-input";
import { PercentSlider } from "~/components/ui/slider";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { sliderFieldText, sliderPosition, type SliderRange } from "~/lib/format/slider";
import { CREDIT_SCORE_RANGE } from "./calculator-forms";

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

/** The labelled frame of a calculator field: label, id, hint, help and message. */
function frame(props: Omit<FieldBase, "onChange">) {
  return {
    label: props.label,
    id: `${props.calculator}-${props.name}`,
    hint: props.hint,
    help: props.help,
    error: props.error ?? null,
    className: `min-w-0 ${props.className ?? ""}`,
  };
}

function controlled(props: FieldBase) {
  return props.value !== undefined
    ? { value: props.value, onChange: props.onChange }
    : { defaultValue: props.defaultValue, onChange: props.onChange };
}

/** A dollar amount with the money mask (spec 5): "$" in the box, commas as the user types. */
export function MoneyField(props: NumberFieldProps) {
  return (
    <Field {...frame(props)}>
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

/**
 * A slider beside a controlled percent field (spec 2 "Percentage and price sliders"), as the
 * simple calculators have: its range, and the dollars the percent is of (the slider then shows
 * "20% · $80,000"). It moves with the field's text and writes the field through `onChange`, so
 * linked fields follow a slide as they follow typing.
 */
export type PercentSliderOption = { readonly range: SliderRange; readonly baseDollars?: number };

/** A percentage with the percentage mask (its range: 0-100 at most, up to 3 decimals). */
export function PercentField(props: NumberFieldProps & { slider?: PercentSliderOption }) {
  const field = (
    <Field {...frame(props)}>
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
  const { slider, value, onChange } = props;
  // Only for a controlled field. In the server's HTML too, so nothing moves when the script takes
  // over (issue 19); a page without scripting hides it (data-js-only, app/root.tsx) and the field
  // works alone.
  if (!slider || value === undefined) return field;
  return (
    <div className="grid min-w-0 content-start gap-1">
      {field}
      <div data-js-only="">
        <PercentSlider
          label={<span className="sr-only">{`${props.label}, slider`}</span>}
          min={slider.range.min}
          max={slider.range.max}
          step={slider.range.step}
          value={sliderPosition(value, slider.range)}
          base={slider.baseDollars}
          onChange={(percent) => onChange?.(sliderFieldText(percent, props.input.range.decimals))}
        />
      </div>
    </div>
  );
}

/** A whole number with its unit in the box (digits only, up to the range's maximum). */
function WholeNumberField(props: NumberFieldProps & { unit: string }) {
  return (
    <Field {...frame(props)}>
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask="number"
          range={props.input.range}
          name={props.name}
          after={props.unit}
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A loan term in whole years. */
export function YearsField(props: NumberFieldProps) {
  return <WholeNumberField {...props} unit="years" />;
}

/** A count of whole months (escrow months). */
export function MonthsField(props: NumberFieldProps) {
  return <WholeNumberField {...props} unit="months" />;
}

/** A credit score, 300 to 850 (empty allowed where the form reads it as "not given"). */
export function CreditScoreField(
  props: Pick<FieldBase, "calculator" | "defaultValue" | "error" | "hint" | "help">,
) {
  return (
    <Field
      {...frame({ ...props, name: "creditScore", label: "Credit score" })}
      hint={props.hint ?? "From 300 to 850"}
    >
      {(control) => (
        <MaskedInput
          {...control}
          defaultValue={props.defaultValue}
          mask="number"
          range={CREDIT_SCORE_RANGE}
          name="creditScore"
          autoComplete="off"
          className={UNIT_INPUT}
        />
      )}
    </Field>
  );
}

/** A date typed through its mask: "MM/YYYY" or "MM/DD/YYYY" (spec 5). */
function DateTextField(props: FieldBase & { mask: "month-year" | "date"; format: string }) {
  return (
    <Field {...frame(props)} hint={props.hint ?? props.format}>
      {(control) => (
        <MaskedInput
          {...control}
          {...controlled(props)}
          mask={props.mask}
          name={props.name}
          placeholder={props.format}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

/** A month and year, "MM/YYYY" (spec 5), with the month-year mask. */
export function MonthYearField(props: FieldBase) {
  return <DateTextField {...props} mask="month-year" format="MM/YYYY" />;
}

/** A calendar day, "MM/DD/YYYY", with the date mask. */
export function DayField(props: FieldBase) {
  return <DateTextField {...props} mask="date" format="MM/DD/YYYY" />;
}

/** A native select of fixed options; the form submits the chosen value by its name. */
export function SelectField(
  props: Omit<FieldBase, "onChange"> & {
    options: readonly { value: string; label: string }[];
    onChange?: (value: string) => void;
  },
) {
  return (
    <Field {...frame(props)}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          defaultValue={props.defaultValue}
          onChange={(event) => props.onChange?.(event.currentTarget.value)}
          className="input-box px-3"
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
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
