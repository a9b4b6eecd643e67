import { expect, test } from "vitest";
import { formatPercent } from "~/lib/format/percent";

test("percents keep up to 3 decimals, without trailing zeros", () => {
  expect(formatPercent(3.875)).toBe("3.875%");
  expect(formatPercent(6.5)).toBe("6.5%");
  expect(formatPercent(20)).toBe("20%");
  expect(formatPercent(3.33333)).toBe("3.333%");
  expect(formatPercent(0.375, 2)).toBe("0.38%");
  expect(formatPercent(0)).toBe("0%");
  expect(formatPercent(-0.0001)).toBe("0%");
  expect(formatPercent(Number.NaN)).toBe("0%");
  expect(formatPercent(1500)).toBe("1,500%");
});

test("an APR keeps exactly 3 decimals, trailing zeros included, rounded half away from zero", () => {
  expect(formatPercent(6.5, 3, true)).toBe("6.500%");
  expect(formatPercent(6.6623274, 3, true)).toBe("6.662%");
  expect(formatPercent(9.6857, 3, true)).toBe("9.686%");
  expect(formatPercent(2.0625, 3, true)).toBe("2.063%"); // 2.0625 is exact in binary
  expect(formatPercent(0, 3, true)).toBe("0.000%");
  expect(formatPercent(-0.0001, 3, true)).toBe("0.000%");
  expect(formatPercent(Number.NaN, 3, true)).toBe("0.000%");
});
