import { expect, test } from "vitest";
import {
  parseMoneyInput,
  parseMoneyInputToCents,
  parseNumberInput,
  parseNumeric,
} from "~/lib/format/parse";

test("parseNumeric removes commas and reads plain decimals (spec 5)", () => {
  expect(parseNumeric("1,234.50")).toBe(1234.5);
  expect(parseNumeric("1234")).toBe(1234);
  expect(parseNumeric(" 6.5 ")).toBe(6.5);
  expect(parseNumeric(".5")).toBe(0.5);
  expect(parseNumeric("5.")).toBe(5);
  expect(parseNumeric("-12")).toBe(-12);
  expect(parseNumeric("+12")).toBe(12);
  expect(Object.is(parseNumeric("-0"), 0)).toBe(true);
  expect(parseNumeric("1,000,000,000,000")).toBe(1e12);
});

test("parseNumeric gives NaN for anything not numeric", () => {
  for (const text of [
    "",
    " ",
    "abc",
    "12abc",
    "1.2.3",
    "$100",
    "1e5",
    "0x10",
    "Infinity",
    "NaN",
    "-",
    ".",
    "1 000",
    "5%",
  ]) {
    expect(parseNumeric(text), text).toBeNaN();
  }
  expect(parseNumeric("9".repeat(400))).toBeNaN(); // too large to be finite
});

test("number inputs: empty or missing is 0 (spec 5)", () => {
  expect(parseNumberInput("")).toBe(0);
  expect(parseNumberInput("   ")).toBe(0);
  expect(parseNumberInput(null)).toBe(0);
  expect(parseNumberInput(undefined)).toBe(0);
  expect(parseNumberInput("3.875")).toBe(3.875);
  expect(parseNumberInput("abc")).toBeNaN();
});

test("money inputs strip $ and commas", () => {
  expect(parseMoneyInput("$1,234.50")).toBe(1234.5);
  expect(parseMoneyInput("$ 250,000")).toBe(250_000);
  expect(parseMoneyInput("-$1,234")).toBe(-1234);
  expect(parseMoneyInput("$90,000,000,000.00")).toBe(90_000_000_000);
  expect(parseMoneyInput("")).toBe(0);
  expect(parseMoneyInput(undefined)).toBe(0);
  expect(parseMoneyInput("$")).toBeNaN();
  expect(parseMoneyInput("abc")).toBeNaN();
});

test("money inputs straight to cents", () => {
  expect(parseMoneyInputToCents("$162,000")).toBe(16_200_000);
  expect(parseMoneyInputToCents("$1,234.50")).toBe(123_450);
  expect(parseMoneyInputToCents("0.29")).toBe(29);
  expect(parseMoneyInputToCents("")).toBe(0);
  expect(parseMoneyInputToCents("abc")).toBeNaN();
});
