import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Tooltip } from "~/components/ui/tooltip";
import { monthName } from "~/lib/format/month";
import { MoneyField, MonthYearField, type FieldBase } from "./calculator-fields";
import { EXTRA_KIND_INPUTS, type ExtraKindErrors, type ExtraKindTexts } from "./calculator-forms";

// The two controls below live here, not in calculator-fields, because only these two calculators
// use them: calculator-fields is in the script every rich calculator downloads.

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

/** Plain-words help for the extras (DESIGN.md 11: no jargon without a tooltip). */
export const EXTRA_HELP = {
  biweekly:
    "You pay half your monthly payment every two weeks. That is 26 half-payments a year, the same as 13 monthly payments instead of 12. The extra one goes to principal once a year, with the 12th monthly payment. Ask your lender how it credits biweekly payments.",
} as const;

/**
 * The yearly, one-time and biweekly extra-payment fields of the amortization and extra-payment
 * calculators (DESIGN.md 5 names), each with its label, hint and refused-value message.
 */
export function ExtraPaymentFields({
  calculator,
  texts,
  errors,
  recurringFrom,
}: {
  calculator: string;
  texts: ExtraKindTexts;
  errors: ExtraKindErrors;
  /** When the recurring extras start, for the hints ("from Nov 2026 on"). */
  recurringFrom: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          calculator={calculator}
          name="yearlyPayment"
          input={EXTRA_KIND_INPUTS.yearlyPayment}
          error={errors.yearlyPayment}
          label="Extra payment per year"
          hint={<>Optional. Once a year, {recurringFrom}</>}
          defaultValue={texts.yearlyPayment}
        />
        <MonthOfYearField
          calculator={calculator}
          name="yearlyPaymentMonth"
          error={errors.yearlyPaymentMonth}
          label="Paid every year in"
          hint="The month of the yearly payment"
          defaultValue={texts.yearlyPaymentMonth}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          calculator={calculator}
          name="oneTimePayment"
          input={EXTRA_KIND_INPUTS.oneTimePayment}
          error={errors.oneTimePayment}
          label="One-time payment"
          hint="Optional. An extra lump sum, such as a bonus"
          defaultValue={texts.oneTimePayment}
        />
        <MonthYearField
          calculator={calculator}
          name="oneTimePaymentDate"
          error={errors.oneTimePaymentDate}
          label="Paid in"
          hint="Month of the one-time payment, MM/YYYY"
          defaultValue={texts.oneTimePaymentDate}
        />
      </div>
      <CheckboxField
        calculator={calculator}
        name="biweekly"
        value="1"
        defaultChecked={texts.biweekly}
        label="Pay every two weeks (biweekly)"
        hint={<>Half the monthly payment every two weeks, {recurringFrom}</>}
        help={EXTRA_HELP.biweekly}
      />
    </>
  );
}
