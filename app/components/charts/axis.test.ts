// @vitest-environment node
import { expect, test } from "vitest";
import { formatCurrency } from "~/lib/format/currency";
import { formatAxisDollars, linearScale, roundUpAxisMax, xTickIndexes } from "./axis";

test("the y maximum rounds up to 1e3 below 10,000", () => {
  expect(roundUpAxisMax(1)).toBe(1_000);
  expect(roundUpAxisMax(999)).toBe(1_000);
  expect(roundUpAxisMax(1_001)).toBe(2_000);
  expect(roundUpAxisMax(9_001)).toBe(10_000);
});

test("the y maximum rounds up to 1e4, 1e5, 1e6 as the maximum grows", () => {
  expect(roundUpAxisMax(10_000)).toBe(10_000);
  expect(roundUpAxisMax(10_001)).toBe(20_000);
  expect(roundUpAxisMax(95_000)).toBe(100_000);
  expect(roundUpAxisMax(231_456)).toBe(300_000);
  expect(roundUpAxisMax(200_000)).toBe(200_000);
  expect(roundUpAxisMax(1_250_000)).toBe(2_000_000);
});

test("the y maximum rounds up to 1e7 from ten million on", () => {
  expect(roundUpAxisMax(9_999_999)).toBe(10_000_000);
  expect(roundUpAxisMax(10_000_001)).toBe(20_000_000);
  expect(roundUpAxisMax(87_000_000)).toBe(90_000_000);
});

test("an empty or zero chart still has an axis", () => {
  expect(roundUpAxisMax(0)).toBe(1_000);
  expect(roundUpAxisMax(-5)).toBe(1_000);
  expect(roundUpAxisMax(Number.NaN)).toBe(1_000);
});

test("dollars show whole, with commas; nonsense shows $0", () => {
  expect(formatCurrency(1264.5)).toBe("$1,265");
  expect(formatCurrency(250_000)).toBe("$250,000");
  expect(formatCurrency(Number.NaN)).toBe("$0");
  expect(formatCurrency(-20.4)).toBe("-$20");
});

test("axis labels are short", () => {
  expect(formatAxisDollars(0)).toBe("$0");
  expect(formatAxisDollars(500)).toBe("$500");
  expect(formatAxisDollars(150_000)).toBe("$150K");
  expect(formatAxisDollars(1_500_000)).toBe("$1.5M");
  expect(formatAxisDollars(2_000_000)).toBe("$2M");
});

test("five x ticks spread over the points, first and last included", () => {
  expect(xTickIndexes(31)).toEqual([0, 8, 15, 23, 30]);
  expect(xTickIndexes(3)).toEqual([0, 1, 2]);
  expect(xTickIndexes(0)).toEqual([]);
});

test("the linear scale maps a domain onto a range, reversed ranges and points outside included", () => {
  // x: indexes 0..29 onto 80..1180 (1,100 wide): index 1 → 80 + 1100/29 = 117.931…
  const x = linearScale([0, 29], [80, 1180]);
  expect(x(0)).toBe(80);
  expect(x(29)).toBe(1180);
  expect(x(1)).toBeCloseTo(117.9310345, 6);
  // y: $0..$400,000 onto 560..20 (up is smaller): $100,000 → 560 − 540/4 = 425.
  const y = linearScale([0, 400_000], [560, 20]);
  expect(y(100_000)).toBe(425);
  expect(y(500_000)).toBe(-115); // not clamped
  expect(Number.isNaN(y(Number.NaN))).toBe(true); // a gap stays a gap
  // A one-point domain (all values 0) sits in the middle, as d3 does.
  expect(linearScale([0, 0], [560, 20])(0)).toBe(290);
});
