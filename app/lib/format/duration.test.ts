import { expect, test } from "vitest";
import { formatDuration, formatPaidOffEarlier } from "~/lib/format/duration";

test("durations use singular and plural words (spec 9)", () => {
  expect(formatDuration({ years: 3, months: 1 })).toBe("3 years and 1 month");
  expect(formatDuration({ years: 1, months: 2 })).toBe("1 year and 2 months");
  expect(formatDuration({ years: 1, months: 1 })).toBe("1 year and 1 month");
  expect(formatDuration({ years: 30, months: 0 })).toBe("30 years");
  expect(formatDuration({ years: 1, months: 0 })).toBe("1 year");
  expect(formatDuration({ years: 0, months: 5 })).toBe("5 months");
  expect(formatDuration({ years: 0, months: 1 })).toBe("1 month");
  expect(formatDuration({ years: 0, months: 0 })).toBe("0 months");
});

test("the paid-off-earlier sentence is the spec's exact wording", () => {
  expect(formatPaidOffEarlier({ years: 4, months: 7 })).toBe("4 yrs and 7 mos. earlier");
  expect(formatPaidOffEarlier({ years: 1, months: 1 })).toBe("1 yrs and 1 mos. earlier");
  expect(formatPaidOffEarlier({ years: 0, months: 0 })).toBe("0 yrs and 0 mos. earlier");
});
