import { useMemo } from "react";
import type { Route } from "./+types/apr";
import {
  APR_INPUTS,
  acceptAprForm,
  readAprForm,
  readAprResult,
  type AprField,
} from "~/features/calculators/apr-form";
import {
  MoneyField,
  MonthYearField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
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

const NAME = "apr";
const PATH: `/calculators/${string}` = "/calculators/apr";
const FIELD_NAMES: Record<AprField, string> = {
  loanAmount: "loan amount",
  interestRate: "interest rate",
  loanTermYears: "loan term",
  points: "points",
  lenderFees: "lender fees",
  startDate: "first payment date",
};

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
    "Work out the APR of a fixed-rate mortgage from its rate, points and lender fees, with the amount financed, finance charge and total of payments, by the method of Regulation Z.",
  );

/** Dollars and cents, as a Loan Estimate or Closing Disclosure shows these figures. */
const money = (cents: number) => formatCentsAsCurrency(cents, { withCents: true });

export default function AprCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readAprForm(params, today),
    accept: acceptAprForm,
  });
  const texts = calc.values;
  const { result, interestRatePercent, errors } = useMemo(() => readAprResult(texts), [texts]);
  const num = (name: Exclude<AprField, "startDate">) => ({
    input: APR_INPUTS[name],
    error: errors[name],
  });
  const refused = (Object.keys(FIELD_NAMES) as AprField[])
    .filter((name) => errors[name])
    .map((name) => FIELD_NAMES[name]);

  const entries = result?.schedule.entries ?? [];
  const last = entries.at(-1);
  const regularCount = entries.filter((e) => e.paymentCents === result?.monthlyPaymentCents).length;
  const interestCents = result ? result.financeChargeCents - result.prepaidFinanceChargesCents : 0;

  const form = (
    <form {...calc.formProps} data-calculator={NAME} className="grid gap-5">
      <MoneyField
        calculator={NAME}
        name="loanAmount"
        {...num("loanAmount")}
        label="Loan amount"
        hint="The amount you borrow, before any fees"
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
        <PercentField
          calculator={NAME}
          name="points"
          {...num("points")}
          label="Points"
          hint="Percent of the loan amount"
          defaultValue={texts.points}
          help="Discount points are paid at closing to lower the interest rate. One point is 1% of the loan amount."
        />
        <MoneyField
          calculator={NAME}
          name="lenderFees"
          {...num("lenderFees")}
          label="Lender fees"
          hint="In dollars, paid at closing"
          defaultValue={texts.lenderFees}
          help="Charges the lender makes for the loan, such as origination, underwriting or processing fees. Appraisal, title and recording fees usually do not count toward the APR."
        />
      </div>
      <MonthYearField
        calculator={NAME}
        name="startDate"
        label="First payment date"
        hint="Month and year, MM/YYYY"
        defaultValue={texts.startDate}
        error={errors.startDate}
        help={HELP.startDate}
      />
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      <ResultHeadline
        label="Annual percentage rate (APR)"
        name="apr"
        value={result ? formatPercent(result.aprPercent, 3, true) : NO_RESULT}
        note={
          result && interestRatePercent !== null
            ? `The interest rate is ${formatPercent(interestRatePercent)}; the APR also counts the points and lender fees, spread over the loan's term.`
            : "The yearly cost of the loan, interest and fees together."
        }
      />
      <ResultList label="Truth in Lending figures">
        <ResultItem
          label="Monthly payment"
          name="monthlyPayment"
          value={result ? money(result.monthlyPaymentCents) : NO_RESULT}
          note="Principal and interest"
        />
        <ResultItem
          label="Amount financed"
          name="amountFinanced"
          value={result ? money(result.amountFinancedCents) : NO_RESULT}
          note={
            result
              ? `Loan amount less ${money(result.pointsCents)} of points and ${money(result.prepaidFinanceChargesCents - result.pointsCents)} of lender fees`
              : undefined
          }
          help="The loan amount less the charges you pay upfront that count as finance charges: here the points and the lender fees."
        />
        <ResultItem
          label="Finance charge"
          name="financeCharge"
          value={result ? money(result.financeChargeCents) : NO_RESULT}
          note={
            result
              ? `${money(interestCents)} of interest plus ${money(result.prepaidFinanceChargesCents)} of points and fees`
              : undefined
          }
          help="What the credit costs you in dollars: the total of payments less the amount financed."
        />
        <ResultItem
          label="Total of payments"
          name="totalOfPayments"
          value={result ? money(result.totalOfPaymentsCents) : NO_RESULT}
          note={
            result && last
              ? regularCount === entries.length
                ? `${entries.length} payments of ${money(result.monthlyPaymentCents)}, the last in ${formatMonthLong(last.date)}`
                : `${regularCount} payments of ${money(result.monthlyPaymentCents)} and a last payment of ${money(last.paymentCents)} in ${formatMonthLong(last.date)}`
              : undefined
          }
        />
      </ResultList>
      <p className="text-lg" aria-live="polite" data-summary="">
        {result ? (
          <>
            Of the {money(result.amountFinancedCents + result.prepaidFinanceChargesCents)} you
            borrow, {money(result.prepaidFinanceChargesCents)} goes to points and fees at closing,
            so <strong>{money(result.amountFinancedCents)}</strong> is financed. You repay{" "}
            <strong>{money(result.totalOfPaymentsCents)}</strong> in all: a cost of{" "}
            <strong>{formatPercent(result.aprPercent, 3, true)}</strong> a year.
          </>
        ) : refused.length > 0 ? (
          `Correct the ${refused.join(" and the ")} to see the APR.`
        ) : (
          "Enter the loan amount, rate, term, points and lender fees to see the APR."
        )}
      </p>
    </>
  );

  return (
    <CalculatorLayout
      title="APR calculator"
      intro={
        <p>
          The interest rate sets your payment, but points and lender fees are part of what the loan
          costs too. The annual percentage rate (APR) puts them together in one yearly rate, so you
          can compare offers with the same term.
        </p>
      }
      form={form}
      results={results}
    >
      <section
        aria-labelledby="apr-method"
        className="mt-10 max-w-3xl text-base text-muted [&_p]:mt-3"
      >
        <h2 id="apr-method" className="text-xl font-bold text-ink">
          How the APR is worked out
        </h2>
        <p>
          The points and lender fees are paid at closing, so you receive the loan amount less those
          charges: the <strong className="text-ink">amount financed</strong>. The APR is the yearly
          rate at which your monthly payments, discounted month by month, are worth exactly the
          amount financed. This is the actuarial method that Regulation Z, Appendix J
          (12&nbsp;CFR&nbsp;1026) sets out for lenders; the calculator solves it to well within
          0.001 of a percentage point and shows three decimals.
        </p>
        <p>
          The payments are the ones of the loan&apos;s schedule, to the cent: the same monthly
          payment each month and a last payment that clears the balance. The{" "}
          <strong className="text-ink">finance charge</strong> is the total of those payments less
          the amount financed, that is the interest plus the points and fees.
        </p>
      </section>
      <Assumptions
        items={[
          "A fixed-rate loan with monthly payments, the first one a month after closing (no odd days of interest before it).",
          "The points and lender fees you enter are all paid at closing and all count as finance charges. Mortgage insurance, prepaid interest and other charges that may count are not included unless you add them to the lender fees.",
          "Taxes, homeowners insurance and HOA dues are not part of the APR or the payment shown.",
          "This is an estimate to help you compare offers, not a loan offer or a disclosure. Your Loan Estimate shows the APR of your actual loan.",
        ]}
      />
    </CalculatorLayout>
  );
}
