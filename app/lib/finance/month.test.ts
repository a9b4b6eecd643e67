import fc from "fast-check";
import { expect, test } from "vitest";
import {
  addMonths,
  compareMonths,
  isMonthValue,
  laterMonth,
  monthsBetween,
  parseMonthYear,
  splitMonths,
  termMonthsFromYears,
} from "~/lib/finance/month";

test("parseMonthYear reads MM/YYYY", () => {
  expect(parseMonthYear("03/2025")).toEqual({ year: 2025, month: 3 });
  expect(parseMonthYear("12/1999")).toEqual({ year: 1999, month: 12 });
  expect(parseMonthYear("01/2100")).toEqual({ year: 2100, month: 1 });
});

test("parseMonthYear rejects everything that is not exactly 2 digits, a slash and 4 digits (spec 5)", () => {
  for (const text of [
    "",
    "3/2025",
    "003/2025",
    "03/25",
    "03/20255",
    "03-2025",
    "03.2025",
    " 03/2025",
    "03/2025 ",
    "00/2025",
    "13/2025",
    "ab/2025",
    "03/20a5",
    "03/2025/01",
    "+3/2025",
    "０３/２０２５", // full-width digits are not ASCII digits
  ]) {
    expect(parseMonthYear(text), text).toBeNull();
  }
  expect(parseMonthYear(null)).toBeNull();
  expect(parseMonthYear(undefined)).toBeNull();
});

test("addMonths crosses year ends both ways", () => {
  expect(addMonths({ year: 2024, month: 11 }, 3)).toEqual({ year: 2025, month: 2 });
  expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  expect(addMonths({ year: 2025, month: 1 }, 359)).toEqual({ year: 2054, month: 12 });
  expect(addMonths({ year: 2025, month: 6 }, 0)).toEqual({ year: 2025, month: 6 });
  expect(addMonths({ year: 2025, month: 6 }, -30)).toEqual({ year: 2022, month: 12 });
});

test("compareMonths, monthsBetween and laterMonth", () => {
  const jan25 = { year: 2025, month: 1 };
  const dec24 = { year: 2024, month: 12 };
  expect(compareMonths(dec24, jan25)).toBeLessThan(0);
  expect(compareMonths(jan25, dec24)).toBeGreaterThan(0);
  expect(compareMonths(jan25, { year: 2025, month: 1 })).toBe(0);
  expect(monthsBetween(jan25, { year: 2054, month: 12 })).toBe(359);
  expect(monthsBetween(jan25, dec24)).toBe(-1);
  expect(laterMonth(jan25, dec24)).toBe(jan25);
  expect(laterMonth(dec24, jan25)).toBe(jan25);
});

test("splitMonths gives years and leftover months", () => {
  expect(splitMonths(37)).toEqual({ years: 3, months: 1 });
  expect(splitMonths(360)).toEqual({ years: 30, months: 0 });
  expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
  expect(splitMonths(0)).toEqual({ years: 0, months: 0 });
  expect(splitMonths(-14)).toEqual({ years: -1, months: -2 });
});

test("termMonthsFromYears multiplies by 12 (spec 9)", () => {
  expect(termMonthsFromYears(30)).toBe(360);
  expect(termMonthsFromYears(12.5)).toBe(150);
  expect(termMonthsFromYears(0)).toBe(0);
  expect(termMonthsFromYears(Number.NaN)).toBeNaN();
});

test("isMonthValue", () => {
  expect(isMonthValue({ year: 2025, month: 12 })).toBe(true);
  expect(isMonthValue({ year: 2025, month: 13 })).toBe(false);
  expect(isMonthValue({ year: 2025, month: 0 })).toBe(false);
  expect(isMonthValue({ year: 2025.5, month: 1 })).toBe(false);
});

test("property: adding then subtracting months returns the same month, and the difference is the count", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: -5000, max: 5000 }),
      (year, month, count) => {
        const start = { year, month };
        const moved = addMonths(start, count);
        expect(isMonthValue(moved)).toBe(true);
        expect(addMonths(moved, -count)).toEqual(start);
        expect(monthsBetween(start, moved)).toBe(count);
        expect(Math.sign(compareMonths(moved, start))).toBe(Math.sign(count));
      },
    ),
    { numRuns: 2000 },
  );
});
