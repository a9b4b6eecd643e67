import { Link } from "react-router";
import type { Route } from "./+types/affordability";
import { BACK_END_RATIO_PERCENT, FRONT_END_RATIO_PERCENT } from "~/lib/finance/affordability";
import {
  affordabilityCalculator,
  affordabilityOutputs,
  howMuchHouseLink,
} from "~/features/simple-calculators/affordability";
import { calculatorMeta } from "~/features/calculators/meta";
import { Output, SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/affordability";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "How much can you borrow? Enter your monthly income and debts to see the loan amount the 28% and 36% debt-to-income rules allow.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function Affordability() {
  return (
    <SimpleCalculatorPage
      calculator={affordabilityCalculator}
      path={PATH}
      intro={
        <p>
          Lenders compare your monthly payments with your gross monthly income. Enter yours to see
          the largest loan the common 28% and 36% rules allow.
        </p>
      }
      summary={(r) =>
        `You could borrow about ${affordabilityOutputs(r)["affordable-loan-amount"]}.`
      }
      results={(r, values) => {
        const out = affordabilityOutputs(r);
        return (
          <div className="grid gap-4">
            <dl>
              <Output
                primary
                name="affordable-loan-amount"
                label="Loan amount you could afford"
                value={out["affordable-loan-amount"]}
                hint="The amount, not the home price: add your down payment to get a price range."
              />
            </dl>
            <dl>
              <Output
                name="affordable-payment"
                label="Principal and interest you could pay (per month)"
                value={out["affordable-payment"]}
              />
              <Output
                name="front-end-payment"
                label={`${FRONT_END_RATIO_PERCENT}% of your monthly income`}
                value={out["front-end-payment"]}
              />
              <Output
                name="back-end-payment"
                label={`${BACK_END_RATIO_PERCENT}% of your monthly income, minus your debts`}
                value={out["back-end-payment"]}
              />
            </dl>
            <p>
              <Link
                to={howMuchHouseLink(values.text)}
                className="font-semibold text-accent underline"
                data-link="how-much-house"
              >
                Includes principal and interest only: see how much house with taxes and insurance
              </Link>
            </p>
          </div>
        );
      }}
      assumptions={[
        <>
          Your housing payment may use up to {FRONT_END_RATIO_PERCENT}% of your gross monthly
          income, and your housing payment plus other debts up to {BACK_END_RATIO_PERCENT}%. The
          smaller of the two limits is the payment used.
        </>,
        "The payment is principal and interest only. Property tax, homeowners insurance, mortgage insurance and HOA dues also come out of the same budget, so the home you can afford with them is lower.",
        "A fixed rate for the whole term, with equal monthly payments made at the end of each month.",
        "If your debts already use 36% of your income or more, the calculator shows $0.00.",
        "Lenders look at more than these ratios: credit score, savings, the loan program and the property all count.",
      ]}
      method={
        <>
          <p>
            The payment is the smaller of {FRONT_END_RATIO_PERCENT}% of your monthly income and{" "}
            {BACK_END_RATIO_PERCENT}% of it minus your monthly debts. The loan amount is what that
            payment repays over the term: payment × (1 − (1 + r)<sup>−n</sup>) ÷ r, where r is the
            annual rate ÷ 12 and n the number of months.
          </p>
          <p>
            Example: $8,000 a month with $1,000 of debts at 7% for 30 years. 28% is $2,240.00; 36%
            minus debts is $1,880.00, the smaller. $1,880.00 a month for 360 months at 7% repays a
            loan of $282,578.23.
          </p>
          <p>
            <strong>Example terms:</strong> $282,578.23 loan, 30-year fixed interest rate of 7%,
            7.000% APR: 360 monthly principal-and-interest payments of $1,880 (the last one
            $1,879.77). The APR assumes no prepaid finance charges. The payments don't include taxes
            and insurance, so the actual payment will be greater.
          </p>
        </>
      }
    />
  );
}
