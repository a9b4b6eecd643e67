import { expect, test } from "vitest";
import { ESCROW_MONTHS_RANGE, parseMonths } from "~/lib/format/months";

const MESSAGE = "Enter a whole number of months from 0 to 12.";

test("escrow months: whole months from 0 to 12, empty is 0", () => {
  expect(parseMonths("3", ESCROW_MONTHS_RANGE)).toEqual({ ok: true, value: 3 });
  expect(parseMonths("", ESCROW_MONTHS_RANGE)).toEqual({ ok: true, value: 0 });
  expect(parseMonths("12", ESCROW_MONTHS_RANGE)).toEqual({ ok: true, value: 12 });
  expect(parseMonths("13", ESCROW_MONTHS_RANGE)).toEqual({ ok: false, message: MESSAGE });
  expect(parseMonths("2.5", ESCROW_MONTHS_RANGE)).toEqual({ ok: false, message: MESSAGE });
  expect(parseMonths("-1", ESCROW_MONTHS_RANGE)).toEqual({ ok: false, message: MESSAGE });
  expect(parseMonths("two", ESCROW_MONTHS_RANGE)).toEqual({ ok: false, message: MESSAGE });
});
