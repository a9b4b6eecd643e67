import type { Route } from "./+types/down-payment";
import {
  downPaymentCalculator,
  downPaymentOutputs,
} from "~/features/simple-calculators/down-payment";
import { calculatorMeta } from "~/features/calculators/meta";
import { SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/down-payment";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "Compare your monthly payment with 0%, 1%, 3%, 5%, 10%, 15% and 20% down: the down payment, the loan and the principal and interest for each.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function DownPayment() {
  return (
    <SimpleCalculatorPage
      calculator={downPaymentCalculator}
      path={PATH}
      intro={
        <p>
          See how the size of your down payment changes the amount you borrow and your monthly
          payment, from nothing down to 20%.
        </p>
      }
      summary={(rows) => {
        const out = downPaymentOutputs(rows);
        const first = out[0];
        const last = out[out.length - 1];
        return first && last
          ? `With ${first.percent}% down the payment is ${first.monthly_payment} a month; with ${last.percent}% down it is ${last.monthly_payment}.`
          : "";
      }}
      results={(rows) => (
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="down-payment-caption"
        >
          <table className="w-full min-w-[20rem] border-collapse text-left tabular-nums">
            <caption id="down-payment-caption" className="mb-2 text-left font-semibold">
              Down payment and monthly principal and interest, by percent down
            </caption>
            <thead>
              <tr className="border-b-2 border-line">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Down
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Down payment
                </th>
                <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                  Loan amount
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Payment (per month)
                </th>
              </tr>
            </thead>
            <tbody>
              {downPaymentOutputs(rows).map((row) => (
                <tr
                  key={row.percent}
                  data-percent={row.percent}
                  className="border-b border-line last:border-b-0"
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {row.percent}%
                  </th>
                  <td data-output="down_payment" className="py-2 pr-3 text-right">
                    {row.down_payment}
                  </td>
                  <td data-output="loan" className="hidden py-2 pr-3 text-right sm:table-cell">
                    {row.loan}
                  </td>
                  <td data-output="monthly_payment" className="py-2 text-right font-semibold">
                    {row.monthly_payment}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      assumptions={[
        "The amount you enter is the price before any down payment; each row borrows the price minus that row's down payment.",
        "The payment is principal and interest only, at a fixed rate with equal monthly payments. Property tax, homeowners insurance and HOA dues are extra.",
        "With less than 20% down, most loans add mortgage insurance (PMI, or FHA's MIP), which this table does not include. Some programs need a minimum down payment: 3% for many conventional loans, 3.5% for FHA; VA and USDA loans allow 0%.",
        "The same rate for every row. In practice a larger down payment can earn a lower rate.",
      ]}
      method={
        <>
          <p>
            Down payment = price × percent. Payment = loan × r × (1 + r)<sup>n</sup> ÷ ((1 + r)
            <sup>n</sup> − 1), where r is the annual rate ÷ 12 and n the number of months; at 0% it
            is the loan ÷ n. Example: a $300,000 price at 6.5% for 30 years with 20% down borrows
            $240,000 and pays $1,516.96 a month.
          </p>
          <p>
            <strong>Example terms:</strong> $240,000 loan with 20% down on a $300,000 home, 30-year
            fixed interest rate of 6.5%, 6.500% APR: 360 monthly principal-and-interest payments of
            $1,516.96 (the last one $1,520.33). The APR assumes no prepaid finance charges. The
            payments don't include taxes and insurance, so the actual payment will be greater.
          </p>
        </>
      }
    />
  );
}
