import { expect, test } from "vitest";
import { breakEvenText, optionTitle } from "~/features/calculators/points-text";

test("option titles say the rate and the points, or the credit", () => {
  expect(optionTitle(6.75, 0)).toBe("6.75% with no points");
  expect(optionTitle(6.5, 1)).toBe("6.5% with 1 point");
  expect(optionTitle(6.25, 2)).toBe("6.25% with 2 points");
  expect(optionTitle(6.375, 0.375)).toBe("6.375% with 0.375 points");
  expect(optionTitle(7, -0.5)).toBe("7% with a lender credit of 0.5 points");
});

test("each kind of break-even reads as a value and a sentence", () => {
  expect(breakEvenText({ kind: "reference" }, "option 1", 0).value).toBe("Baseline");
  expect(breakEvenText({ kind: "now" }, "option 1", 0)).toEqual({
    value: "Right away",
    note: "Costs no more upfront and no more a month than option 1: nothing to earn back.",
  });
  // The article's 1 point: $4,000 more upfront, month 61.
  expect(
    breakEvenText({ kind: "months", months: 61, payer: "option" }, "option 1", 400_000),
  ).toEqual({
    value: "Month 61",
    note: "After 61 payments the lower payment has made up the $4,000.00 more paid upfront than option 1.",
  });
  // The article's $2,000 credit: option 1 has made up its $2,000 after 30 payments.
  expect(
    breakEvenText({ kind: "months", months: 30, payer: "reference" }, "option 1", -200_000),
  ).toEqual({
    value: "Month 30",
    note: "Option 1 costs $2,000.00 more upfront; after 30 payments its lower payment has made that up, so it costs less if you keep the loan longer.",
  });
  expect(
    breakEvenText({ kind: "months", months: 1, payer: "option" }, "option 2", 5_000).note,
  ).toBe(
    "After 1 payment the lower payment has made up the $50.00 more paid upfront than option 2.",
  );
  expect(breakEvenText({ kind: "never", payer: "option" }, "option 1", 400_000)).toEqual({
    value: "Never",
    note: "The payment is not low enough to repay the $4,000.00 more paid upfront than option 1 before the loan ends.",
  });
  expect(breakEvenText({ kind: "never", payer: "reference" }, "option 1", -100_000).value).toBe(
    "Never",
  );
});
