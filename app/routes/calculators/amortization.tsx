import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/amortization";
import { AmortizationTable } from "~/features/calculators/amortization-table";
import { BalanceChart } from "~/features/calculators/calculator-charts";
import {
  AMORTIZATION_INPUTS,
  acceptAmortization,
  computeAmortization,
  parseExtraKinds,
  readAmortization,
} from "~/features/calculators/calculator-forms";
import {
  numberFieldProps,
  MoneyField,
  MonthYearField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { ExtraPaymentFields } from "~/features/calculators/extra-payment-fields";
import { biweeklyNote, extraPaymentPhrases, joinPhrases } from "~/features/calculators/extras-text";
import { emitCollapse, useCollapseSignal } from "~/features/calculators/collapse-signal";
import {
  Assumptions,
  CalculatorLayout,
  FormActions,
  HELP,
  NO_RESULT,
  ResultHeadline,
  ResultItem,
  ResultList,
} from "~/features/calculators/results";
import { readTableState, TABLE_PARAM } from "~/features/calculators/schedule-table";
import { DEBOUNCE_MS, useCalculator } from "~/features/calculators/use-calculator";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { parseInputs } from "~/lib/format/field";
import { formatDuration } from "~/lib/format/duration";
import { laterMonth, parseMonthYear } from "~/lib/finance/month";
import { formatMonthLong } from "~/lib/format/month";
import { calculatorMeta } from "~/features/calculators/meta";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "amortization";
const FORM_ID = "amortization-form";
const PATH: `/calculators/${string}` = "/calculators/amortization";
const FIELD_NAMES = {
  loanAmount: "loan amount",
  loanTermYears: "loan term",
  interestRate: "interest rate",
  additionalPayment: "extra payment",
  yearlyPayment: "extra payment per year",
  yearlyPaymentMonth: "month of the yearly payment",
  oneTimePayment: "one-time payment",
  oneTimePaymentDate: "month of the one-time payment",
} as const;

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
    "See your monthly mortgage payment, payoff date and total interest, and how each payment splits between interest and principal, month by month or year by year.",
  );

export default function AmortizationCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const location = useLocation();
  const collapse = useCollapseSignal();
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readAmortization(params, today),
    accept: acceptAmortization,
    onInput: () => emitCollapse(collapse),
  });
  const texts = calc.values;
  const result = useMemo(() => computeAmortization(texts, today), [texts, today]);
  // The fields' messages come from the same texts and parser as the result.
  const num = useMemo(() => numberFieldProps(AMORTIZATION_INPUTS, texts), [texts]);
  const extraKinds = useMemo(() => parseExtraKinds(texts), [texts]);
  // The refused fields, named in the summary in form order.
  const refused = useMemo(() => {
    const errors = { ...parseInputs(AMORTIZATION_INPUTS, texts).errors, ...extraKinds.errors };
    return (Object.keys(FIELD_NAMES) as (keyof typeof FIELD_NAMES)[])
      .filter((name) => errors[name])
      .map((name) => FIELD_NAMES[name]);
  }, [texts, extraKinds]);
  // Only the first render's query matters: the table state a no-JavaScript button asked for.
  const [table] = useState(() =>
    readTableState(new URLSearchParams(location.search).get(TABLE_PARAM)),
  );

  // Spec 9: a value that is not a number (a 0-year term) shows "$0"; no result at all shows "—".
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const hasSchedule = Boolean(result && result.paymentCount > 0);
  const payoff = result?.payoffDate ? formatMonthLong(result.payoffDate) : NO_RESULT;
  const totalExtraCents = result?.schedule.totals.totalExtraCents ?? 0;
  const extraPhrases =
    result && extraKinds.extras
      ? extraPaymentPhrases(
          parseInputs(AMORTIZATION_INPUTS, texts).values?.additionalPayment ?? 0,
          extraKinds.extras,
          result.monthlyPaymentCents,
        )
      : [];
  // The recurring extras start this month, or with a first payment that is still ahead.
  const firstPayment = parseMonthYear(texts.startDate);
  const extrasFrom = formatMonthLong(firstPayment ? laterMonth(today, firstPayment) : today);
  const from = <>from {extrasFrom} on</>;

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-5">
      <MoneyField
        calculator={NAME}
        name="loanAmount"
        {...num("loanAmount")}
        label="Loan amount"
        defaultValue={texts.loanAmount}
        help={HELP.principal}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <YearsField
          calculator={NAME}
          name="loanTermYears"
          {...num("loanTermYears")}
          label="Loan term"
          hint="In years"
          defaultValue={texts.loanTermYears}
        />
        <PercentField
          calculator={NAME}
          name="interestRate"
          {...num("interestRate")}
          label="Interest rate"
          hint="Percent per year"
          defaultValue={texts.interestRate}
          help={HELP.interestRate}
        />
      </div>
      <MonthYearField
        calculator={NAME}
        name="startDate"
        label="First payment date"
        hint="Month and year, MM/YYYY"
        defaultValue={texts.startDate}
        help={HELP.startDate}
      />
      <fieldset className="mt-2" aria-describedby="amortization-extras-hint">
        <legend className="text-lg font-bold text-ink">Extra payments</legend>
        <p id="amortization-extras-hint" className="mt-1 text-sm text-muted">
          Each goes straight to principal, after the month&apos;s regular payment.
        </p>
        <div className="mt-5 grid gap-5">
          <MoneyField
            calculator={NAME}
            name="additionalPayment"
            {...num("additionalPayment")}
            label="Extra payment per month"
            hint={`Optional. Paid from ${extrasFrom} on, straight to principal.`}
            defaultValue={texts.additionalPayment}
            help={HELP.extraPayment}
          />
          <ExtraPaymentFields
            calculator={NAME}
            texts={texts}
            errors={extraKinds.errors}
            recurringFrom={from}
          />
        </div>
      </fieldset>
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      <ResultHeadline
        label="Monthly payment"
        name="monthlyPayment"
        value={money(result?.monthlyPaymentCents)}
        note={
          <>
            Principal and interest, per month. Taxes and insurance are not included.
            {result && texts.biweekly && hasSchedule ? (
              <> {biweeklyNote(result.monthlyPaymentCents)}</>
            ) : null}
          </>
        }
      />
      <ResultList label="Loan summary">
        <ResultItem
          label="Payoff date"
          name="payoffDate"
          value={payoff}
          note="Month of the last payment"
        />
        <ResultItem
          label="Total interest paid"
          name="totalInterest"
          value={money(result?.totalInterestCents)}
        />
        <ResultItem
          label="Total cost"
          name="totalCost"
          value={money(result?.totalCostCents)}
          note="Principal plus interest"
        />
        <ResultItem
          label="Number of payments"
          name="paymentCount"
          value={result ? String(result.paymentCount) : NO_RESULT}
          note={texts.biweekly && hasSchedule ? "Counted in months" : undefined}
        />
        <ResultItem
          label="Loan duration"
          name="loanDurationYears"
          value={result ? `${formatYears(result.loanDurationYears)} years` : NO_RESULT}
          note={
            result && hasSchedule && result.schedule.totals.duration.months !== 0
              ? formatDuration(result.schedule.totals.duration)
              : undefined
          }
        />
        <ResultItem
          label="Extra payments in total"
          name="totalExtraPayments"
          value={money(result ? totalExtraCents : undefined)}
          note="Every extra paid toward principal"
        />
      </ResultList>
      <p className="text-lg" aria-live="polite" data-summary="">
        {result && hasSchedule ? (
          <>
            Paying <strong>{money(result.monthlyPaymentCents)}</strong> a month
            {totalExtraCents > 0 && extraPhrases.length > 0 ? (
              <> plus {joinPhrases(extraPhrases)}</>
            ) : null}
            , you will pay off this{" "}
            {formatCentsAsCurrency(result.totalCostCents - result.totalInterestCents)} loan in{" "}
            <strong>{payoff}</strong> after {result.paymentCount} payments, paying{" "}
            <strong>{money(result.totalInterestCents)}</strong> in interest.
          </>
        ) : (
          <>
            {refused.length > 0
              ? `Correct the ${refused.join(" and the ")} to see the schedule.`
              : "Enter a loan amount, term, rate and first payment date (MM/YYYY) to see the schedule."}
          </>
        )}
      </p>
    </>
  );

  return (
    <CalculatorLayout
      title="Amortization calculator"
      intro={
        <p>
          See what a fixed-rate loan costs and how each payment is split between interest and
          principal as you pay it down (this is called amortization). Change any number and the
          results update as you type.
        </p>
      }
      form={form}
      results={results}
    >
      {result && hasSchedule ? (
        <>
          <BalanceChart
            schedule={result.schedule}
            title="Loan balance over time"
            description={
              totalExtraCents > 0
                ? "Principal and interest paid so far, and the balance remaining, at the end of each year, with your extra payments."
                : undefined
            }
          />
          <AmortizationTable
            calculator={NAME}
            formId={FORM_ID}
            entries={result.schedule.entries}
            initialUnit={table.unit}
            initialExpanded={table.expanded}
            collapseSignal={collapse}
            extraColumn={totalExtraCents > 0}
            description={
              totalExtraCents > 0
                ? "Payment, interest, principal, extra principal and the balance left after each payment."
                : "Payment, interest, principal (extra payments included) and the balance left after each payment."
            }
          />
        </>
      ) : null}
      <Assumptions
        items={[
          "Principal and interest only: property taxes, homeowners insurance, mortgage insurance (PMI) and HOA dues are not included.",
          "The interest rate stays fixed for the whole term, and every payment is made in full and on time.",
          "Interest is charged monthly at one twelfth of the yearly rate; the monthly payment is rounded to the cent and the last payment clears what is left.",
          `Extra payments go entirely to principal, after the month's regular payment. The monthly and yearly extras and biweekly payments start in ${formatMonthLong(today)} (or with the first payment, if later); a one-time payment is made in its month.`,
          "Biweekly: half the monthly payment every two weeks, 26 half-payments a year. 24 of them make the 12 monthly payments; the rest (about one monthly payment) is credited to principal with every 12th payment, as lenders that credit biweekly payments monthly do.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and payment depend on your application.",
        ]}
      />
    </CalculatorLayout>
  );
}

function formatYears(years: number): string {
  return String(Math.round(years * 100) / 100);
}
