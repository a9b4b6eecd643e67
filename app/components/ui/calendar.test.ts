// @vitest-environment node
import { expect, test } from "vitest";
import {
  addDays,
  addMonths,
  calendarNames,
  dayOfWeek,
  monthWeeks,
  parseUsDate,
  tryParseUsDate,
} from "./calendar";

test("MM/DD/YYYY parses to a calendar day; impossible days do not", () => {
  expect(tryParseUsDate("03/15/2024")).toEqual({ year: 2024, month: 3, day: 15 });
  expect(tryParseUsDate("02/29/2024")).toEqual({ year: 2024, month: 2, day: 29 });
  expect(tryParseUsDate("02/29/2023")).toBeNull();
  expect(tryParseUsDate("13/01/2024")).toBeNull();
  expect(tryParseUsDate("3/15/2024")).toBeNull();
  expect(tryParseUsDate("03/15/202")).toBeNull();
});

test("a bad date supplied by a developer throws 'Invalid date supplied'", () => {
  expect(() => parseUsDate("2024-03-15")).toThrow(new Error("Invalid date supplied"));
  expect(() => parseUsDate("04/31/2024")).toThrow("Invalid date supplied");
});

test("an unknown locale throws 'invalid locale'", () => {
  expect(() => calendarNames("not a locale!")).toThrow(new Error("invalid locale"));
  expect(() => calendarNames("qq-ZZ")).toThrow("invalid locale");
});

test("names follow the locale, Sunday first", () => {
  const en = calendarNames("en-US");
  expect(en.weekdays.map((d) => d.long)).toEqual([
    "Sunday",
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
  ]);
  expect(en.monthYear({ year: 2024, month: 3, day: 1 })).toBe("March 2024");
  expect(en.dayLabel({ year: 2024, month: 3, day: 15 })).toBe("Friday, March 15, 2024");
  expect(calendarNames("es-US").monthYear({ year: 2024, month: 3, day: 1 })).toBe("marzo de 2024");
});

test("days and months add across month, year and leap-day edges", () => {
  expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  expect(addDays({ year: 2023, month: 12, day: 31 }, 1)).toEqual({ year: 2024, month: 1, day: 1 });
  expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({
    year: 2024,
    month: 2,
    day: 29,
  });
  expect(addMonths({ year: 2024, month: 3, day: 15 }, -12)).toEqual({
    year: 2023,
    month: 3,
    day: 15,
  });
  // Daylight saving starts in the US on 10 March 2024; a day is still a day.
  expect(addDays({ year: 2024, month: 3, day: 9 }, 2)).toEqual({ year: 2024, month: 3, day: 11 });
});

test("a month grid starts on its first weekday and has whole weeks", () => {
  const march = monthWeeks(2024, 3);
  expect(dayOfWeek({ year: 2024, month: 3, day: 1 })).toBe(5);
  expect(march[0]?.slice(0, 6)).toEqual([
    null,
    null,
    null,
    null,
    null,
    { year: 2024, month: 3, day: 1 },
  ]);
  expect(march).toHaveLength(6);
  expect(march.flat().filter(Boolean)).toHaveLength(31);
  expect(monthWeeks(2015, 2)).toHaveLength(4);
});
