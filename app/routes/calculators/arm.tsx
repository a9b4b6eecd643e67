import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/arm";
import {
  ARM_CHOICES,
  ARM_INPUTS,
  acceptArm,
  computeArm,
  parseArm,
  readArm,
  type ArmField,
} from "~/features/calculators/arm-form";
import { ArmRateTable } from "~/features/calculators/arm-rate-table";
import { ArmPaymentChart } from "~/features/calculators/calculator-charts";
import {
  MoneyField,
  MonthYearField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { ChoiceField } from "~/features/calculators/choice-field";
import { calculatorMeta } from "~/features/calculators/meta";
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
import { DEBOUNCE_MS, useCalculator } from "~/features/calculators/use-calculator";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatMonthLong } from "~/lib/format/month";
import { formatPercent } from "~/lib/format/percent";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "arm";
const FORM_ID = "arm-form";
const PATH: `/calculators/${string}` = "/calculators/arm";

/** The fields in form order, as the summary names them when they are refused. */
const FIELD_NAMES: Record<ArmField, string> = {
  loanAmount: "loan amount",
  loanTermYears: "loan term",
  startDate: "first payment date",
  initialRate: "starting rate",
  initialPeriodYears: "fixed period",
  adjustmentMonths: "adjustment interval",
  initialCap: "initial cap",
  periodicCap: "periodic cap",
  lifetimeCap: "lifetime cap",
  margin: "margin",
  indexRate: "index",
};

const ARM_HELP = {
  initialRate: "The rate you pay for the fixed period at the start of the loan.",
  initialPeriodYears:
    "How long the starting rate lasts. A 5/6 ARM is fixed for 5 years, a 7/6 ARM for 7.",
  adjustmentMonths:
    "How often the rate can change once the fixed period ends: every 6 months (a 5/6 ARM) or once a year (a 5/1 ARM).",
  initialCap:
    "The most the rate can move, up or down, at the first adjustment. It is the first number of caps written like 2/1/5.",
  periodicCap:
    "The most the rate can move at each adjustment after the first. The second number of 2/1/5.",
  lifetimeCap:
    "The most the rate can ever rise above the starting rate. The third number of 2/1/5: 5.75% can never go above 10.75%.",
  margin:
    "Points the lender adds to the index to set your rate. It is fixed in your note; we also take it as the floor, the lowest the rate can go.",
  indexRate:
    "The market rate your loan follows, usually the 30-day average SOFR. Enter today's value to see what happens if it stays there.",
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
    "See what an adjustable-rate mortgage could cost once its fixed period ends: the payment at the first adjustment, the most its caps allow, and the payment if the index stays where it is.",
  );

export default function ArmCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readArm(params, today),
    accept: acceptArm,
  });
  const texts = calc.values;
  // The fields' messages and the result come from the same texts and parsers.
  const parsed = useMemo(() => parseArm(texts), [texts]);
  const result = useMemo(() => computeArm(texts), [texts]);
  const num = (name: keyof typeof ARM_INPUTS) => ({
    input: ARM_INPUTS[name],
    error: parsed.errors[name],
  });
  const refused = (Object.keys(FIELD_NAMES) as ArmField[])
    .filter((name) => parsed.errors[name])
    .map((name) => FIELD_NAMES[name]);

  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const firstDate = result ? formatMonthLong(result.firstAdjustment.date) : "";
  const worstFirst = result?.firstAdjustedWorstCase;
  const indexedFirst = result?.firstAdjustedIndexUnchanged;
  const fixedYears = parsed.values?.initialPeriodYears;

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-8">
      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">The loan</legend>
        <MoneyField
          calculator={NAME}
          name="loanAmount"
          {...num("loanAmount")}
          label="Loan amount"
          defaultValue={texts.loanAmount}
          help={HELP.principal}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <YearsField
            calculator={NAME}
            name="loanTermYears"
            {...num("loanTermYears")}
            label="Loan term"
            hint="In years"
            defaultValue={texts.loanTermYears}
          />
          <MonthYearField
            calculator={NAME}
            name="startDate"
            label="First payment date"
            hint="MM/YYYY"
            defaultValue={texts.startDate}
            error={parsed.errors.startDate}
            help={HELP.startDate}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">The starting rate</legend>
        <PercentField
          calculator={NAME}
          name="initialRate"
          {...num("initialRate")}
          label="Starting interest rate"
          hint="Percent per year, for the fixed period"
          defaultValue={texts.initialRate}
          help={ARM_HELP.initialRate}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <ChoiceField
            calculator={NAME}
            name="initialPeriodYears"
            label="Fixed for"
            input={ARM_CHOICES.initialPeriodYears}
            optionLabel={(years) => `${years} years`}
            defaultValue={texts.initialPeriodYears}
            error={parsed.errors.initialPeriodYears}
            help={ARM_HELP.initialPeriodYears}
          />
          <ChoiceField
            calculator={NAME}
            name="adjustmentMonths"
            label="Then adjusts"
            input={ARM_CHOICES.adjustmentMonths}
            optionLabel={(months) => (months === 12 ? "Once a year" : `Every ${months} months`)}
            defaultValue={texts.adjustmentMonths}
            error={parsed.errors.adjustmentMonths}
            help={ARM_HELP.adjustmentMonths}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-5" aria-describedby="arm-caps-hint">
        <legend className="mb-1 text-lg font-semibold">Caps</legend>
        <p id="arm-caps-hint" className="-mt-1 text-sm text-muted">
          In percentage points, as your Loan Estimate writes them: 2/1/5 is an initial cap of 2, a
          periodic cap of 1 and a lifetime cap of 5. Most 5/6 SOFR ARMs have 2/1/5; 7/6 and 10/6
          ARMs often 5/1/5.
        </p>
        <div className="grid items-end gap-5 sm:grid-cols-3">
          <PercentField
            calculator={NAME}
            name="initialCap"
            {...num("initialCap")}
            label="Initial cap"
            defaultValue={texts.initialCap}
            help={ARM_HELP.initialCap}
          />
          <PercentField
            calculator={NAME}
            name="periodicCap"
            {...num("periodicCap")}
            label="Periodic cap"
            defaultValue={texts.periodicCap}
            help={ARM_HELP.periodicCap}
          />
          <PercentField
            calculator={NAME}
            name="lifetimeCap"
            {...num("lifetimeCap")}
            label="Lifetime cap"
            defaultValue={texts.lifetimeCap}
            help={ARM_HELP.lifetimeCap}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">Index and margin</legend>
        <div className="grid items-end gap-5 sm:grid-cols-2">
          <PercentField
            calculator={NAME}
            name="margin"
            {...num("margin")}
            label="Margin"
            hint="Percentage points"
            defaultValue={texts.margin}
            help={ARM_HELP.margin}
          />
          <PercentField
            calculator={NAME}
            name="indexRate"
            {...num("indexRate")}
            label="Index today"
            hint="Such as 30-day SOFR"
            defaultValue={texts.indexRate}
            help={ARM_HELP.indexRate}
          />
        </div>
      </fieldset>
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      <ResultHeadline
        label="Starting monthly payment"
        name="initialPayment"
        value={money(result?.initialPaymentCents)}
        note={
          fixedYears && result
            ? `Principal and interest for the first ${fixedYears} years, at ${formatPercent(result.worstCase.changes[0]?.ratePercent ?? 0)}.`
            : "Principal and interest during the fixed period."
        }
      />
      <ResultList label={`At the first adjustment${firstDate ? `, ${firstDate}` : ""}`}>
        <ResultItem
          label="Worst case at the first adjustment"
          name="firstAdjustedPayment"
          value={money(worstFirst?.paymentCents)}
          note={
            worstFirst
              ? `From ${firstDate}, at ${formatPercent(worstFirst.ratePercent)}`
              : undefined
          }
        />
        <ResultItem
          label="If the index stays where it is"
          name="indexedPayment"
          value={money(indexedFirst?.paymentCents)}
          note={
            result && indexedFirst
              ? `From ${firstDate}, at ${formatPercent(indexedFirst.ratePercent)} (fully indexed: ${formatPercent(result.fullyIndexedRatePercent)})`
              : undefined
          }
        />
      </ResultList>
      <ResultList label="The worst case">
        <ResultItem
          label="Highest rate"
          name="maxRate"
          value={result ? formatPercent(result.maxRatePercent) : NO_RESULT}
          note={
            result
              ? `The starting rate plus the lifetime cap is ${formatPercent(result.ceilingPercent)}`
              : undefined
          }
        />
        <ResultItem
          label="Highest monthly payment"
          name="maxPayment"
          value={money(result?.maxPayment.paymentCents)}
        />
        <ResultItem
          label="Highest payment starts"
          name="maxPaymentDate"
          value={result ? formatMonthLong(result.maxPayment.date) : NO_RESULT}
          note={result ? `Payment ${result.maxPayment.number}` : undefined}
        />
      </ResultList>
      <p className="text-lg" aria-live="polite" data-summary="">
        {result && worstFirst && indexedFirst ? (
          <>
            Your payment starts at <strong>{money(result.initialPaymentCents)}</strong> a month. In{" "}
            {firstDate} it could rise to <strong>{money(worstFirst.paymentCents)}</strong>; if the
            index stays where it is, it would be {money(indexedFirst.paymentCents)}. In the worst
            case it reaches <strong>{money(result.maxPayment.paymentCents)}</strong> from{" "}
            {formatMonthLong(result.maxPayment.date)}. Make sure you could afford that.
          </>
        ) : refused.length > 0 ? (
          `Correct the ${refused.join(" and the ")} to see the payments.`
        ) : (
          "Enter a loan amount above $0 to see the payments."
        )}
      </p>
    </>
  );

  return (
    <CalculatorLayout
      title="Adjustable-rate mortgage (ARM) calculator"
      formTitle="Your ARM"
      stickyResults
      intro={
        <>
          <p>
            See what an adjustable-rate mortgage could cost once its fixed period ends: the payment
            at the first adjustment, the most the caps allow, and the payment if the index stays
            where it is today.
          </p>
          <p className="mt-2 text-base">
            We start you with a common loan, a 30-year 5/6 SOFR ARM with 2/1/5 caps (an example
            rate, not a quote). Copy the index, margin and caps from your Loan Estimate&apos;s
            adjustable interest rate table.{" "}
            <Link to="/learn/fixed-vs-adjustable-rate-mortgages" className="text-accent underline">
              How ARMs work
            </Link>
          </p>
        </>
      }
      form={form}
      results={results}
    >
      {result && parsed.values ? (
        <>
          <ArmPaymentChart result={result} adjustmentMonths={parsed.values.adjustmentMonths} />
          <ArmRateTable calculator={NAME} result={result} />
        </>
      ) : null}
      <Assumptions
        items={[
          "Principal and interest only: property taxes, homeowners insurance, mortgage insurance and HOA dues are not included.",
          "Worst case: at every adjustment the rate rises by as much as the caps allow (the initial cap at the first adjustment, the periodic cap after that) until it reaches the starting rate plus the lifetime cap.",
          "Index unchanged: at every adjustment the rate moves toward the index you entered plus the margin (the fully indexed rate), within the same caps. Notes often round this to the nearest 0.125%; we use the sum as entered.",
          "The rate never falls below the margin (the floor most SOFR ARMs have); your note may set a different floor.",
          "Each time the rate changes, the balance left is spread over the months left of the term, so the loan is still paid off on time; payments are rounded to the cent and the last one clears what is left.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate, index, margin and caps are in your Loan Estimate.",
        ]}
      />
    </CalculatorLayout>
  );
}
