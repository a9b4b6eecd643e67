import { expect, test } from "vitest";
import { runCalculator } from "./calculator";
import { monthlyPaymentCalculator, monthlyPaymentOutputs } from "./monthly-payment";

function outputs(query: string) {
  const { result } = runCalculator(monthlyPaymentCalculator, new URLSearchParams(query));
  return result ? monthlyPaymentOutputs(result) : null;
}

test("principal and interest plus a twelfth of the yearly tax and insurance", () => {
  // $300,000 (field `loan-mount`) at 7 % for 30 years: r = 0.0058333…, (1 + r)^360 = 8.1164974…
  //   P&I = 300,000 × 0.0058333 × 8.1164974 / 7.1164974 = 1,995.91
  //   tax 4,800 / 12 = 400.00; insurance 1,800 / 12 = 150.00; total 1,995.91 + 400 + 150 = 2,545.91
  expect(
    outputs(
      "loan-mount=300000&loan-length=30&interest-rate=7&property-tax=4800&home-insurance=1800",
    ),
  ).toEqual({
    "monthly-payment": "$1,995.91",
    "monthly-tax": "$400.00",
    "monthly-insurance": "$150.00",
    "monthly-total": "$2,545.91",
  });
});

test("a twelfth is rounded half-up to the cent", () => {
  // $180,000 at 5.25 % for 15 years: r = 0.004375, (1 + r)^180 = 2.1953…, P&I = 1,446.98
  //   tax 2,000 / 12 = 166.666… → 166.67; insurance 1,000 / 12 = 83.333… → 83.33; total 1,696.98
  expect(
    outputs(
      "loan-mount=180000&loan-length=15&interest-rate=5.25&property-tax=2000&home-insurance=1000",
    ),
  ).toEqual({
    "monthly-payment": "$1,446.98",
    "monthly-tax": "$166.67",
    "monthly-insurance": "$83.33",
    "monthly-total": "$1,696.98",
  });
});

test("the misspelled `loan-mount` is the field; `loan-amount` is not read", () => {
  expect(outputs("loan-amount=300000&loan-length=30&interest-rate=7")).toBeNull();
});
