import type { ReactNode } from "react";
import type { CashToCloseResult } from "~/lib/finance/cash-to-close";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";
import { NO_RESULT } from "./results";

/*
 * The results of the cash-to-close calculator in the order and words of the Loan Estimate's
 * page 2 (form H-24; 12 CFR 1026.37(f)-(h)): "Closing Cost Details" with Loan Costs (A-D) beside
 * Other Costs (E-J), and the "Calculating Cash to Close" table. Amounts show in whole dollars,
 * as on the form (§ 1026.37(o)(4)) and in every calculator here; the daily interest shows cents.
 */

const money = (cents: number) => formatCentsAsCurrency(cents);
const cents = (value: number) => formatCentsAsCurrency(value, { withCents: true });

type Line = { label: ReactNode; cents: number; name?: string };

function Amount({
  value,
  name,
  strong = false,
}: {
  value: number;
  name?: string;
  strong?: boolean;
}) {
  return (
    <span
      data-output={name}
      className={`shrink-0 text-right tabular-nums ${strong ? "font-bold text-ink" : "text-ink"}`}
    >
      {money(value)}
    </span>
  );
}

/** One lettered section: its heading with the section total, then its lines. */
function CostSection({
  id,
  title,
  name,
  totalCents,
  lines,
}: {
  id: string;
  title: string;
  name: string;
  totalCents: number;
  lines: Line[];
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="flex items-baseline justify-between gap-4 bg-surface px-3 py-2">
        <h4 id={id} className="font-semibold text-ink">
          {title}
        </h4>
        <Amount value={totalCents} name={name} strong />
      </div>
      {lines.length > 0 ? (
        <dl className="grid gap-1 px-3 py-2 text-sm">
          {lines.map((line, index) => (
            <div key={index} className="flex items-baseline justify-between gap-4">
              <dt className="min-w-0 text-muted">{line.label}</dt>
              <dd>
                <Amount value={line.cents} name={line.name} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** A total row such as "D. TOTAL LOAN COSTS (A + B + C)". */
function TotalRow({
  title,
  name,
  totalCents,
}: {
  title: string;
  name: string;
  totalCents: number;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t-2 border-ink px-3 py-2">
      <p className="font-bold text-ink">{title}</p>
      <Amount value={totalCents} name={name} strong />
    </div>
  );
}

/** "Closing Cost Details": Loan Costs and Other Costs, side by side on wide screens. */
export function ClosingCostDetails({
  result,
  interestRatePercent,
  transferTaxPercent,
  mortgageTaxPercent,
  originationFeePercent,
}: {
  result: CashToCloseResult;
  interestRatePercent: number;
  transferTaxPercent: number;
  mortgageTaxPercent: number;
  originationFeePercent: number;
}) {
  const r = result;
  const interest = r.prepaidInterest;
  const dayWord = interest.days === 1 ? "day" : "days";
  const months = (count: number) => `${count} ${count === 1 ? "month" : "months"}`;
  return (
    <section aria-labelledby="closing-cost-details" className="mt-10">
      <h2 id="closing-cost-details" className="text-2xl font-bold">
        Closing Cost Details
      </h2>
      <p className="mt-2 max-w-3xl text-muted">
        Laid out like page 2 of the Loan Estimate a lender gives you within three business days of
        your application, so you can compare the two line by line.
      </p>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2">
        <section aria-labelledby="loan-costs" className="rounded-card border border-line">
          <h3 id="loan-costs" className="px-3 py-3 text-lg font-bold">
            Loan Costs
          </h3>
          <CostSection
            id="section-a"
            title="A. Origination Charges"
            name="originationCharges"
            totalCents={r.originationChargesCents}
            lines={[
              {
                label: `${formatPercent(originationFeePercent)} of loan amount (origination fee)`,
                cents: r.originationFeeCents,
              },
            ]}
          />
          <CostSection
            id="section-b"
            title="B. Services You Cannot Shop For"
            name="servicesYouCannotShopFor"
            totalCents={r.servicesYouCannotShopForCents}
            lines={[
              { label: "Appraisal fee", cents: r.appraisalFeeCents },
              { label: "Credit report fee", cents: r.creditReportFeeCents },
            ]}
          />
          <CostSection
            id="section-c"
            title="C. Services You Can Shop For"
            name="servicesYouCanShopFor"
            totalCents={r.servicesYouCanShopForCents}
            lines={[
              { label: "Title – Lender's title insurance", cents: r.titleInsuranceCents },
              { label: "Title – Settlement agent fee", cents: r.settlementFeeCents },
            ]}
          />
          <TotalRow
            title="D. TOTAL LOAN COSTS (A + B + C)"
            name="totalLoanCosts"
            totalCents={r.totalLoanCostsCents}
          />
        </section>

        <section aria-labelledby="other-costs" className="rounded-card border border-line">
          <h3 id="other-costs" className="px-3 py-3 text-lg font-bold">
            Other Costs
          </h3>
          <CostSection
            id="section-e"
            title="E. Taxes and Other Government Fees"
            name="taxesAndOtherGovernmentFees"
            totalCents={r.taxesAndOtherGovernmentFeesCents}
            lines={[
              { label: "Recording fees", cents: r.recordingFeesCents },
              {
                label: `Transfer taxes (${formatPercent(transferTaxPercent)} of the price)`,
                cents: r.transferTaxCents,
                name: "transferTaxes",
              },
              ...(r.mortgageTaxCents > 0 || mortgageTaxPercent > 0
                ? [
                    {
                      label: `Taxes on the mortgage (${formatPercent(mortgageTaxPercent)} of the loan)`,
                      cents: r.mortgageTaxCents,
                      name: "mortgageTaxes",
                    },
                  ]
                : []),
            ]}
          />
          <CostSection
            id="section-f"
            title="F. Prepaids"
            name="prepaids"
            totalCents={r.prepaidsCents}
            lines={[
              {
                label: "Homeowner's insurance premium (12 months)",
                cents: r.homeInsurancePremiumCents,
              },
              {
                label: `Prepaid interest (${cents(interest.dailyCents)} per day for ${interest.days} ${dayWord} @ ${formatPercent(interestRatePercent)})`,
                cents: interest.totalCents,
                name: "prepaidInterest",
              },
            ]}
          />
          <CostSection
            id="section-g"
            title="G. Initial Escrow Payment at Closing"
            name="initialEscrowPayment"
            totalCents={r.initialEscrowPaymentCents}
            lines={[
              {
                label: `Homeowner's insurance (${cents(r.insuranceEscrow.monthlyCents)} per month for ${months(r.insuranceEscrow.months)})`,
                cents: r.insuranceEscrow.totalCents,
                name: "insuranceEscrow",
              },
              {
                label: `Property taxes (${cents(r.propertyTaxEscrow.monthlyCents)} per month for ${months(r.propertyTaxEscrow.months)})`,
                cents: r.propertyTaxEscrow.totalCents,
                name: "propertyTaxEscrow",
              },
            ]}
          />
          <CostSection
            id="section-h"
            title="H. Other"
            name="otherCosts"
            totalCents={r.otherCostsCents}
            lines={[{ label: "Other costs you entered", cents: r.otherCostsCents }]}
          />
          <TotalRow
            title="I. TOTAL OTHER COSTS (E + F + G + H)"
            name="totalOtherCosts"
            totalCents={r.totalOtherCostsCents}
          />
          <div className="grid gap-1 border-t border-line px-3 py-2">
            <div className="flex items-baseline justify-between gap-4">
              <p className="font-semibold text-ink">J. TOTAL CLOSING COSTS</p>
              <Amount value={r.totalClosingCostsCents} name="totalClosingCosts" strong />
            </div>
            <dl className="grid gap-1 text-sm">
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted">D + I</dt>
                <dd>
                  <Amount value={r.totalLoanCostsCents + r.totalOtherCostsCents} />
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted">Lender credits</dt>
                <dd>
                  <Amount value={-r.lenderCreditsCents} name="lenderCreditsApplied" />
                </dd>
              </div>
            </dl>
            {r.lenderCreditsLimited ? (
              <p className="text-sm text-warn">
                Lender credits can only pay closing costs, so only {money(r.lenderCreditsCents)} of
                them count.
              </p>
            ) : null}
          </div>
        </section>
      </div>
    </section>
  );
}

/** The "Calculating Cash to Close" table; `null` shows each amount as "—". */
export function CalculatingCashToClose({ result }: { result: CashToCloseResult | null }) {
  const rows: { label: string; cents: number | undefined; name?: string; note?: string }[] = [
    { label: "Total Closing Costs (J)", cents: result?.totalClosingCostsCents },
    {
      label: "Closing Costs Financed (Paid from your Loan Amount)",
      cents: result?.closingCostsFinancedCents,
      name: "closingCostsFinanced",
    },
    {
      label: "Down Payment/Funds from Borrower",
      cents: result?.downPaymentFromBorrowerCents,
      name: "downPaymentFromBorrower",
    },
    {
      label: "Deposit",
      cents: result?.depositCents,
      name: "deposit",
      note: "Your earnest money, already paid",
    },
    {
      label: "Funds for Borrower",
      cents: result?.fundsForBorrowerCents,
      name: "fundsForBorrower",
    },
    {
      label: "Seller Credits",
      cents: result?.sellerCreditsCents,
      name: "sellerCreditsApplied",
      note: result?.sellerCreditsLimited
        ? `Seller credits can only pay closing costs, so only ${money(-result.sellerCreditsCents)} of them count`
        : undefined,
    },
    {
      label: "Adjustments and Other Credits",
      cents: result?.adjustmentsAndOtherCreditsCents,
      name: "adjustmentsAndOtherCredits",
      note: "Tax and HOA prorations are set by the closing agent",
    },
  ];
  return (
    <div className="rounded-card border border-line">
      <table className="w-full text-left">
        <caption className="px-3 pt-3 pb-2 text-left text-lg font-bold text-ink">
          Calculating Cash to Close
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line align-baseline">
              <th scope="row" className="px-3 py-2 font-normal text-ink">
                {row.label}
                {row.note ? <span className="block text-sm text-muted">{row.note}</span> : null}
              </th>
              <td className="px-3 py-2 text-right tabular-nums" data-output={row.name}>
                {result && row.cents !== undefined ? money(row.cents) : NO_RESULT}
              </td>
            </tr>
          ))}
          <tr className="border-t-2 border-ink">
            <th scope="row" className="px-3 py-2 font-bold text-ink">
              Estimated Cash to Close
            </th>
            <td className="px-3 py-2 text-right font-bold tabular-nums">
              {result ? money(result.cashToCloseCents) : NO_RESULT}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
