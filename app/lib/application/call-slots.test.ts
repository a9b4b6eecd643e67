import { expect, test } from "vitest";
import { callBack } from "~/config/lender";
import {
  callDays,
  callTimeParts,
  callTimeText,
  instantOf,
  readCallTime,
  slotTimes,
  zoneOffsetMinutes,
} from "./call-slots";

// The cases below are worked by hand from a 2026–2027 calendar and the US daylight-saving rule
// (summer time ends on the first Sunday of November, 1 Nov 2026, and starts on the second Sunday
// of March, 14 Mar 2027): Pacific time is UTC-8 in winter (PST) and UTC-7 in summer (PDT).

test("a day has 16 half-hour slots, 9:00 a.m. to 4:30 p.m. (the last one ends at 5)", () => {
  const times = slotTimes(callBack);
  expect(times).toHaveLength(16);
  expect(times[0]).toEqual({ value: "09:00", label: "9:00 a.m." });
  expect(times[6]).toEqual({ value: "12:00", label: "12:00 p.m." });
  expect(times.at(-1)).toEqual({ value: "16:30", label: "4:30 p.m." });
});

test("Friday 16:45 Pacific: nothing is left that day, the first slot is Monday 9:00", () => {
  // Friday 20 Nov 2026, 16:45 PST = 21 Nov 00:45 UTC. Friday's last slot (16:30) has started.
  const now = Date.parse("2026-11-21T00:45:00Z");
  const days = callDays(now, callBack);
  expect(days[0]).toEqual({
    value: "2026-11-23",
    label: "Monday, November 23",
    times: slotTimes(callBack).map((t) => t.value),
  });
  // Ten business days, Thanksgiving (Thursday 26) and the weekends left out.
  expect(days.map((d) => d.value)).toEqual([
    "2026-11-23",
    "2026-11-24",
    "2026-11-25",
    "2026-11-27",
    "2026-11-30",
    "2026-12-01",
    "2026-12-02",
    "2026-12-03",
    "2026-12-04",
    "2026-12-07",
  ]);
  expect(readCallTime("2026-11-23", "09:00", now, callBack)).toEqual({
    ok: true,
    value: "2026-11-23T09:00-08:00",
  });
  // Monday 9:00 PST is 17:00 UTC.
  expect(instantOf({ year: 2026, month: 11, day: 23 }, 9 * 60, callBack.timeZone)).toBe(
    Date.parse("2026-11-23T17:00:00Z"),
  );
});

test("Friday 16:29 Pacific: the 16:30 slot is still open today", () => {
  const now = Date.parse("2026-11-21T00:29:00Z");
  expect(callDays(now, callBack)[0]).toEqual({
    value: "2026-11-20",
    label: "Friday, November 20",
    times: ["16:30"],
  });
});

test("the lender's day decides, not UTC's: Thursday 17:30 PST is already Friday in UTC", () => {
  // Thursday 19 Nov 2026, 17:30 PST = Friday 20 Nov 01:30 UTC.
  const now = Date.parse("2026-11-20T01:30:00Z");
  const first = callDays(now, callBack)[0];
  expect(first?.value).toBe("2026-11-20");
  expect(first?.times).toHaveLength(16);
});

test("across the end of summer time: Friday 16:45 PDT → Monday 9:00 PST (17:00 UTC)", () => {
  // Friday 30 Oct 2026 16:45 PDT = 23:45 UTC; clocks go back on Sunday 1 Nov.
  const now = Date.parse("2026-10-30T23:45:00Z");
  expect(callDays(now, callBack)[0]?.value).toBe("2026-11-02");
  expect(readCallTime("2026-11-02", "09:00", now, callBack)).toEqual({
    ok: true,
    value: "2026-11-02T09:00-08:00",
  });
  expect(readCallTime("2026-10-30", "16:30", now, callBack)).toEqual({
    ok: false,
    message: "That time has passed. Choose a later time.",
  });
  expect(zoneOffsetMinutes(Date.parse("2026-10-30T23:45:00Z"), callBack.timeZone)).toBe(-420);
  expect(zoneOffsetMinutes(Date.parse("2026-11-02T17:00:00Z"), callBack.timeZone)).toBe(-480);
});

test("across the start of summer time: Monday 15 Mar 2027 9:00 is PDT, 16:00 UTC", () => {
  // Friday 12 Mar 2027 10:00 PST = 18:00 UTC; clocks go forward on Sunday 14 Mar.
  const now = Date.parse("2027-03-12T18:00:00Z");
  expect(readCallTime("2027-03-15", "09:00", now, callBack)).toEqual({
    ok: true,
    value: "2027-03-15T09:00-07:00",
  });
  expect(instantOf({ year: 2027, month: 3, day: 15 }, 9 * 60, callBack.timeZone)).toBe(
    Date.parse("2027-03-15T16:00:00Z"),
  );
  // Friday 12 Mar: 10:00 itself has started, 10:30 is the first open slot.
  expect(callDays(now, callBack)[0]?.times[0]).toBe("10:30");
});

test("a slot outside business hours, on a closed day, too far ahead or malformed is refused", () => {
  const now = Date.parse("2026-11-21T00:45:00Z"); // Friday 20 Nov 2026, 16:45 PST
  const refused = (day: string, time: string) => readCallTime(day, time, now, callBack);
  const hours = {
    ok: false,
    message: "Choose a time from 9:00 a.m. to 4:30 p.m. Pacific time, on the hour or half hour.",
  };
  expect(refused("2026-11-23", "08:30")).toEqual(hours);
  expect(refused("2026-11-23", "17:00")).toEqual(hours);
  expect(refused("2026-11-23", "09:15")).toEqual(hours);
  const closed = {
    ok: false,
    message: "We call Monday to Friday, except holidays. Choose another day.",
  };
  expect(refused("2026-11-21", "10:00")).toEqual(closed); // Saturday
  expect(refused("2026-11-26", "10:00")).toEqual(closed); // Thanksgiving
  // The 11th business day (Tuesday 8 Dec) is past the window.
  expect(refused("2026-12-08", "10:00")).toEqual({
    ok: false,
    message: "Choose a day within the next 10 business days.",
  });
  const unreadable = { ok: false, message: "Choose a day and a time from the lists." };
  expect(refused("2026-02-30", "10:00")).toEqual(unreadable);
  expect(refused("11/23/2026", "10:00")).toEqual(unreadable);
  expect(refused("2026-11-23", "9am")).toEqual(unreadable);
});

test("without a clock (the browser's pre-check) only the calendar and the hours are checked", () => {
  expect(readCallTime("2020-01-06", "09:00", null, callBack)).toEqual({
    ok: true,
    value: "2020-01-06T09:00-08:00",
  });
});

test("a stored time reads back as its two selects and as a sentence for the lender", () => {
  expect(callTimeParts("2026-11-23T09:00-08:00")).toEqual({ day: "2026-11-23", time: "09:00" });
  expect(callTimeParts("2026-11-23 09:00")).toBeUndefined();
  expect(callTimeText("2026-11-23T13:30-08:00", callBack)).toBe(
    "Monday, November 23, 2026, 1:30 p.m. Pacific time",
  );
});
