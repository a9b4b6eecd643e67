import { expect, test } from "vitest";
import {
  acceptAprForm,
  PREPAID_TOO_LARGE,
  readAprForm,
  readAprResult,
  START_DATE_MESSAGE,
} from "~/features/calculators/apr-form";

const TODAY = { year: 2026, month: 11 };
const read = (query: string) => readAprResult(readAprForm(new URLSearchParams(query), TODAY));

test("the first visit: $300,000, 6.5 %, 30 years, 1 point, $2,000 of fees, first payment next month", () => {
  const texts = readAprForm(new URLSearchParams(""), TODAY);
  expect(texts).toEqual({
    loanAmount: "300000",
    interestRate: "6.5",
    loanTermYears: "30",
    points: "1",
    lenderFees: "2000",
    startDate: "12/2026",
  });
  // apr.test.ts works this loan out: amount financed $295,000, APR 6.662327 %.
  const { result, interestRatePercent } = readAprResult(texts);
  expect(result?.amountFinancedCents).toBe(29_500_000);
  expect(result?.aprPercent).toBeCloseTo(6.662327, 5);
  expect(interestRatePercent).toBe(6.5);
});

test("masked and typed texts read as the mask shows them", () => {
  const { result } = read(
    "loanAmount=300%2C000&interestRate=6.5&loanTermYears=30&points=1&lenderFees=2%2C000.00&startDate=01%2F2027",
  );
  expect(result?.prepaidFinanceChargesCents).toBe(500_000);
});

test("a value out of range, points and fees that leave nothing financed, or a bad date: a message and no result", () => {
  expect(read("interestRate=150").errors.interestRate).toBe(
    "Enter a percentage from 0 to 100, with up to 3 decimals.",
  );
  expect(read("interestRate=150").result).toBeNull();
  expect(read("loanAmount=0").errors.loanAmount).toBe(
    "Enter an amount from $1 to $90,000,000,000, in dollars and cents.",
  );
  // 50 points of $100,000 is $50,000; with $50,000 of fees nothing is left.
  const all = read("loanAmount=100000&points=50&lenderFees=50000");
  expect(all).toMatchObject({ result: null, errors: { lenderFees: PREPAID_TOO_LARGE } });
  expect(read("loanAmount=100000&points=50&lenderFees=49999.99").result).not.toBeNull();
  expect(read("startDate=13%2F2027")).toMatchObject({
    result: null,
    errors: { startDate: START_DATE_MESSAGE },
  });
  expect(acceptAprForm(new URLSearchParams("startDate=1%2F2027"))).toBe(false);
  expect(acceptAprForm(new URLSearchParams("startDate=01%2F2027"))).toBe(true);
});
