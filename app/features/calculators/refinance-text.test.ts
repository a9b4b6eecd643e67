import { expect, test } from "vitest";
import {
  breakEvenText,
  extraPaymentsText,
  payoffDifferenceText,
  savingsMessage,
} from "./refinance-text";

test("the four savings messages (spec 2)", () => {
  expect(
    savingsMessage({
      savingsVariant: "both",
      monthlySavingsCents: 30_800,
      lifetimeSavingsCents: 4_500_000,
    }),
  ).toBe(
    "Refinancing lowers your monthly payment by $308 and saves $45,000 in interest over the life of the loan.",
  );
  expect(
    savingsMessage({
      savingsVariant: "interest",
      monthlySavingsCents: -12_000,
      lifetimeSavingsCents: 2_000_000,
    }),
  ).toBe(
    "Refinancing saves $20,000 in interest over the life of the loan, but your monthly payment goes up by $120.",
  );
  expect(
    savingsMessage({
      savingsVariant: "payment",
      monthlySavingsCents: 25_000,
      lifetimeSavingsCents: -3_000_000,
    }),
  ).toBe(
    "Refinancing lowers your monthly payment by $250, but you would pay $30,000 more in interest over the life of the loan.",
  );
  expect(
    savingsMessage({
      savingsVariant: "none",
      monthlySavingsCents: -100,
      lifetimeSavingsCents: -100,
    }),
  ).toBe(
    "Refinancing on these terms would not lower your monthly payment or the interest you pay.",
  );
});

test("the edge wordings: same payment, no interest change", () => {
  expect(
    savingsMessage({
      savingsVariant: "interest",
      monthlySavingsCents: 0,
      lifetimeSavingsCents: 100_000,
    }),
  ).toMatch(/stays the same/);
  expect(
    savingsMessage({
      savingsVariant: "payment",
      monthlySavingsCents: 100,
      lifetimeSavingsCents: 0,
    }),
  ).toMatch(/does not save interest/);
});

test("payoff difference says earlier, later or the same month", () => {
  expect(
    payoffDifferenceText({ payoffDirection: "earlier", payoffDifference: { years: 2, months: 3 } }),
  ).toBe("2 years and 3 months earlier");
  expect(
    payoffDifferenceText({ payoffDirection: "later", payoffDifference: { years: 1, months: 0 } }),
  ).toBe("1 year later");
  expect(
    payoffDifferenceText({ payoffDirection: "same", payoffDifference: { years: 0, months: 0 } }),
  ).toBe("Same month");
  expect(
    payoffDifferenceText({ payoffDirection: null, payoffDifference: { years: 0, months: 0 } }),
  ).toBe("—");
});

test("break-even: the month of the payment that pays the closing costs back", () => {
  // 17 payments from 12/2026: 12/2026 is the 1st, 04/2028 the 17th.
  expect(breakEvenText(17, { year: 2026, month: 12 })).toEqual({
    value: "Apr 2028",
    note: "After 17 payments on the new loan",
  });
  expect(breakEvenText(1, { year: 2026, month: 12 }).note).toBe("After 1 payment on the new loan");
  expect(breakEvenText(0, { year: 2026, month: 12 }).value).toBe("Right away");
  expect(breakEvenText(null, { year: 2026, month: 12 }).value).toBe("Never");
});

test("payments the new term adds or removes, in years and months", () => {
  // 324 payments left on a 30-year loan three years in, 360 on a new 30-year loan: 36 = 3 years
  expect(extraPaymentsText(36)).toBe("3 years more");
  // 300 left, 180 on a new 15-year loan: −120 = 10 years fewer
  expect(extraPaymentsText(-120)).toBe("10 years fewer");
  expect(extraPaymentsText(13)).toBe("1 year and 1 month more");
  expect(extraPaymentsText(0)).toBe("None");
});
