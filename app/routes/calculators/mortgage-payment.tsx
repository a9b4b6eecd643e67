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
  mortgagePaymentState,
  readMortgagePayment,
  YES_NO,
} from "~/features/calculators/calculator-forms";
import { ChoiceField } from "~/features/calculators/choice-field";
import {
  CreditScoreField,
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
import { useHydrated } from "~/components/ui/use-hydrated";
import { CONVENTIONAL, FHA, USDA, VA } from "~/config/loan-programs";
import { addMonths } from "~/lib/finance/month";
import type { MortgagePaymentResult } from "~/lib/finance/mortgage-payment";
import { LOAN_TYPE_LABELS, LOAN_TYPES, type LoanType } from "~/lib/finance/programs";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatDuration } from "~/lib/format/duration";
import { formatMonthInput, formatMonthLong } from "~/lib/format/month";
import { formatPercent } from "~/lib/format/percent";
import { calculatorMeta } from "~/features/calculators/meta";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "mortgage-payment";
const FORM_ID = "mortgage-payment-form";
const PATH: `/calculators/${string}` = "/calculators/mortgage-payment";

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
    "Estimate your full monthly mortgage payment for a conventional, FHA, VA or USDA loan: principal and interest, property taxes, homeowners insurance, HOA dues and mortgage insurance, with the month it ends.",
  );

/** What the monthly mortgage insurance of each program is called. */
const INSURANCE_LABELS: Readonly<Record<LoanType, string>> = {
  conventional: "PMI",
  fha: "FHA mortgage insurance (MIP)",
  va: "Mortgage insurance",
  usda: "USDA annual fee",
};

/** What the fee added to the loan is called. */
const FEE_LABELS: Readonly<Record<LoanType, string>> = {
  conventional: "Financed fee",
  fha: "Up-front MIP",
  va: "VA funding fee",
  usda: "USDA guarantee fee",
};

const PROGRAM_HELP = {
  loanType:
    "Conventional loans are not backed by the government. FHA loans are insured by HUD and allow lower credit scores. VA loans are for eligible veterans, service members and surviving spouses. USDA loans are for homes in eligible rural areas, for households within USDA's income limits.",
  creditScore:
    "Leave it empty to use our simple PMI table. With a score, conventional PMI comes from an insurer's rate card, and FHA's minimum down payment depends on it.",
  vaExempt:
    "Veterans who receive VA disability compensation, Purple Heart recipients on active duty and eligible surviving spouses pay no funding fee.",
} as const;

/** "Life of loan", the first month without mortgage insurance (MM/YYYY), or "None". */
function insuranceEndText(result: MortgagePaymentResult): string {
  const plan = result.mortgageInsurance;
  if (plan.totalCents === 0) return "None";
  if (plan.lifeOfLoan || !plan.endMonth) return "Life of loan";
  return formatMonthInput(plan.endMonth);
}

function insuranceEndNote(result: MortgagePaymentResult): string | undefined {
  const plan = result.mortgageInsurance;
  if (plan.totalCents === 0) return undefined;
  const last = plan.lastPaidMonth
    ? `last paid with the ${formatMonthLong(plan.lastPaidMonth)} payment`
    : "";
  switch (plan.term.kind) {
    case "hpa":
      return plan.lifeOfLoan
        ? undefined
        : `Ends by law when the scheduled balance reaches ${plan.term.automaticTerminationLtvPercent}% of the home price (or halfway through the term); ${last}`;
    case "years":
      return plan.lifeOfLoan
        ? `Paid for ${plan.term.years} years, longer than this loan`
        : `${plan.term.years} years with ${FHA.annualMip.duration.limitedUpToLtvPercent}% or less borrowed; ${last}`;
    case "life":
      return result.loanType === "fha"
        ? `For the life of the loan with more than ${FHA.annualMip.duration.limitedUpToLtvPercent}% borrowed (10% or more down ends it after ${FHA.annualMip.duration.limitedYears} years)`
        : "For the life of the loan";
    case "none":
      return undefined;
  }
}

export default function MortgagePaymentCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const location = useLocation();
  const collapse = useCollapseSignal();
  const pmiId = useId();
  const hydrated = useHydrated();
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.mortgagePayment,
    parse: (params) => readMortgagePayment(params),
    onInput: () => emitCollapse(collapse),
  });
  const texts = calc.values;
  const state = useMemo(() => mortgagePaymentState(texts, today), [texts, today]);
  const result = state.result;
  const errors = state.errors;
  // The fields' messages come from the same texts and parser as the result.
  const num = useMemo(() => numberFieldProps(MORTGAGE_PAYMENT_INPUTS, texts), [texts]);
  const loanType: LoanType = result?.loanType ?? "conventional";
  const chosenType = texts.loanType.trim();
  const vaHidden = chosenType !== "va" && !errors.vaFirstUse && !errors.vaExempt;
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
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <ChoiceField
          calculator={NAME}
          name="loanType"
          label="Loan type"
          hint="VA: veterans; USDA: rural areas"
          help={PROGRAM_HELP.loanType}
          input={{ options: LOAN_TYPES }}
          optionLabel={(type) => LOAN_TYPE_LABELS[type]}
          defaultValue={texts.loanType}
          error={errors.loanType}
        />
        <CreditScoreField
          calculator={NAME}
          hint="From 300 to 850; optional"
          help={PROGRAM_HELP.creditScore}
          defaultValue={texts.creditScore}
          error={errors.creditScore}
        />
      </div>
      {/* The VA questions: shown only for VA once the page runs; always there without it. Hidden
          by app.css from the first paint (data-js-hidden), not when the script takes over: that
          pulled everything below up (a layout shift). */}
      <div
        data-js-hidden={vaHidden ? "" : undefined}
        hidden={hydrated && vaHidden}
        data-va-questions=""
      >
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <ChoiceField
            calculator={NAME}
            name="vaFirstUse"
            label="First VA loan?"
            hint="VA loans only: sets the funding fee"
            input={{ options: YES_NO }}
            optionLabel={(answer) =>
              answer === "yes" ? "Yes, my first VA loan" : "No, I have used it before"
            }
            defaultValue={texts.vaFirstUse}
            error={errors.vaFirstUse}
          />
          <ChoiceField
            calculator={NAME}
            name="vaExempt"
            label="Exempt from the funding fee?"
            hint="VA loans only"
            help={PROGRAM_HELP.vaExempt}
            input={{ options: ["no", "yes"] as const }}
            optionLabel={(answer) => (answer === "yes" ? "Yes, exempt" : "No")}
            defaultValue={texts.vaExempt}
            error={errors.vaExempt}
          />
        </div>
      </div>
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
          error={num("downPayment").error ?? errors.downPayment}
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
          Include PMI when the down payment is under 20% (conventional loans)
        </label>
        <Tooltip content={HELP.pmi} label="More about PMI" />
      </div>
      <FormActions calculator={NAME} />
    </form>
  );

  const pmi = result?.pmi;
  const plan = result?.mortgageInsurance;
  const insuranceLabel = INSURANCE_LABELS[loanType];
  const pmiNote = !result
    ? null
    : result.monthlyPmiCents > 0
      ? `${insuranceLabel} at ${formatPercent(result.pmiAnnualRatePercent)} a year of ${
          loanType === "conventional"
            ? "the loan amount"
            : loanType === "fha"
              ? "the base loan's balance"
              : "the loan's balance"
        }.`
      : loanType === "va"
        ? "VA loans have no monthly mortgage insurance."
        : texts.includePmi || loanType !== "conventional"
          ? "No PMI: the down payment is 20% or more."
          : "PMI not included.";

  const results = (
    <>
      <ResultHeadline
        label="Total monthly payment"
        name="monthlyPayment"
        value={money(result?.monthlyPaymentCents)}
        note="Principal and interest, property tax, home insurance, HOA dues and mortgage insurance, for the first month."
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
          label={insuranceLabel}
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
          note={
            result && result.financedFeeCents > 0
              ? `Home price minus down payment, plus the ${FEE_LABELS[loanType]}`
              : "Home price minus down payment"
          }
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
      <ResultList label={`${LOAN_TYPE_LABELS[loanType]} loan and mortgage insurance`}>
        <ResultItem
          label="Base loan amount"
          name="baseLoanAmount"
          value={money(result?.baseLoanAmountCents)}
          note="Home price minus down payment"
        />
        <ResultItem
          label={FEE_LABELS[loanType]}
          name="financedFee"
          value={money(result?.financedFeeCents)}
          note={
            !result
              ? undefined
              : result.financedFeeCents > 0
                ? `${formatPercent(result.financedFeePercent)} of the ${loanType === "usda" ? "total" : "base"} loan, added to the loan`
                : loanType === "va" && result.financedFeeKind === "va-funding-fee"
                  ? "Exempt from the funding fee"
                  : "None for this loan"
          }
        />
        <ResultItem
          label="Total loan amount"
          name="totalLoanAmount"
          value={money(result?.loanAmountCents)}
          note="What you borrow and repay"
        />
        <ResultItem
          label="Mortgage insurance now"
          name="monthlyMortgageInsurance"
          value={money(plan?.firstMonthCents)}
          note={plan && plan.firstMonthCents > 0 ? "Per month, first year" : undefined}
        />
        <ResultItem
          label="Mortgage insurance ends"
          name="mortgageInsuranceEnds"
          value={result ? insuranceEndText(result) : NO_RESULT}
          note={result ? insuranceEndNote(result) : undefined}
        />
        <ResultItem
          label="Total mortgage insurance"
          name="totalMortgageInsurance"
          value={hasSchedule ? money(plan?.totalCents) : NO_RESULT}
          note="Only the months it is paid"
        />
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
            insurance={
              result.mortgageInsurance.totalCents > 0 ? result.mortgageInsurance.byEntry : undefined
            }
            description={
              result.mortgageInsurance.totalCents > 0
                ? "Payment is principal and interest; mortgage insurance is shown beside it, only while it is paid. Taxes, home insurance and HOA dues are not part of these rows."
                : "Principal and interest only: taxes, insurance and HOA dues are not part of these rows."
            }
          />
        </>
      ) : null}
      <Assumptions
        items={[
          "A fixed-rate loan: the interest rate stays the same for the whole term.",
          `The first payment is in ${formatMonthLong(start)}, one month from now.`,
          "Property tax and home insurance are your yearly amounts divided by 12 (often paid through an escrow account); HOA dues are monthly. Real bills change from year to year.",
          "Without a credit score, conventional PMI is estimated from the down payment: 1% a year of the loan amount below 5% down, 0.75% below 10%, 0.5% below 15%, 0.38% below 20%, none at 20% or more. With a score, it comes from an insurer's published rate card by down payment and score. Real PMI depends on the insurer.",
          `Conventional PMI ends by law (Homeowners Protection Act) in the month the scheduled balance reaches ${CONVENTIONAL.homeownersProtectionAct.automaticTerminationLtvPercent}% of the home price, or halfway through the term; you may ask to cancel it at ${CONVENTIONAL.homeownersProtectionAct.requestCancellationLtvPercent}% if your payments are current.`,
          `FHA: an up-front premium of ${formatPercent(FHA.upfrontMip.percentOfBaseLoan)} of the base loan, added to the loan, and an annual premium by term, loan size and down payment (HUD Mortgagee Letter 2023-05), figured each year on the base loan's average scheduled balance and paid monthly: for ${FHA.annualMip.duration.limitedYears} years with ${100 - FHA.annualMip.duration.limitedUpToLtvPercent}% or more down, otherwise for the life of the loan.`,
          `VA: no monthly mortgage insurance; a funding fee of ${formatPercent(VA.fundingFee.purchase[0]?.firstUsePercent ?? 0)} of the loan for a first use with less than 5% down (less with more down, more for a later use, none for exempt veterans), added to the loan. USDA: a ${formatPercent(USDA.guaranteeFee.upfrontPercentOfTotalLoan)} guarantee fee added to the loan and an annual fee of ${formatPercent(USDA.guaranteeFee.annualPercent)} of the average scheduled balance, for the life of the loan.`,
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and payment depend on your application.",
        ]}
      />
    </CalculatorLayout>
  );
}
