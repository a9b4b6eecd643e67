import type { Route } from "./+types/qualifying-income";
import { BACK_END_RATIO_PERCENT, FRONT_END_RATIO_PERCENT } from "~/lib/finance/affordability";
import { calculatorMeta } from "~/features/calculators/meta";
import {
  qualifyingIncomeCalculator,
  qualifyingIncomeOutputs,
} from "~/features/simple-calculators/qualifying-income";
import { Output, SimpleCalculatorPage } from "~/features/simple-calculators/simple-calculator-page";
import type { PageCacheHandle } from "~/utils/page-cache";

const PATH = "/calculators/qualifying-income";

export const meta: Route.MetaFunction = ({ matches }) =>
  calculatorMeta(
    PATH,
    matches,
    "The least yearly income that qualifies for a mortgage payment, with property tax, homeowners insurance and your other debts, under the 28% and 36% rules.",
  );

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export default function QualifyingIncome() {
  return (
    <SimpleCalculatorPage
      calculator={qualifyingIncomeCalculator}
      path={PATH}
      intro={
        <p>
          Already know the loan payment? Enter it with your tax, insurance and other debts to see
          the smallest yearly income that qualifies.
        </p>
      }
      summary={(r) =>
        `The minimum qualifying income is about ${qualifyingIncomeOutputs(r)["qualifying-income"]} a year.`
      }
      results={(r) => {
        const out = qualifyingIncomeOutputs(r);
        return (
          <div className="grid gap-4">
            <dl>
              <Output
                primary
                name="qualifying-income"
                label="Minimum qualifying income (per year, before taxes)"
                value={out["qualifying-income"]}
                hint="Rounded down to whole dollars."
              />
            </dl>
            <dl>
              <Output
                name="monthly-housing"
                label="Housing payment with tax and insurance (per month)"
                value={out["monthly-housing"]}
              />
            </dl>
          </div>
        );
      }}
      assumptions={[
        <>
          Housing (principal, interest, property tax and homeowners insurance) may be at most{" "}
          {FRONT_END_RATIO_PERCENT}% of your gross monthly income, and housing plus other debts at
          most {BACK_END_RATIO_PERCENT}%.
        </>,
        "The principal and interest and your other debts are monthly payments; property tax and insurance are yearly amounts, divided by 12.",
        "Mortgage insurance and HOA dues are not included: add them to the principal and interest payment if you will pay them.",
      ]}
      method={
        <p>
          Needed monthly income = the larger of housing ÷ 0.28 and (housing + debts) ÷ 0.36; times
          12 for the year. Example: $1,500 of principal and interest, $3,600 a year of tax ($300.00)
          and $1,200 of insurance ($100.00) is $1,900.00 of housing; with $400 of debts, $1,900 ÷
          0.28 × 12 = $81,428.57 is more than $2,300 ÷ 0.36 × 12 = $76,666.67, so the minimum is
          $81,428 a year.
        </p>
      }
    />
  );
}
