import type { Route } from "./+types/monthly-payment";
import { calculatorMeta } from "~/features/calculators/meta";
import {
  monthlyPaymentCalculator,
  monthlyPaymentOutputs,
} from "~/features/simple-calculators/monthly-payment";
import { Output, SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/monthly-payment";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "Your monthly mortgage payment with property tax and homeowners insurance: principal and interest, the monthly share of tax and insurance, and the total.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function MonthlyPayment() {
  return (
    <SimpleCalculatorPage
      calculator={monthlyPaymentCalculator}
      path={PATH}
      intro={
        <p>
          A quick monthly total: the loan payment plus the monthly share of your yearly property tax
          and homeowners insurance, which most lenders collect with the payment.
        </p>
      }
      summary={(r) =>
        `Your total monthly payment would be about ${monthlyPaymentOutputs(r)["monthly-total"]}.`
      }
      results={(r) => {
        const out = monthlyPaymentOutputs(r);
        return (
          <div className="grid gap-4">
            <dl>
              <Output
                primary
                name="monthly-total"
                label="Total payment (per month)"
                value={out["monthly-total"]}
              />
            </dl>
            <dl>
              <Output
                name="monthly-payment"
                label="Principal and interest (per month)"
                value={out["monthly-payment"]}
              />
              <Output
                name="monthly-tax"
                label="Property tax (per month)"
                value={out["monthly-tax"]}
              />
              <Output
                name="monthly-insurance"
                label="Homeowners insurance (per month)"
                value={out["monthly-insurance"]}
              />
            </dl>
          </div>
        );
      }}
      assumptions={[
        "A fixed rate for the whole term, with equal monthly payments.",
        "Property tax and homeowners insurance are the yearly amounts you enter, divided by 12.",
        "Mortgage insurance (PMI) and HOA dues are not included. The mortgage payment calculator adds them.",
      ]}
      method={
        <>
          <p>
            Principal and interest = loan × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1),
            where r is the annual rate ÷ 12 and n the number of months. Example: $300,000 at 7% for
            30 years is $1,995.91; with $4,800 a year of tax ($400.00) and $1,800 of insurance
            ($150.00) the total is $2,545.91 a month.
          </p>
          <p>
            <strong>Example terms:</strong> $300,000 loan, 30-year fixed interest rate of 7%, 7.000%
            APR: 360 monthly principal-and-interest payments of $1,995.91 (the last one $1,992.36).
            The APR assumes no prepaid finance charges. The payments don't include taxes and
            insurance, so the actual payment will be greater.
          </p>
        </>
      }
    />
  );
}
