import { expect, test } from "vitest";
import { runCalculator } from "./calculator";
import { incomeRequirementCalculator, incomeRequirementOutputs } from "./income-requirement";

function outputs(query: string) {
  const { result } = runCalculator(incomeRequirementCalculator, new URLSearchParams(query));
  return result ? incomeRequirementOutputs(result) : null;
}

test("the 36 % rule sets the income when debts are high, truncated to whole dollars", () => {
  // $250,000 at 6 % for 30 years: P&I = 250,000 × 0.005 × 6.0225752 / 5.0225752 = 1,498.88
  //   tax 3,000 / 12 = 250.00; mortgage insurance 1,200 / 12 = 100.00 → housing 1,848.88
  //   debts 300 + 50 + 200 + 0 + 0 = 550.00
  //   28 %: 1,848.88 / 0.28 × 12 = 79,237.71; 36 %: 2,398.88 / 0.36 × 12 = 79,962.666… → $79,962 (not 79,963)
  expect(
    outputs(
      "loan-amount=250000&loan-length=30&interest-rate=6&property-tax=3000&mortgage-insurance=1200" +
        "&auto-loans=300&credit-cards=50&student-loans=200&alimony-child-support=0&other-loan-payments=0",
    ),
  ).toEqual({
    "required-income": "$79,962",
    "principal-interest": "$1,498.88",
    "monthly-housing": "$1,848.88",
    "monthly-debts": "$550.00",
  });
});

test("the 28 % rule sets the income without debts; empty optional fields are 0", () => {
  // $120,000 at 0 % for 10 years: P&I = 1,000.00; tax 2,400 / 12 = 200.00 → housing 1,200.00
  //   28 %: 1,200 / 0.28 × 12 = 51,428.571… → $51,428; 36 %: 1,200 / 0.36 × 12 = 40,000
  expect(
    outputs(
      "loan-amount=120000&loan-length=10&interest-rate=0&property-tax=2400&mortgage-insurance=" +
        "&auto-loans=&credit-cards=&student-loans=&alimony-child-support=&other-loan-payments=",
    )?.["required-income"],
  ).toBe("$51,428");
});

test("an invalid form gives no result", () => {
  expect(outputs("loan-amount=250000&loan-length=30&interest-rate=6&auto-loans=-5")).toBeNull();
});
