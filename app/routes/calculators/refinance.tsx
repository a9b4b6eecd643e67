import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/refinance";
import { AmortizationTable } from "~/features/calculators/amortization-table";
import { RefinanceChart } from "~/features/calculators/calculator-charts";
import {
  REFINANCE_INPUTS,
  acceptRefinance,
  computeRefinance,
  readRefinance,
  type RefinanceTexts,
} from "~/features/calculators/calculator-forms";
import {
  numberFieldProps,
  MoneyField,
  MonthYearField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { emitCollapse, useCollapseSignal } from "~/features/calculators/collapse-signal";
import {
  breakEvenText,
  payoffDifferenceText,
  savingsMessage,
} from "~/features/calculators/refinance-text";
import {
  Assumptions,
  CalculatorLayout,
  FormActions,
  HELP,
  NO_RESULT,
  ResultItem,
  ResultList,
} from "~/features/calculators/results";
import { readTableState, TABLE_PARAM } from "~/features/calculators/schedule-table";
import { DEBOUNCE_MS, useCalculator } from "~/features/calculators/use-calculator";
import { parseMonthYear } from "~/lib/finance/month";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatMonthLong } from "~/lib/format/month";
import { calculatorMeta } from "~/features/calculators/meta";
import { getToday } from "~/utils/today.server";

const NAME = "refinance";
const FORM_ID = "refinance-form";
const PATH: `/calculators/${string}` = "/calculators/refinance";

export function loader() {
  const today = getToday();
  return { today: { year: today.year, month: today.month } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "Compare your current mortgage with a new loan: the monthly payment of each, your monthly and lifetime savings, the new payoff date and when closing costs pay for themselves.",
  );

const VARIANT_STYLE = {
  both: "border-good bg-good/10",
  interest: "border-accent bg-accent-soft",
  payment: "border-accent bg-accent-soft",
  none: "border-warn bg-warn/10",
} as const;

function LoanFields({
  prefix,
  texts,
  legend,
  num,
}: {
  prefix: "original" | "new";
  texts: RefinanceTexts;
  legend: string;
  num: ReturnType<typeof numberFieldProps<keyof typeof REFINANCE_INPUTS>>;
}) {
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-4 text-lg font-semibold">{legend}</legend>
      <MoneyField
        calculator={NAME}
        name={`${prefix}LoanAmount`}
        {...num(`${prefix}LoanAmount`)}
        label="Loan amount"
        hint={
          prefix === "original" ? "The amount you first borrowed" : "The amount of the new loan"
        }
        defaultValue={texts[`${prefix}LoanAmount`]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PercentField
          calculator={NAME}
          name={`${prefix}InterestRate`}
          {...num(`${prefix}InterestRate`)}
          label="Interest rate"
          hint="Percent per year"
          defaultValue={texts[`${prefix}InterestRate`]}
        />
        <YearsField
          calculator={NAME}
          name={`${prefix}LoanTermYears`}
          {...num(`${prefix}LoanTermYears`)}
          label="Loan term"
          hint="In years"
          defaultValue={texts[`${prefix}LoanTermYears`]}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MonthYearField
          calculator={NAME}
          name={`${prefix}StartDate`}
          label="First payment date"
          hint="MM/YYYY"
          defaultValue={texts[`${prefix}StartDate`]}
        />
        <MoneyField
          calculator={NAME}
          name={`${prefix}AdditionalPayment`}
          {...num(`${prefix}AdditionalPayment`)}
          label="Extra payment"
          hint="Per month, optional"
          defaultValue={texts[`${prefix}AdditionalPayment`]}
        />
      </div>
    </fieldset>
  );
}

export default function RefinanceCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const location = useLocation();
  const collapse = useCollapseSignal();
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readRefinance(params, today),
    accept: acceptRefinance,
    onInput: () => emitCollapse(collapse),
  });
  const texts = calc.values;
  const result = useMemo(() => computeRefinance(texts), [texts]);
  // The fields' messages come from the same texts and parser as the result.
  const num = useMemo(() => numberFieldProps(REFINANCE_INPUTS, texts), [texts]);
  const [table] = useState(() =>
    readTableState(new URLSearchParams(location.search).get(TABLE_PARAM)),
  );

  // Spec 9: a value that is not a number (a 0-year term) shows "$0"; no result at all shows "—".
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const newStart = parseMonthYear(texts.newStartDate);
  const breakEven = result && newStart ? breakEvenText(result.breakEvenMonths, newStart) : null;
  const newPayoff = result?.newSchedule.totals.payoffDate;
  const originalPayoff = result?.originalSchedule.totals.payoffDate;
  const comparable = Boolean(
    result && result.originalSchedule.entries.length > 0 && result.newSchedule.entries.length > 0,
  );

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-8">
      <LoanFields prefix="original" texts={texts} legend="Your current loan" num={num} />
      <LoanFields prefix="new" texts={texts} legend="The new loan" num={num} />
      <MoneyField
        calculator={NAME}
        name="closingCosts"
        {...num("closingCosts")}
        label="Closing costs of the new loan"
        hint="Optional, in dollars"
        help={HELP.closingCosts}
        defaultValue={texts.closingCosts}
      />
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      {result && comparable ? (
        <p
          data-output="savingsMessage"
          data-variant={result.savingsVariant}
          aria-live="polite"
          className={`rounded-card border-l-4 p-5 text-lg font-medium ${VARIANT_STYLE[result.savingsVariant]}`}
        >
          {savingsMessage(result)}
        </p>
      ) : (
        <p
          data-output="savingsMessage"
          className="rounded-card border-l-4 border-line bg-surface p-5 text-lg"
        >
          Enter both loans, with their first payment dates as MM/YYYY, to compare them.
        </p>
      )}
      <ResultList label="Monthly payments">
        <ResultItem
          label="Current monthly payment"
          name="originalPayment"
          value={money(result?.originalPaymentCents)}
          note="Principal and interest"
        />
        <ResultItem
          label="New monthly payment"
          name="newPayment"
          value={money(result?.newPaymentCents)}
          note="Principal and interest"
        />
        <ResultItem
          label="Monthly savings"
          name="monthlySavings"
          value={money(result?.monthlySavingsCents)}
          note={result && result.monthlySavingsCents < 0 ? "The new payment is higher" : undefined}
        />
        <ResultItem
          label="Lifetime savings"
          name="lifetimeSavings"
          value={comparable ? money(result?.lifetimeSavingsCents) : NO_RESULT}
          note="Interest saved over the life of the loan"
        />
      </ResultList>
      <ResultList label="Payoff and closing costs">
        <ResultItem
          label="Payoff difference"
          name="payoffDifference"
          value={result && comparable ? payoffDifferenceText(result) : NO_RESULT}
          note={
            newPayoff && originalPayoff
              ? `New loan paid off ${formatMonthLong(newPayoff)}; current loan ${formatMonthLong(originalPayoff)}`
              : undefined
          }
        />
        <ResultItem
          label="Break-even month"
          name="breakEvenMonth"
          value={comparable && breakEven ? breakEven.value : NO_RESULT}
          note={comparable ? breakEven?.note : undefined}
          help={HELP.breakEven}
        />
        <ResultItem
          label="Lifetime savings after closing costs"
          name="netLifetimeSavings"
          value={comparable ? money(result?.netLifetimeSavingsCents) : NO_RESULT}
        />
      </ResultList>
    </>
  );

  return (
    <CalculatorLayout
      title="Refinance calculator"
      formTitle="Your loans"
      stickyResults
      intro={
        <p>
          Compare your current mortgage with a new one. See the monthly payment of each, what you
          would save each month and over the life of the loan, and when the new loan would be paid
          off.
        </p>
      }
      form={form}
      results={results}
    >
      {result && comparable ? (
        <>
          <RefinanceChart
            original={result.originalSchedule.entries}
            next={result.newSchedule.entries}
          />
          <AmortizationTable
            calculator={NAME}
            formId={FORM_ID}
            entries={result.newSchedule.entries}
            initialUnit={table.unit}
            initialExpanded={table.expanded}
            collapseSignal={collapse}
            title="New loan amortization schedule"
            description="Payment, interest, principal and the balance left after each payment of the new loan."
          />
        </>
      ) : null}
      <Assumptions
        items={[
          "Principal and interest only: property taxes, homeowners insurance, PMI and HOA dues are not included.",
          "Both loans have fixed rates for their whole terms; any extra payment is made every month from that loan's first payment.",
          "Lifetime savings compare the interest your current loan would still charge from the new loan's first payment on with all the interest of the new loan. Closing costs are counted separately.",
          "A longer new term can lower the monthly payment and still cost more interest overall.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and costs depend on your application.",
        ]}
      />
    </CalculatorLayout>
  );
}
