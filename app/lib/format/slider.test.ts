import { expect, test } from "vitest";
import { formatPriceSliderText, percentageSliderAmount } from "~/lib/format/slider";

test("the percentage slider amount is the integer part of base × percent / 100 (spec 9)", () => {
  expect(percentageSliderAmount(250_000, 3.5)).toBe(8_750);
  expect(percentageSliderAmount(999, 50)).toBe(499); // 499.5 → 499, not rounded
  expect(percentageSliderAmount(1_000, 0.29)).toBe(2); // 2.9 → 2
  expect(percentageSliderAmount(100_000, 0.29)).toBe(290); // 0.29 × 100000 / 100 in floats is 289.99999…
  expect(percentageSliderAmount(300_000, 20)).toBe(60_000);
  expect(percentageSliderAmount(0, 20)).toBe(0);
  expect(percentageSliderAmount(Number.NaN, 20)).toBe(0);
});

test("the price slider text: $ and commas, blank for 0 (spec 9)", () => {
  expect(formatPriceSliderText(250_000)).toBe("$250,000");
  expect(formatPriceSliderText(1_234.5)).toBe("$1,234.50");
  expect(formatPriceSliderText(90_000_000_000)).toBe("$90,000,000,000");
  expect(formatPriceSliderText(0)).toBe("");
  expect(formatPriceSliderText(Number.NaN)).toBe("");
  expect(formatPriceSliderText(-5)).toBe("-$5");
});
