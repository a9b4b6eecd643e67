import { expect, test } from "vitest";
import { readPointsForm, readPointsResult, usedOptions } from "~/features/calculators/points-form";

const START = { year: 2026, month: 12 };

test("the first visit shows the learning center's four options over 7 years", () => {
  const texts = readPointsForm(new URLSearchParams(""));
  expect(usedOptions(texts)).toEqual([1, 2, 3, 4]);
  const { result } = readPointsResult(texts, START);
  // points.test.ts works these out: 2 points cost least over 7 years.
  expect(result?.cheapestIndex).toBe(2);
  expect(result?.horizonMonths).toBe(84);
});

test("a link with two options compares two: the others are not filled from the defaults", () => {
  const texts = readPointsForm(
    new URLSearchParams("loanAmount=300000&rate1=6.5&points1=0&rate2=6.25&points2=1"),
  );
  expect(texts.loanTermYears).toBe("30");
  expect(texts.yearsInHome).toBe("7");
  expect(usedOptions(texts)).toEqual([1, 2]);
  const { result, numbers } = readPointsResult(texts, START);
  expect(numbers).toEqual([1, 2]);
  expect(result?.options).toHaveLength(2);
});

test("an option counts when its rate or its points hold something; 1 and 2 always count", () => {
  const texts = readPointsForm(
    new URLSearchParams("rate1=6&points1=0&rate2=&points2=&rate3=&points3=&rate4=7&points4="),
  );
  expect(usedOptions(texts)).toEqual([1, 2, 4]);
});

test("points out of -10 to 10 are refused with the field's message and no result", () => {
  const reading = readPointsResult(
    readPointsForm(new URLSearchParams("rate1=6&points1=0&rate2=5&points2=12")),
    START,
  );
  expect(reading.result).toBeNull();
  expect(reading.errors.points2).toBe("Enter a percentage from -10 to 10, with up to 3 decimals.");
  expect(
    readPointsResult(readPointsForm(new URLSearchParams("rate1=6&points1=-2.5")), START).errors,
  ).toEqual({});
});
