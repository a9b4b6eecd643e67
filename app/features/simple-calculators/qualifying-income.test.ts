import { expect, test } from "vitest";
import { runCalculator } from "./calculator";
import { qualifyingIncomeCalculator, qualifyingIncomeOutputs } from "./qualifying-income";

function outputs(query: string) {
  const { result } = runCalculator(qualifyingIncomeCalculator, new URLSearchParams(query));
  return result ? qualifyingIncomeOutputs(result) : null;
}

test("the 28 % rule sets the income when other debts are small", () => {
  // P&I 1,500; tax 3,600 / 12 = 300; insurance 1,200 / 12 = 100 → housing 1,900.00
  //   28 %: 1,900 / 0.28 × 12 = 81,428.571… ; 36 %: (1,900 + 400) / 0.36 × 12 = 76,666.67 → $81,428
  expect(
    outputs(
      "mortgage-principal-interest=1500&property-tax=3600&home-insurance=1200&other-loan-payments=400",
    ),
  ).toEqual({ "qualifying-income": "$81,428", "monthly-housing": "$1,900.00" });
});

test("the 36 % rule sets the income when other debts are large", () => {
  // P&I 1,000; tax 1,200 / 12 = 100; insurance 600 / 12 = 50 → housing 1,150.00; debts 800
  //   28 %: 1,150 / 0.28 × 12 = 49,285.71; 36 %: 1,950 / 0.36 × 12 = 65,000.00 → $65,000
  expect(
    outputs(
      "mortgage-principal-interest=1000&property-tax=1200&home-insurance=600&other-loan-payments=800",
    )?.["qualifying-income"],
  ).toBe("$65,000");
});

test("an invalid form gives no result", () => {
  expect(outputs("mortgage-principal-interest=0&property-tax=1200")).toBeNull();
});
