import { expect, test } from "vitest";
import { runCalculator } from "./calculator";
import { downPaymentCalculator, downPaymentOutputs } from "./down-payment";

test("one row per percent, 0 to 20, each with its down payment and payment", () => {
  // $300,000 price at 6.5 % for 30 years: r = 0.065 / 12 = 0.00541666…, n = 360,
  //   (1 + r)^360 = 6.9920288…, so payment = loan × r × 6.9920288 / 5.9920288 = loan × 0.00632068…
  //   20 %: down 60,000, loan 240,000 × 0.00632068 = 1,516.96
  //    0 %: loan 300,000 → 1,896.20; 10 %: 270,000 → 1,706.58 (each rounded half-up to cents)
  const { result } = runCalculator(
    downPaymentCalculator,
    new URLSearchParams("loan_amount=300000&loan_length=30&interest_rate=6.5"),
  );
  expect(result && downPaymentOutputs(result)).toEqual([
    { percent: 0, down_payment: "$0.00", loan: "$300,000.00", monthly_payment: "$1,896.20" },
    { percent: 1, down_payment: "$3,000.00", loan: "$297,000.00", monthly_payment: "$1,877.24" },
    { percent: 3, down_payment: "$9,000.00", loan: "$291,000.00", monthly_payment: "$1,839.32" },
    { percent: 5, down_payment: "$15,000.00", loan: "$285,000.00", monthly_payment: "$1,801.39" },
    { percent: 10, down_payment: "$30,000.00", loan: "$270,000.00", monthly_payment: "$1,706.58" },
    { percent: 15, down_payment: "$45,000.00", loan: "$255,000.00", monthly_payment: "$1,611.77" },
    { percent: 20, down_payment: "$60,000.00", loan: "$240,000.00", monthly_payment: "$1,516.96" },
  ]);
});

test("at 0 % the payment is the loan over the months", () => {
  // $120,000 at 0 % for 10 years, 20 % row: loan 96,000 / 120 = $800.00
  const { result } = runCalculator(
    downPaymentCalculator,
    new URLSearchParams("loan_amount=120000&loan_length=10&interest_rate=0"),
  );
  expect(result && downPaymentOutputs(result).at(-1)).toEqual({
    percent: 20,
    down_payment: "$24,000.00",
    loan: "$96,000.00",
    monthly_payment: "$800.00",
  });
});

test("an invalid form gives no result", () => {
  const { result } = runCalculator(
    downPaymentCalculator,
    new URLSearchParams("loan_amount=500&loan_length=30&interest_rate=6"),
  );
  expect(result).toBeNull();
});
