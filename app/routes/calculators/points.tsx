import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/points";
import { MoneyField, PercentField, YearsField } from "~/features/calculators/calculator-fields";
import { nextMonth } from "~/features/calculators/calculator-forms";
import { calculatorMeta } from "~/features/calculators/meta";
import {
  OPTION_NUMBERS,
  POINTS_INPUTS,
  readPointsForm,
  readPointsResult,
  type OptionNumber,
  type PointsField,
} from "~/features/calculators/points-form";
import { breakEvenText, optionTitle } from "~/features/calculators/points-text";
import {
  Assumptions,
  CalculatorLayout,
  FormActions,
  HELP,
  NO_RESULT,
  ResultItem,
  ResultList,
} from "~/features/calculators/results";
import { DEBOUNCE_MS, useCalculator } from "~/features/calculators/use-calculator";
import type { PointsOptionResult } from "~/lib/finance/points";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatDuration } from "~/lib/format/duration";
import { formatPercent } from "~/lib/format/percent";
import { splitMonths } from "~/lib/finance/month";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "points";
const PATH: `/calculators/${string}` = "/calculators/points";

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
    "Compare up to four rate and points options, lender credits included: the monthly payment, the cost at closing, the break-even month, the cost over the years you keep the loan and the APR of each.",
  );

const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });

function fieldLabel(name: PointsField): string {
  if (name === "loanAmount") return "loan amount";
  if (name === "loanTermYears") return "loan term";
  if (name === "yearsInHome") return "years you keep the loan";
  const n = name.slice(-1);
  return name.startsWith("rate") ? `rate of option ${n}` : `points of option ${n}`;
}

export default function PointsCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: readPointsForm,
  });
  const texts = calc.values;
  const { result, numbers, errors } = useMemo(
    () => readPointsResult(texts, nextMonth(today)),
    [texts, today],
  );
  const num = (name: PointsField) => ({ input: POINTS_INPUTS[name], error: errors[name] });
  const refused = (Object.keys(POINTS_INPUTS) as PointsField[])
    .filter((name) => errors[name])
    .map(fieldLabel);

  const horizon = result ? formatDuration(splitMonths(result.horizonMonths)) : "";
  const referenceNumber = result ? numbers[result.referenceIndex] : undefined;
  const cheapestNumber = result ? numbers[result.cheapestIndex] : undefined;
  const cheapest = result ? result.options[result.cheapestIndex] : undefined;

  const form = (
    <form {...calc.formProps} data-calculator={NAME} className="grid gap-6">
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
        <YearsField
          calculator={NAME}
          name="yearsInHome"
          {...num("yearsInHome")}
          label="Years you keep the loan"
          hint="Until you sell or refinance"
          defaultValue={texts.yearsInHome}
        />
      </div>
      <p className="text-sm text-muted">
        For each offer, enter its rate and its points as a percent of the loan. Enter a lender
        credit as negative points: -0.5 for a credit of half a percent of the loan.
      </p>
      {OPTION_NUMBERS.map((n) => (
        <fieldset key={n} className="grid min-w-0 gap-4">
          <legend className="mb-3 text-lg font-semibold">
            Option {n}
            {n > 2 ? <span className="ml-1 text-sm font-normal text-muted">(optional)</span> : null}
          </legend>
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <PercentField
              calculator={NAME}
              name={`rate${n}`}
              {...num(`rate${n}`)}
              label="Interest rate"
              hint="Percent per year"
              defaultValue={texts[`rate${n}`]}
            />
            <PercentField
              calculator={NAME}
              name={`points${n}`}
              {...num(`points${n}`)}
              label="Points"
              hint="Percent of loan"
              defaultValue={texts[`points${n}`]}
              help="One point is 1% of the loan amount, paid at closing for a lower rate. A lender credit works the other way: enter -0.5 for a credit of half a percent of the loan, with a higher rate."
            />
          </div>
        </fieldset>
      ))}
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      <p
        className="rounded-card border-l-4 border-good bg-good/10 p-5 text-lg"
        aria-live="polite"
        data-summary=""
      >
        {result && cheapest && cheapestNumber !== undefined ? (
          <>
            Kept {horizon}, <strong data-output="cheapestOption">Option {cheapestNumber}</strong> (
            {optionTitle(cheapest.ratePercent, cheapest.pointsPercent)}) costs the least:{" "}
            <strong>{money(cheapest.horizonCostCents)}</strong> in points and interest.
          </>
        ) : (
          <>
            <span data-output="cheapestOption">{NO_RESULT}</span>{" "}
            {refused.length > 0
              ? `Correct the ${refused.join(" and the ")} to compare the options.`
              : "Enter the loan and at least two options to compare them."}
          </>
        )}
      </p>
      {numbers.map((n, index) => (
        <OptionCard
          key={n}
          number={n}
          option={result?.options[index]}
          cheapest={n === cheapestNumber}
          reference={referenceNumber}
          referenceOption={result ? result.options[result.referenceIndex] : undefined}
          horizon={horizon}
        />
      ))}
    </>
  );

  return (
    <CalculatorLayout
      title="Points and lender credits calculator"
      formTitle="Your loan and the offers"
      stickyResults
      intro={
        <p>
          Lenders offer the same loan at several rates: a lower rate if you pay points at closing, a
          higher one with a credit toward your closing costs. Enter up to four offers to see which
          one costs least for as long as you expect to keep the loan.
        </p>
      }
      form={form}
      results={results}
    >
      <section
        aria-labelledby="points-method"
        className="mt-10 max-w-3xl text-base text-muted [&_p]:mt-3"
      >
        <h2 id="points-method" className="text-xl font-bold text-ink">
          How the options are compared
        </h2>
        <p>
          <strong className="text-ink">Break-even month</strong>: each option is compared with the
          first option without points (or option 1 if every option has points). The option that
          costs more at closing must make it up through a lower payment: the break-even month is the
          payment by which the monthly difference has added up to the difference at closing. It
          counts payments only, as the simple rule of thumb does.
        </p>
        <p>
          <strong className="text-ink">Cost over the years you keep the loan</strong>: the points
          (less any credit) plus the interest you pay until you sell or refinance (the whole loan,
          if its term is shorter). That equals the points plus every payment made, plus the balance
          you still owe then, less the loan amount: the principal you repay is not a cost, because
          it lowers what you owe. A lower rate also pays the balance down faster, so this comparison
          can favor points a little sooner than the break-even month suggests.
        </p>
        <p>
          <strong className="text-ink">APR</strong>: each option&apos;s APR counts its points as a
          finance charge paid at closing, as in the{" "}
          <Link to="/calculators/apr" className="font-semibold text-accent underline">
            APR calculator
          </Link>
          . A lender credit is left out of the APR here, because how it changes the APR depends on
          which closing costs it pays.
        </p>
      </section>
      <Assumptions
        items={[
          "Fixed-rate loans of the same amount and term, with monthly principal and interest payments only: taxes, insurance and mortgage insurance are the same whichever option you choose, and are left out.",
          "Points and credits are paid at closing; other closing costs are the same for every option.",
          "The cost over the years you keep the loan does not count what the money paid for points could have earned elsewhere.",
          "Rates and points here are what you enter, not quotes. Ask each lender for its pricing on the same day.",
        ]}
      />
    </CalculatorLayout>
  );
}

function OptionCard({
  number,
  option,
  cheapest,
  reference,
  referenceOption,
  horizon,
}: {
  number: OptionNumber;
  option: PointsOptionResult | undefined;
  cheapest: boolean;
  reference: OptionNumber | undefined;
  referenceOption: PointsOptionResult | undefined;
  horizon: string;
}) {
  const titleId = `option-${number}-title`;
  const breakEven =
    option && referenceOption && reference !== undefined
      ? breakEvenText(
          option.breakEven,
          `option ${reference}`,
          option.upfrontCents - referenceOption.upfrontCents,
        )
      : null;
  return (
    <section
      aria-labelledby={titleId}
      data-option={number}
      data-cheapest={cheapest ? "true" : "false"}
      className={`rounded-card border-2 p-3 sm:p-4 ${cheapest ? "border-good bg-good/5" : "border-transparent"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          Option {number}
          {option ? `: ${optionTitle(option.ratePercent, option.pointsPercent)}` : ""}
        </h3>
        {cheapest ? (
          <span className="rounded-full bg-good px-3 py-1 text-sm font-semibold text-white">
            Cheapest over {horizon}
          </span>
        ) : null}
      </div>
      <div className="mt-3">
        <ResultList label={`Option ${number} results`}>
          <ResultItem
            label="Monthly payment"
            name={`monthlyPayment${number}`}
            value={option ? money(option.monthlyPaymentCents) : NO_RESULT}
            note="Principal and interest"
          />
          <ResultItem
            label="Upfront cost"
            name={`upfrontCost${number}`}
            value={option ? money(option.upfrontCents) : NO_RESULT}
            note={
              option
                ? option.upfrontCents < 0
                  ? "A lender credit at closing"
                  : option.upfrontCents > 0
                    ? "Points paid at closing"
                    : "No points"
                : undefined
            }
          />
          <ResultItem
            label="Break-even month"
            name={`breakEvenMonth${number}`}
            value={breakEven ? breakEven.value : NO_RESULT}
            note={breakEven?.note}
          />
          <ResultItem
            label={horizon ? `Cost over ${horizon}` : "Cost while you keep the loan"}
            name={`totalCost${number}`}
            value={option ? money(option.horizonCostCents) : NO_RESULT}
            note={
              option
                ? `${money(option.upfrontCents)} upfront + ${money(option.horizonInterestCents)} of interest`
                : undefined
            }
          />
          <ResultItem
            label="APR"
            name={`apr${number}`}
            value={
              option && option.aprPercent !== null
                ? formatPercent(option.aprPercent, 3, true)
                : NO_RESULT
            }
            note={option && option.pointsPercent < 0 ? "The credit is not counted" : undefined}
          />
        </ResultList>
      </div>
    </section>
  );
}
