import { expect, test } from "vitest";
import { parseMonthYear } from "~/lib/finance/month";
import { formatMonthInput, formatMonthLong, formatMonthShort } from "~/lib/format/month";

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
