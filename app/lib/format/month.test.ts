import { expect, test } from "vitest";
import { parseMonthYear } from "~/lib/finance/month";
import {
  formatMonthInput,
  formatMonthLong,
  formatMonthShort,
  monthName,
  parseMonthOfYear,
} from "~/lib/format/month";

test("the schedule's display date is MM/YY", () => {
  expect(formatMonthShort({ year: 2025, month: 3 })).toBe("03/25");
  expect(formatMonthShort({ year: 2054, month: 12 })).toBe("12/54");
  expect(formatMonthShort({ year: 2100, month: 1 })).toBe("01/00");
  expect(formatMonthShort({ year: 2025, month: 13 })).toBe("");
});

test("the payoff date is 'Mon YYYY'", () => {
  const names = [
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "May",
    "Jun",
    "Jul",
    "Aug",
    "Sep",
    "Oct",
    "Nov",
    "Dec",
  ];
  names.forEach((name, index) => {
    expect(formatMonthLong({ year: 2054, month: index + 1 })).toBe(`${name} 2054`);
  });
  expect(formatMonthLong({ year: 2054, month: 0 })).toBe("");
});

test("the form value is MM/YYYY and parses back", () => {
  expect(formatMonthInput({ year: 2025, month: 3 })).toBe("03/2025");
  expect(parseMonthYear(formatMonthInput({ year: 1999, month: 11 }))).toEqual({
    year: 1999,
    month: 11,
  });
  expect(formatMonthInput({ year: 2025, month: 1.5 })).toBe("");
});

test("a month of the year: its full name, and 1-12 accepted, anything else refused", () => {
  expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1))).toEqual([
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ]);
  expect(monthName(0)).toBe("");
  expect(monthName(13)).toBe("");
  expect(monthName(2.5)).toBe("");
  expect(parseMonthOfYear("3")).toEqual({ ok: true, value: 3 });
  expect(parseMonthOfYear("12")).toEqual({ ok: true, value: 12 });
  const refused = { ok: false, message: "Choose a month from January to December." };
  for (const text of ["13", "0", "", "2.5", "-1", "March", null]) {
    expect(parseMonthOfYear(text)).toEqual(refused);
  }
});
