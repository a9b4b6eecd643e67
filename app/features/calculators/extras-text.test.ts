import { expect, test } from "vitest";
import { biweeklyNote, extraPaymentPhrases, joinPhrases } from "./extras-text";

test("each extra in words, in the form's order; zero amounts left out", () => {
  // $1,896.20 a month: half is $948.10, shown as $948.
  expect(
    extraPaymentPhrases(
      10_000,
      {
        yearlyPaymentCents: 100_000,
        yearlyPaymentMonth: 3,
        oneTimePaymentCents: 500_000,
        oneTimePaymentDate: { year: 2028, month: 6 },
        biweekly: true,
      },
      189_620,
    ),
  ).toEqual([
    "$100 more each month",
    "$1,000 every March",
    "$5,000 once in Jun 2028",
    "half the payment ($948) every two weeks",
  ]);
  expect(extraPaymentPhrases(0, { yearlyPaymentCents: 0, yearlyPaymentMonth: 3 }, 189_620)).toEqual(
    [],
  );
});

test("phrases join as an English list", () => {
  expect(joinPhrases([])).toBe("");
  expect(joinPhrases(["a"])).toBe("a");
  expect(joinPhrases(["a", "b"])).toBe("a and b");
  expect(joinPhrases(["a", "b", "c"])).toBe("a, b and c");
});

test("the biweekly note: the half-payment and the yearly surplus", () => {
  // $1,896.20: 26 × 948.10 − 12 × 1,896.20 = $1,896.20 a year → "$1,896".
  expect(biweeklyNote(189_620)).toBe(
    "Paid biweekly: $948 every two weeks, 26 a year, which adds $1,896 to principal each year.",
  );
  // $599.55: half $299.775 → $299.78 (rounded up); 26 × 299.78 − 12 × 599.55 = $599.68 → "$600".
  expect(biweeklyNote(59_955)).toBe(
    "Paid biweekly: $300 every two weeks, 26 a year, which adds $600 to principal each year.",
  );
});
