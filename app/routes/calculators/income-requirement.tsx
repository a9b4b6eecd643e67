import type { Route } from "./+types/income-requirement";
import { BACK_END_RATIO_PERCENT, FRONT_END_RATIO_PERCENT } from "~/lib/finance/affordability";
import {
  incomeRequirementCalculator,
  incomeRequirementOutputs,
} from "~/features/simple-calculators/income-requirement";
import { calculatorMeta } from "~/features/calculators/meta";
import { Output, SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/income-requirement";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "The yearly income you need for a loan: enter the loan, your property tax and insurance and your monthly debts to see the income the 28% and 36% rules call for.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function IncomeRequirement() {
  return (
    <SimpleCalculatorPage
      calculator={incomeRequirementCalculator}
      path={PATH}
      intro={
        <p>
          Enter the loan you have in mind and the debts you pay each month to see the yearly income,
          before taxes, that lenders usually look for.
        </p>
      }
      summary={(r) =>
        `You would need a gross income of about ${incomeRequirementOutputs(r)["required-income"]} a year.`
      }
      results={(r) => {
        const out = incomeRequirementOutputs(r);
        return (
          <div className="grid gap-4">
            <dl>
              <Output
                primary
                name="required-income"
                label="Income you need (per year, before taxes)"
                value={out["required-income"]}
                hint="Rounded down to whole dollars."
              />
            </dl>
            <dl>
              <Output
                name="principal-interest"
                label="Principal and interest (per month)"
                value={out["principal-interest"]}
              />
              <Output
                name="monthly-housing"
                label="Housing payment with tax and insurance (per month)"
                value={out["monthly-housing"]}
              />
              <Output
                name="monthly-debts"
                label="Your other debts (per month)"
                value={out["monthly-debts"]}
              />
            </dl>
          </div>
        );
      }}
      assumptions={[
        <>
          Your housing payment (principal, interest, property tax and mortgage insurance) may be at
          most {FRONT_END_RATIO_PERCENT}% of your gross monthly income, and housing plus your other
          debts at most {BACK_END_RATIO_PERCENT}%. The income shown meets both.
        </>,
        "Property tax and mortgage insurance are yearly amounts, divided by 12. The five debts are monthly payments.",
        "A fixed rate for the whole term, with equal monthly payments. Homeowners insurance and HOA dues are not included unless you add them to another field.",
        "Gross income means before taxes and deductions, for everyone on the loan.",
      ]}
      method={
        <>
          <p>
            Needed monthly income = the larger of housing ÷ 0.28 and (housing + debts) ÷ 0.36; times
            12 for the year. Example: a $250,000 loan at 6% for 30 years is $1,498.88 a month; with
            $3,000 a year of tax ($250.00) and $1,200 of mortgage insurance ($100.00) housing is
            $1,848.88. With $550 of debts, $2,398.88 ÷ 0.36 × 12 = $79,962.66, more than $1,848.88 ÷
            0.28 × 12 = $79,237.71, so you need $79,962 a year.
          </p>
          <p>
            <strong>Example terms:</strong> $250,000 loan, 30-year fixed interest rate of 6%, 6.614%
            APR: 360 monthly principal-and-interest payments of $1,498.88 (the last one $1,495.45),
            plus mortgage insurance of $100 a month with every payment. The APR includes the
            mortgage insurance and assumes no prepaid finance charges. The payments don't include
            taxes and insurance, so the actual payment will be greater.
          </p>
        </>
      }
    />
  );
}
