import { expect, test } from "vitest";
import { affordabilityCalculator, affordabilityOutputs, howMuchHouseLink } from "./affordability";
import { runCalculator } from "./calculator";

function outputs(query: string) {
  const { result } = runCalculator(affordabilityCalculator, new URLSearchParams(query));
  return result ? affordabilityOutputs(result) : null;
}

test("the back-end (36 %) limit applies when debts are high", () => {
  // $8,000 income, $1,000 debts, 7 %, 30 years:
  //   28 % × 8,000 = 2,240.00; 36 % × 8,000 − 1,000 = 2,880 − 1,000 = 1,880.00 → payment $1,880.00
  //   r = 0.07 / 12 = 0.0058333…, n = 360, (1 + r)^360 = 8.1164974…, (1 + r)^−360 = 0.1232071…
  //   PV = 1,880 × (1 − 0.1232071) / 0.0058333 = 1,880 × 150.307568… = 282,578.23
  expect(outputs("monthly-income=8000&monthly-debt=1000&interest-rate=7&loan-length=30")).toEqual({
    "affordable-loan-amount": "$282,578.23",
    "affordable-payment": "$1,880.00",
    "front-end-payment": "$2,240.00",
    "back-end-payment": "$1,880.00",
  });
});

test("the front-end (28 %) limit applies when there are no debts", () => {
  // $5,000 income, no debts, 6 %, 30 years: 28 % = 1,400 < 36 % = 1,800 → $1,400.00
  //   r = 0.005, (1.005)^−360 = 0.1660419…; PV = 1,400 × (1 − 0.1660419) / 0.005 = 1,400 × 166.791614 = 233,508.26
  expect(
    outputs("monthly-income=5000&monthly-debt=&interest-rate=6&loan-length=30")?.[
      "affordable-loan-amount"
    ],
  ).toBe("$233,508.26");
});

test("at 0 % the loan is the payment times the months; debts over 36 % leave nothing", () => {
  // $10,000 income, $0 debts, 0 %, 10 years: 28 % = 2,800 × 120 months = $336,000.00
  expect(
    outputs("monthly-income=10000&monthly-debt=0&interest-rate=0&loan-length=10")?.[
      "affordable-loan-amount"
    ],
  ).toBe("$336,000.00");
  // $4,000 income, $1,500 debts: 36 % = 1,440 − 1,500 = −60 → no payment, no loan
  expect(
    outputs("monthly-income=4000&monthly-debt=1500&interest-rate=6&loan-length=30")?.[
      "affordable-loan-amount"
    ],
  ).toBe("$0.00");
});

test("an invalid form gives no result", () => {
  expect(outputs("monthly-income=&monthly-debt=100&interest-rate=6&loan-length=30")).toBeNull();
  expect(outputs("monthly-income=5000&monthly-debt=100&interest-rate=6&loan-length=0")).toBeNull();
});

test("the link under the result carries income, debts, rate and term to how much house", () => {
  const { values } = runCalculator(
    affordabilityCalculator,
    new URLSearchParams("monthly-income=8000&monthly-debt=700&interest-rate=6.5&loan-length=30"),
  );
  expect(howMuchHouseLink(values.text)).toBe(
    "/calculators/how-much-house?monthlyIncome=8000&monthlyDebts=700&interestRate=6.5&loanTermYears=30",
  );
});
