import { expect, test } from "vitest";
import { yAxisMax } from "~/lib/finance/chart-axis";

test("the y-axis maximum rounds up to a step that grows with the maximum (spec 9)", () => {
  expect(yAxisMax(1)).toBe(1_000);
  expect(yAxisMax(1_234)).toBe(2_000);
  expect(yAxisMax(9_999)).toBe(10_000);
  expect(yAxisMax(10_000)).toBe(10_000);
  expect(yAxisMax(12_345)).toBe(20_000);
  expect(yAxisMax(99_001)).toBe(100_000);
  expect(yAxisMax(200_000)).toBe(200_000);
  expect(yAxisMax(231_456)).toBe(300_000);
  expect(yAxisMax(1_000_001)).toBe(2_000_000);
  expect(yAxisMax(9_500_000)).toBe(10_000_000);
  expect(yAxisMax(12_000_000)).toBe(20_000_000);
  expect(yAxisMax(123_456_789)).toBe(130_000_000);
});

test("an empty or broken series still gets an axis", () => {
  expect(yAxisMax(0)).toBe(1_000);
  expect(yAxisMax(-5)).toBe(1_000);
  expect(yAxisMax(Number.NaN)).toBe(1_000);
});
