import { useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/mortgage-payment";
import { Tooltip } from "~/components/ui/tooltip";
import { AmortizationTable } from "~/features/calculators/amortization-table";
import { BalanceChart } from "~/features/calculators/calculator-charts";
import { PaymentDonut } from "~/features/calculators/payment-donut";
import {
  DOWN_PAYMENT_PERCENT_SLIDER,
  MORTGAGE_PAYMENT_INPUTS,
  computeMortgagePayment,
  readMortgagePayment,
} from "~/features/calculators/calculator-forms";
import {
  MoneyField,
  numberFieldProps,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { CashToCloseLink } from "~/features/calculators/cash-to-close-link";
import { emitCollapse, useCollapseSignal } from "~/features/calculators/collapse-signal";
import {
  homePriceDollars,
  updateLinked,
  type LinkedField,
  type LinkedTexts,
} from "~/features/calculators/linked-fields";
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
import { addMonths } from "~/lib/finance/month";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatDuration } from "~/lib/format/duration";
import { formatMonthLong } from "~/lib/format/month";
import { formatPercent } from "~/lib/format/percent";
import { calculatorMeta } from "~/features/calculators/meta";
import { getToday } from "~/utils/today.server";

const NAME = "mortgage-payment";
const FORM_ID = "mortgage-payment-form";
const PATH: `/calculators/${string}` = "/calculators/mortgage-payment";

export function loader() {
  const today = getToday();
  return { today: { year: today.year, month: today.month } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "Estimate your full monthly mortgage payment: principal and interest, property taxes, homeowners insurance, HOA dues and PMI, with the date PMI can be cancelled.",
  );

export default function MortgagePaymentCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const location = useLocation();
  const collapse = useCollapseSignal();
  const pmiId = useId();
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.mortgagePayment,
    parse: (params) => readMortgagePayment(params),
    onInput: () => emitCollapse(collapse),
  });
  const texts = calc.values;
  const result = useMemo(() => computeMortgagePayment(texts, today), [texts, today]);
  // The fields' messages come from the same texts and parser as the result.
  const num = useMemo(() => numberFieldProps(MORTGAGE_PAYMENT_INPUTS, texts), [texts]);
  const [table] = useState(() =>
    readTableState(new URLSearchParams(location.search).get(TABLE_PARAM)),
  );
  // The five linked fields are controlled: typing in one rewrites the others (spec 5).
  const [linked, setLinked] = useState<LinkedTexts>(() => ({
    homePrice: texts.homePrice,
    downPayment: texts.downPayment,
    downPaymentPercent: texts.downPaymentPercent,
    propertyTax: texts.propertyTax,
    propertyTaxPercent: texts.propertyTaxPercent,
  }));
  const link = (field: LinkedField) => ({
    value: linked[field],
    onChange: (text: string) => setLinked((current) => updateLinked(current, field, text)),
  });

  // Spec 9: a value that is not a number (a 0-year term) shows "$0"; no result at all shows "—".
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const hasSchedule = Boolean(result && result.schedule.entries.length > 0);
  const start = addMonths(today, 1);

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-5">
      <MoneyField
        calculator={NAME}
        name="homePrice"
        {...num("homePrice")}
        label="Home price"
        {...link("homePrice")}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <MoneyField
          calculator={NAME}
          name="downPayment"
          {...num("downPayment")}
          label="Down payment"
          hint="In dollars"
          {...link("downPayment")}
        />
        <PercentField
          calculator={NAME}
          name="downPaymentPercent"
          {...num("downPaymentPercent")}
          label="Down payment percent"
          hint="Of the home price"
          {...link("downPaymentPercent")}
          slider={{ range: DOWN_PAYMENT_PERCENT_SLIDER, baseDollars: homePriceDollars(linked) }}
        />
      </div>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          calculator={NAME}
          name="propertyTax"
          {...num("propertyTax")}
          label="Property tax"
          hint="Per year, in dollars"
          help={HELP.propertyTax}
          {...link("propertyTax")}
        />
        <PercentField
          calculator={NAME}
          name="propertyTaxPercent"
          {...num("propertyTaxPercent")}
          label="Property tax percent"
          hint="Of the loan, per year"
          {...link("propertyTaxPercent")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField
          calculator={NAME}
          name="homeInsurance"
          {...num("homeInsurance")}
          label="Home insurance"
          hint="Per year"
          help={HELP.escrow}
          defaultValue={texts.homeInsurance}
        />
        <MoneyField
          calculator={NAME}
          name="hoaDues"
          {...num("hoaDues")}
          label="HOA dues"
          hint="Per month"
          help={HELP.hoa}
          defaultValue={texts.hoaDues}
        />
      </div>
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          id={pmiId}
          name="includePmi"
          value="on"
          defaultChecked={texts.includePmi}
          className="size-6 shrink-0 accent-accent"
        />
        <label htmlFor={pmiId} className="font-medium">
          Include PMI when the down payment is under 20%
        </label>
        <Tooltip content={HELP.pmi} label="More about PMI" />
      </div>
      <FormActions calculator={NAME} />
    </form>
  );

  const pmi = result?.pmi;
  const pmiNote = !result
    ? null
    : result.monthlyPmiCents > 0
      ? `PMI at ${formatPercent(result.pmiAnnualRatePercent)} a year of the loan amount.`
      : texts.includePmi
        ? "No PMI: the down payment is 20% or more."
        : "PMI not included.";

  const results = (
    <>
      <ResultHeadline
        label="Total monthly payment"
        name="monthlyPayment"
        value={money(result?.monthlyPaymentCents)}
        note="Principal and interest, property tax, home insurance, HOA dues and PMI, per month."
      />
      <ResultList label="Monthly payment breakdown">
        <ResultItem
          label="Principal and interest"
          name="principalAndInterest"
          value={money(result?.principalAndInterestCents)}
          help={HELP.amortization}
        />
        <ResultItem
          label="Property taxes"
          name="monthlyTaxes"
          value={money(result?.monthlyTaxesCents)}
          note="Per month"
        />
        <ResultItem
          label="Home insurance"
          name="monthlyInsurance"
          value={money(result?.monthlyInsuranceCents)}
          note="Per month"
        />
        <ResultItem
          label="PMI"
          name="monthlyPmi"
          value={money(result?.monthlyPmiCents)}
          help={HELP.pmi}
          note={pmiNote}
        />
        <ResultItem
          label="HOA dues"
          name="monthlyHoa"
          value={money(result?.monthlyHoaCents)}
          note="Per month"
        />
      </ResultList>
      <ResultList label="Loan details">
        <ResultItem
          label="Loan amount"
          name="loanAmount"
          value={money(result?.loanAmountCents)}
          note="Home price minus down payment"
        />
        <ResultItem
          label="Total interest"
          name="totalInterest"
          value={hasSchedule ? money(result?.totalInterestCents) : NO_RESULT}
        />
        <ResultItem
          label="Payoff date"
          name="payoffDate"
          value={result?.payoffDate ? formatMonthLong(result.payoffDate) : NO_RESULT}
          note={`First payment ${formatMonthLong(start)}`}
        />
        <ResultItem
          label="Overall term"
          name="overallTerm"
          value={hasSchedule && result ? formatDuration(result.overallTerm) : NO_RESULT}
        />
        {pmi ? (
          <>
            <ResultItem
              label="Ask to cancel PMI"
              name="pmiRequestCancellation"
              value={
                pmi.requestCancellationMonth
                  ? formatMonthLong(pmi.requestCancellationMonth)
                  : "From the start"
              }
              note="When the balance reaches 80% of the home price"
            />
            <ResultItem
              label="PMI ends automatically"
              name="pmiAutomaticTermination"
              value={
                pmi.automaticTerminationMonth
                  ? formatMonthLong(pmi.automaticTerminationMonth)
                  : "From the start"
              }
              note="When the balance reaches 78% (or halfway through the term)"
            />
          </>
        ) : null}
      </ResultList>
      <CashToCloseLink texts={texts} />
    </>
  );

  return (
    <CalculatorLayout
      title="Mortgage payment calculator"
      intro={
        <p>
          Your monthly payment is more than principal and interest. Add property taxes, home
          insurance, HOA dues and private mortgage insurance (PMI) to see what you would pay each
          month.
        </p>
      }
      form={form}
      results={results}
    >
      {result && hasSchedule ? (
        <>
          <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
            <section aria-labelledby="payment-split" className="calculator-chart">
              <h2 id="payment-split" className="text-2xl font-bold">
                Where your payment goes
              </h2>
              <div className="mt-4">
                <PaymentDonut
                  hoaCents={result.monthlyHoaCents}
                  insuranceCents={result.monthlyInsuranceCents}
                  pmiCents={result.monthlyPmiCents}
                  principalAndInterestCents={result.principalAndInterestCents}
                  taxesCents={result.monthlyTaxesCents}
                />
              </div>
            </section>
            <BalanceChart schedule={result.schedule} title="Yearly amortization" className="" />
          </div>
          <AmortizationTable
            calculator={NAME}
            formId={FORM_ID}
            entries={result.schedule.entries}
            initialUnit={table.unit}
            initialExpanded={table.expanded}
            collapseSignal={collapse}
            description="Principal and interest only: taxes, insurance, HOA dues and PMI are not part of these rows."
          />
        </>
      ) : null}
      <Assumptions
        items={[
          "A fixed-rate loan: the interest rate stays the same for the whole term.",
          `The first payment is in ${formatMonthLong(start)}, one month from now.`,
          "Property tax and home insurance are your yearly amounts divided by 12 (often paid through an escrow account); HOA dues are monthly. Real bills change from year to year.",
          "PMI is estimated from the down payment: 1% a year of the loan amount below 5% down, 0.75% below 10%, 0.5% below 15%, 0.38% below 20%, none at 20% or more. Real PMI also depends on your credit score and the insurer.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and payment depend on your application.",
        ]}
      />
    </CalculatorLayout>
  );
}
