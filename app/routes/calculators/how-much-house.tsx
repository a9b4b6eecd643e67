import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/how-much-house";
import {
  QUALIFYING_RATIOS,
  VA_REGIONS,
  VA_RESIDUAL_INCOME,
  type VaRegion,
} from "~/config/qualifying-ratios";
import {
  CreditScoreField,
  MoneyField,
  PercentField,
  YearsField,
} from "~/features/calculators/calculator-fields";
import { ChoiceField } from "~/features/calculators/choice-field";
import {
  FAMILY_SIZE_CHOICE,
  HOW_MUCH_HOUSE_INPUTS,
  computeHowMuchHouse,
  readHowMuchHouse,
  type HowMuchHouseField,
} from "~/features/calculators/how-much-house-form";
import {
  downPaymentNote,
  limitText,
  programInSentence,
  ratioText,
  ruleText,
  tierTitle,
} from "~/features/calculators/how-much-house-text";
import { calculatorMeta } from "~/features/calculators/meta";
import { fillProgramFigures } from "~/content/program-figures";
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
import { HOUSE_TIERS, type HouseTierResult } from "~/lib/finance/how-much-house";
import { LOAN_TYPE_LABELS, LOAN_TYPES, type LoanType } from "~/lib/finance/programs";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";
import type { PageCacheHandle } from "~/utils/page-cache";

const NAME = "how-much-house";
const FORM_ID = "how-much-house-form";
const PATH: `/calculators/${string}` = "/calculators/how-much-house";

const REGION_LABELS: Record<VaRegion, string> = {
  northeast: "Northeast",
  midwest: "Midwest",
  south: "South",
  west: "West",
};

const HOUSE_HELP = {
  frontEnd:
    "The front-end ratio is your whole housing payment (principal, interest, taxes, insurance, HOA dues and mortgage insurance) as a share of your gross monthly income.",
  backEnd:
    "The back-end ratio, or debt-to-income ratio, adds your other monthly debts (car, student loans, card minimums) to the housing payment.",
  residual:
    "VA also checks what is left each month after taxes, the housing payment, upkeep and debts. It must reach VA's guideline for your region and family size.",
  financedFee: fillProgramFigures(
    "FHA's up-front mortgage insurance premium ({{fhaUpfrontMip}}), the VA funding fee or the USDA guarantee fee ({{usdaUpfrontFee}}) is usually added to the loan, so you borrow a little more than the price minus your down payment.",
  ),
  tiers:
    "Comfortable keeps to the 28/36 rule of thumb. The program's standard is what its guidelines allow without exceptions. Stretch is the most it allows with strong compensating factors or an automated approval: possible, but tight.",
} as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "How much house can you afford? The highest price whose full payment, with taxes, insurance, HOA dues and mortgage insurance, fits conventional, FHA, VA or USDA debt-to-income limits.",
  );

/** One tier as a card: its limits, the price, the loan, the payment and what stopped it. */
function TierCard({
  tier,
  loanType,
  highlight,
  loanLimitCents,
  minimumDownPaymentPercent,
}: {
  tier: HouseTierResult;
  loanType: LoanType;
  highlight: boolean;
  loanLimitCents: number | null;
  minimumDownPaymentPercent: number;
}) {
  const name = tier.tier;
  const money = (cents: number) => formatCentsAsCurrency(cents);
  return (
    <li
      className={`grid content-start gap-1 rounded-card border p-4 ${highlight ? "border-accent bg-accent-soft" : "border-line"}`}
      aria-labelledby={`${name}-tier-title`}
    >
      <h3 id={`${name}-tier-title`} className="font-bold text-ink">
        {tierTitle(name, loanType)}
      </h3>
      <p className="text-sm text-muted" data-output={`${name}Rule`}>
        {ruleText(tier.rule)}
      </p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums" data-output={`${name}HomePrice`}>
        {tier.affordable ? money(tier.maxHomePriceCents) : "$0"}
      </p>
      <dl className="grid gap-0.5 text-sm">
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">Loan</dt>
          <dd className="tabular-nums" data-output={`${name}LoanAmount`}>
            {money(tier.costs.totalLoanCents)}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">Payment</dt>
          <dd className="tabular-nums" data-output={`${name}MonthlyPayment`}>
            {money(tier.costs.housingPaymentCents)}/mo
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted">All debts</dt>
          <dd className="tabular-nums" data-output={`${name}BackEndRatio`}>
            {ratioText(tier.backEndRatioPercent)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-muted">
        Limited by:{" "}
        <span data-output={`${name}Limit`} data-limit={tier.limit}>
          {limitText(tier.limit, tier.rule, loanLimitCents, minimumDownPaymentPercent)}
        </span>
      </p>
      {!tier.ruleAvailable ? (
        <p className="text-sm text-muted">
          {tierTitle(name, loanType)} needs a credit score of{" "}
          {QUALIFYING_RATIOS[loanType][name].minCreditScore} or more: the standard applies.
        </p>
      ) : null}
    </li>
  );
}

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function HowMuchHouseCalculator() {
  const calc = useCalculator({
    mode: "live",
    debounceMs: DEBOUNCE_MS.other,
    parse: readHowMuchHouse,
  });
  const texts = calc.values;
  // The fields' messages and the result come from the same texts and parsers.
  const state = useMemo(() => computeHowMuchHouse(texts), [texts]);
  const { result, errors, parsed } = state;
  const num = (name: keyof typeof HOW_MUCH_HOUSE_INPUTS) => ({
    input: HOW_MUCH_HOUSE_INPUTS[name],
    error: errors[name],
  });
  const loanType: LoanType = parsed.values?.loanType ?? "conventional";
  const program = programInSentence(loanType);
  const standard = result?.standard;
  const money = (cents: number | undefined) =>
    result && cents !== undefined ? formatCentsAsCurrency(cents) : NO_RESULT;
  const refused = (Object.keys(errors) as HowMuchHouseField[]).length > 0;
  const downPaymentCents = parsed.values?.downPayment ?? 0;

  const form = (
    <form {...calc.formProps} id={FORM_ID} data-calculator={NAME} className="grid gap-8">
      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">Income and debts</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <MoneyField
            calculator={NAME}
            name="monthlyIncome"
            {...num("monthlyIncome")}
            label="Gross income (per month)"
            hint="Before taxes, everyone on the loan"
            defaultValue={texts.monthlyIncome}
          />
          <MoneyField
            calculator={NAME}
            name="monthlyDebts"
            {...num("monthlyDebts")}
            label="Debt payments (per month)"
            hint="Car, student loans, card minimums; not rent"
            defaultValue={texts.monthlyDebts}
          />
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">The loan</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <ChoiceField
            calculator={NAME}
            name="loanType"
            label="Loan program"
            hint="VA: veterans; USDA: rural areas"
            input={{ options: LOAN_TYPES }}
            optionLabel={(type) => LOAN_TYPE_LABELS[type]}
            defaultValue={texts.loanType}
            error={errors.loanType}
          />
          <CreditScoreField
            calculator={NAME}
            defaultValue={texts.creditScore}
            error={errors.creditScore}
          />
        </div>
        <MoneyField
          calculator={NAME}
          name="downPayment"
          {...num("downPayment")}
          label="Down payment"
          hint="The cash you will put down, in dollars"
          defaultValue={texts.downPayment}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
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
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-lg font-semibold">Costs of the home</legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <PercentField
            calculator={NAME}
            name="propertyTaxPercent"
            {...num("propertyTaxPercent")}
            label="Property tax (per year)"
            hint="Percent of the home's value"
            defaultValue={texts.propertyTaxPercent}
          />
          <MoneyField
            calculator={NAME}
            name="homeInsurance"
            {...num("homeInsurance")}
            label="Home insurance (per year)"
            hint="In dollars"
            defaultValue={texts.homeInsurance}
          />
        </div>
        <MoneyField
          calculator={NAME}
          name="hoaDues"
          {...num("hoaDues")}
          label="HOA dues (per month)"
          hint="Leave 0 if there are none"
          help={HELP.hoa}
          defaultValue={texts.hoaDues}
        />
      </fieldset>

      <details
        className="group rounded-card border border-line p-4"
        open={
          texts.loanType === "va" ||
          Boolean(
            errors.vaRegion ||
            errors.familySize ||
            errors.incomeTaxPercent ||
            errors.maintenanceUtilities,
          )
        }
      >
        <summary className="cursor-pointer text-lg font-semibold">
          VA residual income <span className="font-normal text-muted">(VA loans only)</span>
        </summary>
        <div className="mt-4 grid gap-5">
          <p className="text-sm text-muted">
            VA also checks the income left each month after taxes, the housing payment, upkeep and
            debts against its table for your region and family size.
          </p>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <ChoiceField
              calculator={NAME}
              name="vaRegion"
              label="Region of the home"
              hint="Where the home is"
              help={VA_REGIONS.map(
                (region) => `${REGION_LABELS[region]}: ${VA_RESIDUAL_INCOME.regionStates[region]}.`,
              ).join(" ")}
              input={{ options: VA_REGIONS }}
              optionLabel={(region) => REGION_LABELS[region]}
              defaultValue={texts.vaRegion}
              error={errors.vaRegion}
            />
            <ChoiceField
              calculator={NAME}
              name="familySize"
              label="People in the household"
              hint="Everyone the income supports"
              input={FAMILY_SIZE_CHOICE}
              optionLabel={(size) => (size === 7 ? "7 or more" : String(size))}
              defaultValue={texts.familySize}
              error={errors.familySize}
            />
          </div>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <PercentField
              calculator={NAME}
              name="incomeTaxPercent"
              {...num("incomeTaxPercent")}
              label="Taxes taken from pay"
              hint="Income tax, Social Security, Medicare: % of gross"
              defaultValue={texts.incomeTaxPercent}
            />
            <MoneyField
              calculator={NAME}
              name="maintenanceUtilities"
              {...num("maintenanceUtilities")}
              label="Upkeep and utilities (per month)"
              hint="Heat, power, water, repairs"
              defaultValue={texts.maintenanceUtilities}
            />
          </div>
        </div>
      </details>
      <FormActions calculator={NAME} />
    </form>
  );

  const tierCards = result ? (
    <section aria-labelledby="tiers-title" className="grid gap-3">
      <h2 id="tiers-title" className="text-lg font-bold">
        Three ways to look at it
      </h2>
      <p className="text-sm text-muted">{HOUSE_HELP.tiers}</p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {HOUSE_TIERS.map((name) => (
          <TierCard
            key={name}
            tier={result[name]}
            loanType={loanType}
            highlight={name === "standard"}
            loanLimitCents={result.loanLimitCents}
            minimumDownPaymentPercent={result.minimumDownPaymentPercent}
          />
        ))}
      </ul>
    </section>
  ) : null;

  const headlineNote = !standard
    ? refused
      ? "Correct the fields marked in the form to see a price."
      : undefined
    : !standard.affordable
      ? `Your debts and the fixed costs of a home already take more than the ${program} limits of your income: no price fits.`
      : `At the ${program} standard (${ruleText(standard.rule)}), with ${formatCentsAsCurrency(downPaymentCents)} down.`;

  const results = (
    <>
      <ResultHeadline
        label="Home price you could afford"
        name="maxHomePrice"
        value={standard ? formatCentsAsCurrency(standard.maxHomePriceCents) : NO_RESULT}
        note={headlineNote}
      />
      <ResultList label={`At the ${program} standard`}>
        <ResultItem
          label="Loan amount"
          name="maxLoanAmount"
          value={money(standard?.costs.totalLoanCents)}
          note={
            standard && standard.costs.financedFeeCents > 0
              ? `Includes the ${formatCentsAsCurrency(standard.costs.financedFeeCents)} ${feeName(loanType)}`
              : undefined
          }
          help={
            standard && standard.costs.financedFeeCents > 0 ? HOUSE_HELP.financedFee : undefined
          }
        />
        <ResultItem
          label="Monthly payment"
          name="monthlyPayment"
          value={money(standard?.costs.housingPaymentCents)}
          note="Principal, interest, taxes, insurance, HOA and mortgage insurance"
        />
        <ResultItem
          label="Front-end ratio"
          name="frontEndRatio"
          value={standard ? ratioText(standard.frontEndRatioPercent) : NO_RESULT}
          note={
            standard
              ? standard.rule.frontEndPercent !== null
                ? `Limit ${formatPercent(standard.rule.frontEndPercent)}`
                : `${program} sets no housing limit`
              : undefined
          }
          help={HOUSE_HELP.frontEnd}
        />
        <ResultItem
          label="Back-end ratio"
          name="backEndRatio"
          value={standard ? ratioText(standard.backEndRatioPercent) : NO_RESULT}
          note={
            standard?.rule.backEndPercent != null
              ? `Limit ${formatPercent(standard.rule.backEndPercent)}`
              : undefined
          }
          help={HOUSE_HELP.backEnd}
        />
        <ResultItem
          label="What sets the limit"
          name="limitingRatio"
          value={
            standard && result
              ? limitText(
                  standard.limit,
                  standard.rule,
                  result.loanLimitCents,
                  result.minimumDownPaymentPercent,
                )
              : NO_RESULT
          }
          note={
            standard && result ? limitNote(standard, result.loanLimitCents, loanType) : undefined
          }
        />
        <ResultItem
          label="Cash needed for the down payment"
          name="downPaymentNeeded"
          value={money(standard?.minimumDownPaymentCents)}
          note={
            standard && result
              ? downPaymentNote(
                  standard,
                  loanType,
                  downPaymentCents,
                  result.minimumDownPaymentPercent,
                )
              : undefined
          }
        />
        {standard?.residualIncomeCents != null && standard.residualGuidelineCents != null ? (
          <>
            <ResultItem
              label="Residual income"
              name="residualIncome"
              value={money(standard.residualIncomeCents)}
              note="Left each month after taxes, housing, upkeep and debts"
              help={HOUSE_HELP.residual}
            />
            <ResultItem
              label="VA guideline"
              name="residualIncomeRequired"
              value={money(standard.residualGuidelineCents)}
              note="For your region and family size"
            />
          </>
        ) : null}
      </ResultList>
      {tierCards}
      {standard && standard.affordable ? (
        <section aria-labelledby="breakdown-title" className="grid gap-3">
          <h2 id="breakdown-title" className="text-lg font-bold">
            The monthly payment on {formatCentsAsCurrency(standard.maxHomePriceCents)}
          </h2>
          <ResultList>
            <ResultItem
              label="Principal and interest"
              name="principalAndInterest"
              value={money(standard.costs.principalAndInterestCents)}
            />
            <ResultItem
              label="Property tax"
              name="monthlyTaxes"
              value={money(standard.costs.monthlyTaxesCents)}
            />
            <ResultItem
              label="Home insurance"
              name="monthlyInsurance"
              value={money(standard.costs.monthlyInsuranceCents)}
            />
            <ResultItem
              label="Mortgage insurance"
              name="monthlyMortgageInsurance"
              value={money(standard.costs.monthlyMortgageInsuranceCents)}
              note={
                standard.costs.mortgageInsuranceAnnualPercent > 0
                  ? `${formatPercent(standard.costs.mortgageInsuranceAnnualPercent)} a year`
                  : loanType === "va"
                    ? "VA loans have none"
                    : "None with 20% or more down"
              }
            />
            <ResultItem
              label="HOA dues"
              name="monthlyHoa"
              value={money(standard.costs.monthlyHoaCents)}
            />
            <ResultItem
              label="Base loan"
              name="baseLoanAmount"
              value={money(standard.costs.baseLoanCents)}
              note="Price minus your down payment"
            />
          </ResultList>
        </section>
      ) : null}
      <p className="text-lg" aria-live="polite" data-summary="">
        {standard && result && standard.affordable
          ? `At the ${program} standard you could look at homes up to ${formatCentsAsCurrency(standard.maxHomePriceCents)}, for about ${formatCentsAsCurrency(standard.costs.housingPaymentCents)} a month. Comfortable: ${formatCentsAsCurrency(result.comfortable.maxHomePriceCents)}; stretch: ${formatCentsAsCurrency(result.stretch.maxHomePriceCents)}.`
          : null}
      </p>
    </>
  );

  return (
    <CalculatorLayout
      title="How much house can I afford?"
      formTitle="Your numbers"
      stickyResults
      intro={
        <p>
          The highest price whose full monthly payment (principal and interest, property tax,
          insurance, HOA dues and mortgage insurance) fits what a lender allows for your income and
          debts, for a conventional, FHA, VA or USDA loan.
        </p>
      }
      form={form}
      results={results}
    >
      <Assumptions
        items={[
          "The lender's ratios: 28/36 for comfortable. Standard: conventional 36% for housing and 45% for all debts (Fannie Mae allows 45% with credit and reserves); FHA 31/43 (HUD 4000.1); VA 41% of income for all debts and VA residual income (VA Pamphlet 26-7, chapter 4); USDA 29/41 (HB-1-3555, chapter 11). Stretch: conventional 50% with an automated approval; FHA 40/50 with two compensating factors; VA above 41% when residual income is 120% of the guideline; USDA 32/44 with a ratio waiver, for credit scores of 680 and up.",
          fillProgramFigures(
            "The loan is the price minus your down payment, plus any fee the program adds to it (FHA up-front premium {{fhaUpfrontMip}}, VA funding fee for a first use, USDA guarantee fee {{usdaUpfrontFee}}). Mortgage insurance is the first year's: conventional PMI from a rate card by credit score and down payment, FHA annual premium, USDA annual fee.",
          ),
          fillProgramFigures(
            "Loan limits for a one-unit home in {{loanLimitYear}}: conventional loans up to the {{conformingLimit}} conforming baseline (higher in high-cost counties: above it a loan is a jumbo loan); FHA loans up to the {{fhaLimitFloor}} national floor, the limit in most counties (up to {{fhaLimitCeiling}} in the highest-cost ones). VA and USDA set no loan limit here; USDA has household income limits this page does not check.",
          ),
          "Minimum down payments: conventional 3%, FHA 3.5% with a credit score of 580 or more (10% from 500 to 579), VA and USDA none. The price stops where your down payment no longer covers the minimum.",
          "VA residual income counts your taxes and the upkeep you enter; lenders use your pay stubs and the home's size. The guideline is VA's table for loans of $80,000 and more (a lower one below).",
          "A fixed rate for the whole term. Closing costs and the cash you keep in reserve are not counted.",
          "This is an estimate to help you plan, not a loan offer or a commitment to lend. Your actual rate and costs depend on your application.",
        ]}
      />
      <p className="mt-6 text-sm text-muted">
        Looking at one price?{" "}
        <Link to="/calculators/mortgage-payment" className="font-semibold text-accent underline">
          Work out its full monthly payment
        </Link>
        .
      </p>
    </CalculatorLayout>
  );
}

function feeName(loanType: LoanType): string {
  switch (loanType) {
    case "fha":
      return "FHA up-front mortgage insurance premium";
    case "va":
      return "VA funding fee";
    case "usda":
      return "USDA guarantee fee";
    case "conventional":
      return "fee";
  }
}

function limitNote(
  tier: HouseTierResult,
  loanLimitCents: number | null,
  loanType: LoanType,
): string | undefined {
  if (tier.limit === "loan-limit" && loanLimitCents !== null) {
    return loanType === "fha"
      ? "The FHA floor for a one-unit home; many counties allow more"
      : "The conforming limit; a larger loan is a jumbo loan";
  }
  if (tier.limit === "residual-income" && tier.residualGuidelineCents !== null) {
    return `Income left must reach ${formatCentsAsCurrency(tier.residualGuidelineCents)} a month`;
  }
  return undefined;
}
