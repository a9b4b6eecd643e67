import { useMemo, type ReactNode } from "react";
import type { Route } from "./+types/cash-to-close";
import {
  DayField,
  MoneyField,
  MonthsField,
  PercentField,
  SelectField,
  YearsField,
  numberFieldProps,
} from "~/features/calculators/calculator-fields";
import {
  CASH_TO_CLOSE_INPUTS,
  STATE_OPTIONS,
  cashToCloseErrors,
  computeCashToClose,
  readCashToClose,
  type CashToCloseField,
} from "~/features/calculators/cash-to-close-form";
import {
  CalculatingCashToClose,
  ClosingCostDetails,
} from "~/features/calculators/closing-cost-details";
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
import { isLicensedState, STATE_TAX_DEFAULTS } from "~/lib/finance/transfer-tax";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { parseInputs } from "~/lib/format/field";
import { formatPercent } from "~/lib/format/percent";
import { getToday } from "~/utils/today.server";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "cash-to-close";
const FORM_ID = "cash-to-close-form";
const PATH: `/calculators/${string}` = "/calculators/cash-to-close";

/** How the summary names a field that needs correcting, in form order. */
const FIELD_NAMES: Record<CashToCloseField, string> = {
  homePrice: "home price",
  downPayment: "down payment",
  interestRate: "interest rate",
  loanTermYears: "loan term",
  closingDate: "closing date",
  propertyState: "state",
  originationFeePercent: "origination fee",
  appraisalFee: "appraisal fee",
  creditReportFee: "credit report fee",
  titleInsurance: "title insurance",
  settlementFee: "settlement fee",
  recordingFees: "recording fees",
  transferTaxRate: "transfer tax",
  mortgageTaxRate: "tax on the mortgage",
  taxRatesFor: "state",
  homeInsurance: "homeowners insurance",
  propertyTax: "property tax",
  insuranceEscrowMonths: "insurance months in escrow",
  propertyTaxEscrowMonths: "property tax months in escrow",
  otherFees: "other costs",
  earnestMoney: "earnest money deposit",
  sellerCredits: "seller credits",
  lenderCredits: "lender credits",
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
    "Estimate the cash you need at closing: every closing cost laid out like the Loan Estimate (origination, appraisal, title, taxes, prepaid interest, escrow), your down payment, deposit and credits.",
  );

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-4 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

export default function CashToCloseCalculator({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: (params) => readCashToClose(params, today),
  });
  const texts = calc.values;
  const result = useMemo(() => computeCashToClose(texts), [texts]);
  const errors = useMemo(() => cashToCloseErrors(texts), [texts]);
  const values = useMemo(() => parseInputs(CASH_TO_CLOSE_INPUTS, texts).values, [texts]);
  const numbers = useMemo(() => numberFieldProps(CASH_TO_CLOSE_INPUTS, texts), [texts]);
  // A number field's definition, and its message from the one reading of the whole form (which
  // adds the down payment's comparison with the price).
  const num = (name: keyof typeof CASH_TO_CLOSE_INPUTS) => ({
    ...numbers(name),
    error: errors[name],
  });
  const refused = (Object.keys(FIELD_NAMES) as CashToCloseField[])
    .filter((name) => errors[name])
    .map((name) => FIELD_NAMES[name]);

  const state = isLicensedState(texts.taxRatesFor) ? STATE_TAX_DEFAULTS[texts.taxRatesFor] : null;
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-8">
      <Fieldset legend="The home and the loan">
        <MoneyField
          calculator={NAME}
          name="homePrice"
          {...num("homePrice")}
          label="Home price"
          defaultValue={texts.homePrice}
        />
        <MoneyField
          calculator={NAME}
          name="downPayment"
          {...num("downPayment")}
          label="Down payment"
          hint="In dollars. The loan amount is the price minus this."
          defaultValue={texts.downPayment}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PercentField
            calculator={NAME}
            name="interestRate"
            {...num("interestRate")}
            label="Interest rate"
            hint="Percent per year"
            help={HELP.interestRate}
            defaultValue={texts.interestRate}
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
          <DayField
            calculator={NAME}
            name="closingDate"
            label="Closing date"
            hint="MM/DD/YYYY. Interest is charged from this day to the end of its month."
            error={errors.closingDate}
            defaultValue={texts.closingDate}
          />
          <SelectField
            calculator={NAME}
            name="propertyState"
            label="State"
            hint="Where the home is; sets the tax defaults below."
            options={STATE_OPTIONS}
            error={errors.propertyState}
            defaultValue={texts.propertyState}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Lender, title and government fees">
        <p className="-mt-2 text-sm text-muted">
          Each fee starts at a typical amount. Change any of them to match a Loan Estimate.
        </p>
        <PercentField
          calculator={NAME}
          name="originationFeePercent"
          {...num("originationFeePercent")}
          label="Origination fee"
          hint="Percent of the loan; default 1%. The lender's charge for making the loan."
          defaultValue={texts.originationFeePercent}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="appraisalFee"
            {...num("appraisalFee")}
            label="Appraisal fee"
            hint="Default $650. An appraiser's report on the home's value."
            defaultValue={texts.appraisalFee}
          />
          <MoneyField
            calculator={NAME}
            name="creditReportFee"
            {...num("creditReportFee")}
            label="Credit report fee"
            hint="Default $75. Pulling your credit reports."
            defaultValue={texts.creditReportFee}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="titleInsurance"
            {...num("titleInsurance")}
            label="Title insurance"
            hint="Default $1,400. The lender's policy against claims on the title."
            defaultValue={texts.titleInsurance}
          />
          <MoneyField
            calculator={NAME}
            name="settlementFee"
            {...num("settlementFee")}
            label="Settlement fee"
            hint="Default $700. The title or escrow company that runs the closing."
            defaultValue={texts.settlementFee}
          />
        </div>
        <MoneyField
          calculator={NAME}
          name="recordingFees"
          {...num("recordingFees")}
          label="Recording fees"
          hint="Default $150. The county's fee to record the deed and the mortgage."
          defaultValue={texts.recordingFees}
        />
        {/* Keyed by the state the rates belong to: a new state's defaults replace the fields. */}
        <div key={texts.taxRatesFor} className="grid gap-5 sm:grid-cols-2">
          <PercentField
            calculator={NAME}
            name="transferTaxRate"
            {...num("transferTaxRate")}
            label="Transfer tax"
            hint={
              state
                ? `Percent of the price; default ${formatPercent(state.transferTaxPercent)} in ${state.name}. Enter 0 if the seller pays it.`
                : "Percent of the price."
            }
            defaultValue={texts.transferTaxRate}
          />
          <PercentField
            calculator={NAME}
            name="mortgageTaxRate"
            {...num("mortgageTaxRate")}
            label="Tax on the mortgage"
            hint={
              state
                ? `Percent of the loan; default ${formatPercent(state.mortgageTaxPercent)} in ${state.name}.`
                : "Percent of the loan."
            }
            defaultValue={texts.mortgageTaxRate}
          />
          {state ? <p className="text-sm text-muted sm:col-span-2">{state.note}</p> : null}
          <input type="hidden" name="taxRatesFor" value={texts.taxRatesFor} />
        </div>
      </Fieldset>

      <Fieldset legend="Insurance, property tax and escrow">
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="homeInsurance"
            {...num("homeInsurance")}
            label="Homeowners insurance"
            hint="Per year; default $1,500. The first 12 months are paid at closing."
            defaultValue={texts.homeInsurance}
          />
          <MoneyField
            calculator={NAME}
            name="propertyTax"
            {...num("propertyTax")}
            label="Property tax"
            hint="Per year; default $4,500."
            help={HELP.propertyTax}
            defaultValue={texts.propertyTax}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <MonthsField
            calculator={NAME}
            name="insuranceEscrowMonths"
            {...num("insuranceEscrowMonths")}
            label="Insurance months in escrow"
            hint="Default 2. A cushion the lender holds toward the next premium."
            help={HELP.escrow}
            defaultValue={texts.insuranceEscrowMonths}
          />
          <MonthsField
            calculator={NAME}
            name="propertyTaxEscrowMonths"
            {...num("propertyTaxEscrowMonths")}
            label="Property tax months in escrow"
            hint="Default 3. Held toward the next tax bill."
            defaultValue={texts.propertyTaxEscrowMonths}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Deposit, credits and other costs">
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="earnestMoney"
            {...num("earnestMoney")}
            label="Earnest money deposit"
            hint="Paid with your offer; it counts toward what you owe."
            defaultValue={texts.earnestMoney}
          />
          <MoneyField
            calculator={NAME}
            name="sellerCredits"
            {...num("sellerCredits")}
            label="Seller credits"
            hint="What the seller agreed to pay toward your costs."
            defaultValue={texts.sellerCredits}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="lenderCredits"
            {...num("lenderCredits")}
            label="Lender credits"
            hint="Offered by the lender, usually for a higher rate."
            defaultValue={texts.lenderCredits}
          />
          <MoneyField
            calculator={NAME}
            name="otherFees"
            {...num("otherFees")}
            label="Other costs"
            hint="Home inspection, HOA transfer fees, an owner's title policy."
            defaultValue={texts.otherFees}
          />
        </div>
      </Fieldset>
      <FormActions calculator={NAME} />
    </form>
  );

  const results = (
    <>
      {refused.length > 0 ? (
        <p role="status" className="rounded-card border-l-4 border-bad bg-bad/5 p-4 font-medium">
          Correct the {refused.join(", the ")} to see your estimate.
        </p>
      ) : null}
      <ResultHeadline
        label="Estimated cash to close"
        name="cashToClose"
        value={money(result?.cashToCloseCents)}
        note={
          result && result.cashToCloseCents < 0
            ? "Below zero: the closing agent pays this amount back to you."
            : "Your down payment and closing costs, less your deposit and any credits."
        }
      />
      <ResultList label="The loan">
        <ResultItem label="Loan amount" name="loanAmount" value={money(result?.loanAmountCents)} />
        <ResultItem
          label="Monthly principal and interest"
          name="monthlyPrincipalAndInterest"
          value={money(result?.monthlyPrincipalAndInterestCents)}
          note="Taxes, insurance and PMI come on top"
        />
      </ResultList>
      <CalculatingCashToClose result={result} />
    </>
  );

  return (
    <CalculatorLayout
      title="Cash to close calculator"
      formTitle="Your purchase"
      stickyResults
      intro={
        <p>
          See what you need to bring on closing day: your down payment plus every closing cost, laid
          out the way the Loan Estimate shows them, less your deposit and credits.
        </p>
      }
      form={form}
      results={results}
    >
      {result && values ? (
        <ClosingCostDetails
          result={result}
          interestRatePercent={values.interestRate}
          originationFeePercent={values.originationFeePercent}
          transferTaxPercent={values.transferTaxRate}
          mortgageTaxPercent={values.mortgageTaxRate}
        />
      ) : null}
      <Assumptions
        items={[
          "A purchase with a fixed-rate loan: the loan amount is the home price minus your down payment, so no closing costs are financed and no cash comes back from the loan.",
          "Prepaid interest runs from the closing date through the last day of that month, both days counted, at the loan amount × rate ÷ 365 per day.",
          "Transfer and mortgage taxes are the state's rates applied to the price and the loan; counties and cities may add their own, and your contract says whether you or the seller pays them.",
          "Lender and seller credits can only pay closing costs, not the down payment. Programs may limit seller credits further.",
          "Prorated property taxes, HOA dues and other adjustments between you and the seller are settled by the closing agent and not included.",
          "This is an estimate to help you plan, not a Loan Estimate, a loan offer or a commitment to lend. Your actual costs depend on your application, the property and your providers.",
        ]}
      />
    </CalculatorLayout>
  );
}
