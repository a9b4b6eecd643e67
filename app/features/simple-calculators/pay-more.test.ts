import { expect, test } from "vitest";
import { runCalculator } from "./calculator";
import { payMoreCalculator, payMoreOutputs } from "./pay-more";

function outputs(query: string) {
  const { result } = runCalculator(payMoreCalculator, new URLSearchParams(query));
  return result ? payMoreOutputs(result) : null;
}

test("at 0 % the extra saves no interest, only time", () => {
  // $12,000 at 0 % for 1 year: 12,000 / 12 = $1,000.00 a month, 12 payments, total $12,000.00
  //   with $1,000 more: $2,000.00 a month → 12,000 / 2,000 = 6 payments, total $12,000.00
  //   savings $0.00; 12 − 6 = 6 months sooner
  expect(
    outputs("loan_amount=12000&loan_length=1&interest_rate=0&additional_monthly_payment=1000"),
  ).toEqual({
    original_monthly_payment: "$1,000.00",
    total_without: "$12,000.00",
    new_monthly_payment: "$2,000.00",
    total_with: "$12,000.00",
    savings: "$0.00",
    time_savings: "6 months",
  });
});

test("time saved reads in years and months, singular and plural", () => {
  // $36,000 at 0 % for 3 years: $1,000.00 a month for 36 months. With $600 more, 36,000 / 1,600 =
  //   22.5 → 23 payments: 36 − 23 = 13 months = 1 year and 1 month
  expect(
    outputs("loan_amount=36000&loan_length=3&interest_rate=0&additional_monthly_payment=600")
      ?.time_savings,
  ).toBe("1 year and 1 month");
  // With $2,000 more, 36,000 / 3,000 = 12 payments: 24 months = 2 years
  expect(
    outputs("loan_amount=36000&loan_length=3&interest_rate=0&additional_monthly_payment=2000")
      ?.time_savings,
  ).toBe("2 years");
});

test("with interest, month by month, each month's interest rounded to the cent", () => {
  // $1,200 at 12 % for 1 year: r = 0.01, payment = 1,200 × 0.01 × 1.01^12 / (1.01^12 − 1)
  //   = 12 × 1.1268250 / 0.1268250 = 106.6185 → $106.62
  // Without the extra, interest by month (1 % of the balance, rounded):
  //   12.00, 11.05, 10.10, 9.13, 8.16, 7.17, 6.18, 5.17, 4.16, 3.14, 2.10, 1.06 = 79.42
  //   (the 12th payment is the remaining 105.54 + 1.06 = 106.60) → total 1,200 + 79.42 = $1,279.42
  // With $600 more: month 1: interest 12.00, principal 94.62, extra 600 → balance 505.38
  //   month 2: interest 5.05; principal 101.57 and the extra is capped at the rest, 403.81 → paid off
  //   total 1,200 + 12.00 + 5.05 = $1,217.05; savings 1,279.42 − 1,217.05 = $62.37; 12 − 2 = 10 months
  expect(
    outputs("loan_amount=1200&loan_length=1&interest_rate=12&additional_monthly_payment=600"),
  ).toEqual({
    original_monthly_payment: "$106.62",
    total_without: "$1,279.42",
    new_monthly_payment: "$706.62",
    total_with: "$1,217.05",
    savings: "$62.37",
    time_savings: "10 months",
  });
});

test("an extra of 0 saves nothing; an invalid form gives no result", () => {
  // $12,000 at 0 % for 1 year with no extra: the same 12 payments
  expect(
    outputs("loan_amount=12000&loan_length=1&interest_rate=0&additional_monthly_payment=0")
      ?.time_savings,
  ).toBe("0 months");
  expect(
    outputs("loan_amount=12000&loan_length=1&interest_rate=0&additional_monthly_payment="),
  ).toBeNull();
});
