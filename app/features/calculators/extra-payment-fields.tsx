import type { ReactNode } from "react";
import { CheckboxField, MoneyField, MonthOfYearField, MonthYearField } from "./calculator-fields";
import { EXTRA_KIND_INPUTS, type ExtraKindErrors, type ExtraKindTexts } from "./calculator-forms";

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
          label="One-time extra payment"
          hint="Optional. A lump sum, such as a bonus"
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
