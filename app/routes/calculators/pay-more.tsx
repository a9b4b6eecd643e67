import type { Route } from "./+types/pay-more";
import { calculatorMeta } from "~/features/calculators/meta";
import { payMoreCalculator, payMoreOutputs } from "~/features/simple-calculators/pay-more";
import { Output, SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/pay-more";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "What if you pay more each month? See how much interest and how many years a fixed extra monthly payment saves on your mortgage.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function PayMore() {
  return (
    <SimpleCalculatorPage
      calculator={payMoreCalculator}
      path={PATH}
      intro={
        <p>
          Paying a little extra every month goes straight to your balance. See how much interest
          that saves and how much sooner the loan is paid off.
        </p>
      }
      summary={(r) => {
        const out = payMoreOutputs(r);
        return `Paying ${out.new_monthly_payment} a month saves ${out.savings} and pays the loan off ${out.time_savings} sooner.`;
      }}
      results={(r) => {
        const out = payMoreOutputs(r);
        return (
          <div className="grid gap-4">
            <dl className="grid gap-4">
              <Output primary name="savings" label="Interest you save" value={out.savings} />
              <Output
                primary
                name="time_savings"
                label="Paid off sooner by"
                value={out.time_savings}
              />
            </dl>
            <dl>
              <Output
                name="original_monthly_payment"
                label="Regular payment (per month)"
                value={out.original_monthly_payment}
              />
              <Output
                name="new_monthly_payment"
                label="Payment with the extra (per month)"
                value={out.new_monthly_payment}
              />
              <Output
                name="total_without"
                label="Total paid without the extra"
                value={out.total_without}
              />
              <Output name="total_with" label="Total paid with the extra" value={out.total_with} />
            </dl>
          </div>
        );
      }}
      assumptions={[
        "A fixed rate for the whole term. The extra amount is paid every month from the first payment and goes entirely to the balance.",
        "Totals are everything paid over the life of the loan: the amount borrowed plus all the interest. Taxes and insurance are not included.",
        "Interest is worked out each month on the remaining balance and rounded to the cent; the last payment is whatever clears the balance.",
        "Check with your servicer that extra payments go to principal and that your loan has no prepayment penalty.",
      ]}
      method={
        <>
          <p>
            The calculator builds the loan month by month twice, with and without the extra, and
            compares the totals and the number of payments. Example: $200,000 at 6% for 30 years is
            $1,199.10 a month. Paying $200 more each month saves $79,800.86 of interest and ends the
            loan 9 years sooner.
          </p>
          <p>
            <strong>Example terms:</strong> $200,000 loan, 30-year fixed interest rate of 6%, 6.000%
            APR: 360 monthly principal-and-interest payments of $1,199.10 (the last one $1,200.14).
            The APR assumes no prepaid finance charges. The payments don't include taxes and
            insurance, so the actual payment will be greater.
          </p>
        </>
      }
    />
  );
}
