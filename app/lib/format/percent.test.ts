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
