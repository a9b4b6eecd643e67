import { useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/refinance";
import { AmortizationTable } from "~/features/calculators/amortization-table";
import { RefinanceChart } from "~/features/calculators/calculator-charts";
import {
  REFINANCE_INPUTS,
  acceptRefinance,
  computeRefinance,
  readRefinance,
  rollsClosingCosts,
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
  extraPaymentsText,
  payoffDifferenceText,
  REFINANCE_HELP,
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
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "refinance";
const FORM_ID = "refinance-form";
const PATH: `/calculators/${string}` = "/calculators/refinance";

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

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
  const rollId = useId();
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
  const totalCostBreakEven =
    result && newStart ? breakEvenText(result.totalCostBreakEvenMonths, newStart) : null;
  const rolled = result?.rollClosingCosts === true;
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
      <div className="-mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          id={rollId}
          name="rollClosingCosts"
          value="1"
          defaultChecked={rollsClosingCosts(texts)}
          aria-describedby={`${rollId}-hint`}
          className="mt-0.5 size-6 shrink-0 accent-accent"
        />
        <div>
          <label htmlFor={rollId} className="font-medium">
            Add the closing costs to the new loan
          </label>
          <p id={`${rollId}-hint`} className="text-sm text-muted">
            Instead of paying them in cash: you borrow more and pay interest on them.
          </p>
        </div>
      </div>
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
          note={
            !comparable
              ? undefined
              : rolled && result?.breakEvenMonths === null
                ? "The interest saved never covers the costs added to the loan"
                : rolled && result?.breakEvenMonths
                  ? `${breakEven?.note ?? ""}, once the interest saved covers the added costs`
                  : breakEven?.note
          }
          help={rolled ? REFINANCE_HELP.totalCostBreakEven : HELP.breakEven}
        />
        <ResultItem
          label="Lifetime savings after closing costs"
          name="netLifetimeSavings"
          value={comparable ? money(result?.netLifetimeSavingsCents) : NO_RESULT}
        />
        <ResultItem
          label="Closing costs paid in cash"
          name="cashClosingCosts"
          value={money(result?.cashClosingCostsCents)}
          note={rolled ? "Added to the new loan instead" : undefined}
          help={REFINANCE_HELP.rollClosingCosts}
        />
        <ResultItem
          label="New loan amount"
          name="newLoanTotal"
          value={money(result?.newLoanPrincipalCents)}
          note={rolled ? "Including the closing costs" : undefined}
        />
        <ResultItem
          label="Break-even counting everything"
          name="totalCostBreakEvenMonth"
          value={comparable && totalCostBreakEven ? totalCostBreakEven.value : NO_RESULT}
          note={
            comparable && totalCostBreakEven
              ? result && result.totalCostBreakEvenMonths === null
                ? "Refinancing never costs less in total while the loans run"
                : totalCostBreakEven.note
              : undefined
          }
          help={REFINANCE_HELP.totalCostBreakEven}
        />
      </ResultList>
      <ResultList label="Restarting the term">
        <ResultItem
          label="Interest left on your current loan"
          name="currentLoanInterestLeft"
          value={comparable ? money(result?.originalRemainingInterestCents) : NO_RESULT}
          note={
            comparable && result
              ? `Over its last ${result.originalRemainingPayments} payments`
              : undefined
          }
        />
        <ResultItem
          label="Interest on the new loan"
          name="newLoanInterest"
          value={comparable ? money(result?.newTotalInterestCents) : NO_RESULT}
          note={
            comparable && result
              ? `Over ${result.newSchedule.totals.paymentCount} payments${rolled ? ", with interest on the closing costs" : ""}`
              : undefined
          }
        />
        <ResultItem
          label="Payments the new term adds"
          name="extraPaymentMonths"
          value={comparable && result ? extraPaymentsText(result.extraPaymentMonths) : NO_RESULT}
          help={REFINANCE_HELP.extraPayments}
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
          "Break-even month: paid in cash, the closing costs are earned back by the monthly savings; rolled into the loan, when the interest saved has covered them. Break-even counting everything compares what each choice has cost you by each month, balance still owed included, and does not count what the monthly savings could earn elsewhere.",
          "A longer new term can lower the monthly payment and still cost more interest overall.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and costs depend on your application.",
        ]}
      />
    </CalculatorLayout>
  );
}
