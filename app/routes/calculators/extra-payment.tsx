import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/extra-payment";
import { AmortizationTable } from "~/features/calculators/amortization-table";
import { BalanceComparisonChart } from "~/features/calculators/calculator-charts";
import {
  EXTRA_PAYMENT_INPUTS,
  acceptExtraPayment,
  computeExtraPayment,
  parseExtraKinds,
  readExtraPayment,
} from "~/features/calculators/calculator-forms";
import {
  numberFieldProps,
  MoneyField,
  MonthYearField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { emitCollapse, useCollapseSignal } from "~/features/calculators/collapse-signal";
import { ExtraPaymentFields } from "~/features/calculators/extra-payment-fields";
import { biweeklyNote, extraPaymentPhrases, joinPhrases } from "~/features/calculators/extras-text";
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
import { formatPaidOffEarlier } from "~/lib/format/duration";
import { formatMonthLong } from "~/lib/format/month";
import { calculatorMeta } from "~/features/calculators/meta";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "extra-payment";
const FORM_ID = "extra-payment-form";
const PATH: `/calculators/${string}` = "/calculators/extra-payment";

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
    "See how much interest and time you save by paying extra on your mortgage: every month, once a year, once, or biweekly, starting from a date you choose.",
  );

export default function ExtraPaymentCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const location = useLocation();
  const collapse = useCollapseSignal();
  const [resetTo, setResetTo] = useState<string | null>(null);
  // Controlled, so a reset to the loan start shows in the field (spec 5).
  const [extraStart, setExtraStart] = useState(
    () => readExtraPayment(new URLSearchParams(location.search), today).extraStartDate,
  );
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readExtraPayment(params, today),
    // Spec 5: an invalid date in either field skips the recalculation silently; an extra start
    // before the loan start is reset to it, and the field shows the reset value.
    accept: (params) =>
      acceptExtraPayment(params, (startDate) => {
        setExtraStart(startDate);
        setResetTo(startDate);
      }),
    onInput: () => {
      setResetTo(null);
      emitCollapse(collapse);
    },
  });
  const texts = calc.values;
  const result = useMemo(() => computeExtraPayment(texts), [texts]);
  // The fields' messages come from the same texts and parser as the result.
  const num = useMemo(() => numberFieldProps(EXTRA_PAYMENT_INPUTS, texts), [texts]);
  const extraKinds = useMemo(() => parseExtraKinds(texts), [texts]);
  const refused =
    Object.keys(extraKinds.errors).length > 0 ||
    parseInputs(EXTRA_PAYMENT_INPUTS, texts).values === null;
  const [table] = useState(() =>
    readTableState(new URLSearchParams(location.search).get(TABLE_PARAM)),
  );

  // Spec 9: a value that is not a number (a 0-year term) shows "$0"; no result at all shows "—".
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const standardPayoff = result?.standard.totals.payoffDate;
  const newPayoff = result?.withExtra.totals.payoffDate;
  const hasSchedule = Boolean(result && result.withExtra.entries.length > 0);
  const totalExtraCents = result?.withExtra.totals.totalExtraCents ?? 0;
  const extraPhrases =
    result && extraKinds.extras
      ? extraPaymentPhrases(
          parseInputs(EXTRA_PAYMENT_INPUTS, texts).values?.additionalPayment ?? 0,
          extraKinds.extras,
          result.standardPaymentCents,
        )
      : [];
  const lines = useMemo(
    () =>
      result
        ? [
            { label: "Without extra payments", entries: result.standard.entries },
            { label: "With extra payments", entries: result.withExtra.entries },
          ]
        : [],
    [result],
  );

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
        <PercentField
          calculator={NAME}
          name="interestRate"
          {...num("interestRate")}
          label="Interest rate"
          hint="Percent per year"
          defaultValue={texts.interestRate}
          help={HELP.interestRate}
        />
        <YearsField
          calculator={NAME}
          name="loanTermYears"
          {...num("loanTermYears")}
          label="Loan term"
          hint="In years"
          defaultValue={texts.loanTermYears}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MonthYearField
          calculator={NAME}
          name="startDate"
          label="First payment date"
          hint="MM/YYYY"
          defaultValue={texts.startDate}
          help={HELP.startDate}
        />
        <MonthYearField
          calculator={NAME}
          name="extraStartDate"
          label="Extra starts"
          hint="MM/YYYY"
          help="Extra payments cannot start before the loan's first payment; an earlier month is moved to the first payment."
          value={extraStart}
          onChange={setExtraStart}
        />
      </div>
      <p role="status" className={resetTo ? "-mt-3 text-sm font-medium text-warn" : "sr-only"}>
        {resetTo
          ? `Extra payments cannot start before the loan, so they now start in ${resetTo}.`
          : ""}
      </p>
      <MoneyField
        calculator={NAME}
        name="additionalPayment"
        {...num("additionalPayment")}
        label="Extra payment per month"
        hint="Added to every payment from the start month, straight to principal"
        defaultValue={texts.additionalPayment}
        help={HELP.extraPayment}
      />
      <fieldset className="mt-2" aria-describedby="extra-payment-extras-hint">
        <legend className="text-lg font-bold text-ink">More ways to pay extra</legend>
        <p id="extra-payment-extras-hint" className="mt-1 text-sm text-muted">
          Optional. Each goes straight to principal, after the month&apos;s regular payment.
        </p>
        <div className="mt-5 grid gap-5">
          <ExtraPaymentFields
            calculator={NAME}
            texts={texts}
            errors={extraKinds.errors}
            recurringFrom="from the start month"
          />
        </div>
      </fieldset>
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      <ResultHeadline
        label="Total interest savings"
        name="interestSavings"
        value={money(result?.interestSavingsCents)}
        note="Interest you would not pay over the life of the loan."
      />
      <ResultList label="Payments and payoff">
        <ResultItem
          label="Standard monthly payment"
          name="standardPayment"
          value={money(result?.standardPaymentCents)}
          note="Principal and interest"
        />
        <ResultItem
          label="New monthly payment"
          name="newPayment"
          value={money(result?.newPaymentCents)}
          note={
            result && texts.biweekly && hasSchedule
              ? `With the extra monthly payment. ${biweeklyNote(result.standardPaymentCents)}`
              : "With the extra monthly payment"
          }
        />
        <ResultItem
          label="Paid off"
          name="paidOffEarlier"
          value={result && hasSchedule ? formatPaidOffEarlier(result.paidOffEarlier) : NO_RESULT}
        />
        <ResultItem
          label="New payoff date"
          name="newPayoffDate"
          value={newPayoff ? formatMonthLong(newPayoff) : NO_RESULT}
          note={standardPayoff ? `Instead of ${formatMonthLong(standardPayoff)}` : undefined}
        />
        <ResultItem
          label="Extra payments in total"
          name="totalExtraPayments"
          value={money(result ? totalExtraCents : undefined)}
          note="Every extra paid toward principal"
        />
      </ResultList>
      <p className="text-lg" aria-live="polite" data-summary="">
        {result && hasSchedule && newPayoff && standardPayoff ? (
          result.monthsEarlier > 0 ? (
            <>
              Paying {joinPhrases(extraPhrases)}, you would pay off the loan in{" "}
              <strong>{formatMonthLong(newPayoff)}</strong> instead of{" "}
              {formatMonthLong(standardPayoff)} and save{" "}
              <strong>{money(result.interestSavingsCents)}</strong> in interest.
            </>
          ) : result.interestSavingsCents > 0 ? (
            <>
              Paying {joinPhrases(extraPhrases)} would save{" "}
              <strong>{money(result.interestSavingsCents)}</strong> in interest; the loan would
              still end in {formatMonthLong(newPayoff)}.
            </>
          ) : (
            <>Add an extra payment to see how much sooner you could pay off the loan.</>
          )
        ) : (
          <>
            {refused
              ? "Correct the fields marked above to see your savings."
              : "Enter the loan and both dates (MM/YYYY) to see your savings."}
          </>
        )}
      </p>
    </>
  );

  return (
    <CalculatorLayout
      title="Extra payment calculator"
      intro={
        <p>
          Paying a little more goes straight to principal, so you pay less interest and own your
          home sooner. See what extra payments would save: every month, once a year, once, or half
          your payment every two weeks, starting from the month you choose.
        </p>
      }
      form={form}
      results={results}
    >
      {result && hasSchedule ? (
        <>
          {totalExtraCents > 0 ? (
            <BalanceComparisonChart
              lines={lines}
              title="Loan balance with and without extra payments"
              description="The balance left at the end of each year, paying only the regular payment and paying your extras too."
            />
          ) : null}
          <AmortizationTable
            calculator={NAME}
            formId={FORM_ID}
            entries={result.withExtra.entries}
            initialUnit={table.unit}
            initialExpanded={table.expanded}
            collapseSignal={collapse}
            title="Amortization schedule with extra payments"
            extraColumn={totalExtraCents > 0}
            description={
              totalExtraCents > 0
                ? "Each payment includes the extras of its month, shown in the extra principal column."
                : "Payment, interest, principal and the balance left after each payment."
            }
          />
        </>
      ) : null}
      <Assumptions
        items={[
          "Principal and interest only: property taxes, homeowners insurance, PMI and HOA dues are not included.",
          "The interest rate stays fixed for the whole term, and every payment is made in full and on time.",
          "Extra payments go entirely to principal, after the month's regular payment; your lender may need you to mark them as principal payments. The monthly and yearly extras and biweekly payments start in the start month you choose; a one-time payment is made in its month.",
          "Biweekly: half the monthly payment every two weeks, 26 half-payments a year. 24 of them make the 12 monthly payments; the rest (about one monthly payment) is credited to principal with every 12th payment, as lenders that credit biweekly payments monthly do.",
          "Check that your loan has no prepayment penalty before paying extra.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend.",
        ]}
      />
    </CalculatorLayout>
  );
}
