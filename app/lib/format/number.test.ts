import { expect, test } from "vitest";
import { MONEY_RANGE, moneyFieldText, parseMoney } from "~/lib/format/money";
import { parseNumber, parseNumeric } from "~/lib/format/number";
import { PERCENT_RANGE, parsePercent } from "~/lib/format/percent";
import { parseYears, YEARS_RANGE } from "~/lib/format/years";
import { parseInputs } from "~/lib/format/field";

test("parseNumeric removes $, commas and spaces and reads plain decimals (spec 5)", () => {
  expect(parseNumeric("1,234.50")).toBe(1234.5);
  expect(parseNumeric("$1,234.50")).toBe(1234.5);
  expect(parseNumeric("1234")).toBe(1234);
  expect(parseNumeric(" 6.5 ")).toBe(6.5);
  expect(parseNumeric("6.5%")).toBe(6.5);
  expect(parseNumeric(".5")).toBe(0.5);
  expect(parseNumeric("5.")).toBe(5);
  expect(parseNumeric("-12")).toBe(-12);
  expect(parseNumeric("+12")).toBe(12);
  expect(Object.is(parseNumeric("-0"), 0)).toBe(true);
  expect(parseNumeric("1,000,000,000,000")).toBe(1e12);
  // What a number input submits: an exponent is a number (1e3 = 1000).
  expect(parseNumeric("1e3")).toBe(1000);
});

test("parseNumeric gives NaN for anything not numeric", () => {
  for (const text of ["", " ", "abc", "12abc", "1.2.3", "0x10", "Infinity", "NaN", "-", ".", "$"]) {
    expect(parseNumeric(text), text).toBeNaN();
  }
  expect(parseNumeric("9".repeat(400))).toBeNaN(); // too large to be finite
});

test("money: dollars to cents, empty is 0, refused outside $0 to $90,000,000,000 or past cents", () => {
  expect(parseMoney("$162,000")).toEqual({ ok: true, value: 16_200_000 });
  expect(parseMoney("4687.5")).toEqual({ ok: true, value: 468_750 });
  expect(parseMoney("0.29")).toEqual({ ok: true, value: 29 });
  expect(parseMoney("")).toEqual({ ok: true, value: 0 });
  expect(parseMoney(null)).toEqual({ ok: true, value: 0 });
  expect(parseMoney("90,000,000,000")).toEqual({ ok: true, value: 9_000_000_000_000 });
  const message = "Enter an amount from $0 to $90,000,000,000, in dollars and cents.";
  expect(parseMoney("90,000,000,000.01")).toEqual({ ok: false, message });
  expect(parseMoney("-5")).toEqual({ ok: false, message });
  expect(parseMoney("12.345")).toEqual({ ok: false, message });
  expect(parseMoney("abc")).toEqual({ ok: false, message });
  expect(parseMoney("100", { min: 1, max: 50, decimals: 0 })).toEqual({
    ok: false,
    message: "Enter an amount from $1 to $50, in whole dollars.",
  });
  // Binary fractions: 0.07 × 100 = 7.000000000000001 is still 7 cents.
  expect(parseMoney("0.07", MONEY_RANGE)).toEqual({ ok: true, value: 7 });
});

test("money field text: whole dollars bare, cents always with 2 decimals", () => {
  expect(moneyFieldText(4_000_000)).toBe("40000");
  expect(moneyFieldText(468_750)).toBe("4687.50");
  expect(moneyFieldText(285_012)).toBe("2850.12");
  expect(moneyFieldText(Number.NaN)).toBe("");
});

test("percent: up to 3 decimals within the range; 150 is refused, not truncated to 15", () => {
  expect(parsePercent("3.875")).toEqual({ ok: true, value: 3.875 });
  expect(parsePercent("")).toEqual({ ok: true, value: 0 });
  expect(parsePercent("100")).toEqual({ ok: true, value: 100 });
  const message = "Enter a percentage from 0 to 100, with up to 3 decimals.";
  expect(parsePercent("150")).toEqual({ ok: false, message });
  expect(parsePercent("100.001")).toEqual({ ok: false, message });
  expect(parsePercent("6.1255")).toEqual({ ok: false, message });
  expect(parsePercent("-1")).toEqual({ ok: false, message });
  expect(parsePercent("31", { min: 0, max: 30, decimals: 3 })).toEqual({
    ok: false,
    message: "Enter a percentage from 0 to 30, with up to 3 decimals.",
  });
  expect(PERCENT_RANGE).toEqual({ min: 0, max: 100, decimals: 3 });
});

test("years: whole years only; 30.5 is refused, not read as 30 or 305", () => {
  expect(parseYears("30")).toEqual({ ok: true, value: 30 });
  expect(parseYears("100")).toEqual({ ok: true, value: 100 });
  const message = "Enter a whole number of years from 1 to 100.";
  expect(parseYears("30.5")).toEqual({ ok: false, message });
  expect(parseYears("0")).toEqual({ ok: false, message });
  expect(parseYears("")).toEqual({ ok: false, message });
  expect(parseYears("101")).toEqual({ ok: false, message });
  expect(YEARS_RANGE).toEqual({ min: 1, max: 100, decimals: 0 });
});

test("parseNumber names the problem as the browser's validity API does", () => {
  const range = { min: 1, max: 40, decimals: 0 };
  expect(parseNumber("abc", range)).toEqual({ ok: false, problem: "badInput" });
  expect(parseNumber("0", range)).toEqual({ ok: false, problem: "rangeUnderflow" });
  expect(parseNumber("41", range)).toEqual({ ok: false, problem: "rangeOverflow" });
  expect(parseNumber("15.5", range)).toEqual({ ok: false, problem: "stepMismatch" });
  expect(parseNumber("15", range)).toEqual({ ok: true, value: 15 });
});

test("a form's fields: all values when every field is accepted, else each refused field's message", () => {
  const inputs = {
    loanAmount: { kind: "money", range: MONEY_RANGE },
    interestRate: { kind: "percent", range: PERCENT_RANGE },
    loanTermYears: { kind: "years", range: YEARS_RANGE },
  } as const;
  expect(
    parseInputs(inputs, { loanAmount: "162,000", interestRate: "3.875", loanTermYears: "30" }),
  ).toEqual({
    values: { loanAmount: 16_200_000, interestRate: 3.875, loanTermYears: 30 },
    errors: {},
  });
  expect(
    parseInputs(inputs, { loanAmount: "162,000", interestRate: "150", loanTermYears: "30.5" }),
  ).toEqual({
    values: null,
    errors: {
      interestRate: "Enter a percentage from 0 to 100, with up to 3 decimals.",
      loanTermYears: "Enter a whole number of years from 1 to 100.",
    },
  });
});
