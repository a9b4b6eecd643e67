import { expect, test } from "vitest";
import { acceptArm, armDefaults, computeArm, parseArm, readArm } from "./arm-form";

const NOV_2026 = { year: 2026, month: 11 };

test("a first visit is a 5/6 ARM with 2/1/5 caps, first payment next month", () => {
  const texts = readArm(new URLSearchParams(), NOV_2026);
  expect(texts).toEqual(armDefaults(NOV_2026));
  expect(texts).toMatchObject({
    initialPeriodYears: "5",
    adjustmentMonths: "6",
    initialCap: "2",
    periodicCap: "1",
    lifetimeCap: "5",
    startDate: "12/2026",
  });
  // $400,000 at 5.75 % over 30 years: 400000 × 0.0047917 × 5.5894469 / 4.5894469 = $2,334.29
  // (worked in lib/finance/arm.test.ts); the first adjustment is payment 61, Dec 2031.
  const result = computeArm(texts);
  expect(result?.initialPaymentCents).toBe(233_429);
  expect(result?.firstAdjustment.date).toEqual({ year: 2031, month: 12 });
});

test("the query's names fill the form; missing ones keep their defaults", () => {
  const texts = readArm(
    new URLSearchParams("loanAmount=250%2C000&initialPeriodYears=7&adjustmentMonths=12"),
    NOV_2026,
  );
  expect(texts).toMatchObject({
    loanAmount: "250,000",
    initialPeriodYears: "7",
    adjustmentMonths: "12",
    margin: "2.75",
  });
  expect(parseArm(texts).values).toMatchObject({
    loanAmount: 25_000_000,
    initialPeriodYears: 7,
    adjustmentMonths: 12,
  });
});

test("a fixed period or interval lenders do not offer is refused with the field's message", () => {
  const texts = { ...armDefaults(NOV_2026), initialPeriodYears: "4", adjustmentMonths: "3" };
  expect(parseArm(texts)).toEqual({
    values: null,
    errors: {
      initialPeriodYears: "Choose 3, 5, 7 or 10 years.",
      adjustmentMonths: "Choose 6 or 12 months.",
    },
  });
  expect(computeArm(texts)).toBeNull();
});

test("numbers out of range, a bad date and a term no longer than the fixed period are refused", () => {
  const base = armDefaults(NOV_2026);
  expect(parseArm({ ...base, lifetimeCap: "150", margin: "-1" }).errors).toEqual({
    lifetimeCap: "Enter a percentage from 0 to 100, with up to 3 decimals.",
    margin: "Enter a percentage from 0 to 100, with up to 3 decimals.",
  });
  expect(parseArm({ ...base, startDate: "13/2026" }).errors).toEqual({
    startDate: "Enter the month of your first payment as MM/YYYY.",
  });
  expect(parseArm({ ...base, loanTermYears: "5" }).errors).toEqual({
    loanTermYears: "Enter a term longer than the 5-year fixed period.",
  });
  expect(parseArm({ ...base, loanTermYears: "10", initialPeriodYears: "10" }).errors).toEqual({
    loanTermYears: "Enter a term longer than the 10-year fixed period.",
  });
  expect(parseArm({ ...base, loanTermYears: "6" }).errors).toEqual({});
  // The term's own message comes first.
  expect(parseArm({ ...base, loanTermYears: "30.5" }).errors).toEqual({
    loanTermYears: "Enter a whole number of years from 1 to 100.",
  });
});

test("the browser recalculates only with a whole MM/YYYY date", () => {
  expect(acceptArm(new URLSearchParams("startDate=12%2F2026"))).toBe(true);
  expect(acceptArm(new URLSearchParams("startDate=12%2F20"))).toBe(false);
});
