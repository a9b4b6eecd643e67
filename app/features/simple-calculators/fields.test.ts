import { expect, test } from "vitest";
import {
  checkValue,
  moneyField,
  normalizeNumber,
  rateField,
  readFields,
  yearsField,
} from "./fields";

const income = moneyField("monthly-income", "Gross income (per month)", "7000", {
  min: 1,
  max: 10_000_000,
});
const debt = moneyField("monthly-debt", "Debt payments (per month)", "500", { required: false });
const rate = rateField("interest-rate", "6.5");
const years = yearsField("loan-length", "30");

test("values are read as a number input holds them; links may carry $, commas and %", () => {
  expect(normalizeNumber("250000")).toEqual({ text: "250000", value: 250000 });
  expect(normalizeNumber("$250,000.50")).toEqual({ text: "250000.50", value: 250000.5 });
  expect(normalizeNumber("6.5%")).toEqual({ text: "6.5", value: 6.5 });
  expect(normalizeNumber("1e3")).toEqual({ text: "1e3", value: 1000 });
  expect(normalizeNumber("abc")).toEqual({ text: "", value: null });
  expect(normalizeNumber("0x10")).toEqual({ text: "", value: null });
  expect(normalizeNumber("Infinity")).toEqual({ text: "", value: null });
});

test("the checks match the browser's for required, min, max and step", () => {
  expect(checkValue(income, "")).toBe("valueMissing");
  expect(checkValue(debt, "")).toBeNull();
  expect(checkValue(income, "lots")).toBe("badInput");
  expect(checkValue(income, "0")).toBe("rangeUnderflow");
  expect(checkValue(income, "10000000.01")).toBe("rangeOverflow");
  expect(checkValue(income, "1234.567")).toBe("stepMismatch");
  expect(checkValue(income, "1234.56")).toBeNull();
  expect(checkValue(rate, "6.125")).toBeNull();
  expect(checkValue(rate, "6.1255")).toBe("stepMismatch");
  expect(checkValue(rate, "30.001")).toBe("rangeOverflow");
  expect(checkValue(rate, "0")).toBeNull();
  expect(checkValue(years, "0")).toBe("rangeUnderflow");
  expect(checkValue(years, "15.5")).toBe("stepMismatch");
  expect(checkValue(years, "41")).toBe("rangeOverflow");
  expect(checkValue(years, "40")).toBeNull();
  // Binary fractions: 0.07 / 0.01 is 7.000000000000001, still a whole number of cents.
  expect(checkValue(debt, "0.07")).toBeNull();
  expect(checkValue(debt, "-1")).toBe("rangeUnderflow");
});

test("a first visit takes the defaults; a link takes its own values, empty optional fields are 0", () => {
  const fields = [income, debt, rate, years];
  expect(readFields(fields, new URLSearchParams())).toEqual({
    text: {
      "monthly-income": "7000",
      "monthly-debt": "500",
      "interest-rate": "6.5",
      "loan-length": "30",
    },
    numbers: {
      "monthly-income": 7000,
      "monthly-debt": 500,
      "interest-rate": 6.5,
      "loan-length": 30,
    },
    valid: true,
    invalid: [],
  });
  const link = readFields(
    fields,
    new URLSearchParams("monthly-income=$8,000&monthly-debt=&interest-rate=7&loan-length=30"),
  );
  expect(link.valid).toBe(true);
  expect(link.numbers).toEqual({
    "monthly-income": 8000,
    "monthly-debt": 0,
    "interest-rate": 7,
    "loan-length": 30,
  });
  expect(link.text["monthly-income"]).toBe("8000");
});

test("a link with a value the form would refuse is not valid, and says which fields fail", () => {
  const fields = [income, debt, rate, years];
  const bad = readFields(
    fields,
    new URLSearchParams("monthly-income=8000&interest-rate=45&loan-length=abc"),
  );
  expect(bad.valid).toBe(false);
  expect(bad.invalid).toEqual(["interest-rate", "loan-length"]);
  expect(bad.text["loan-length"]).toBe("");
});
