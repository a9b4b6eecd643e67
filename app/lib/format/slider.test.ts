import { expect, test } from "vitest";
import {
  formatPriceSliderText,
  percentageSliderAmount,
  sliderFieldText,
  sliderPosition,
  spokenPercent,
} from "~/lib/format/slider";

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

test("a slider sits at the typed number, held within its own range", () => {
  const price = { min: 50_000, max: 2_000_000, step: 5_000 };
  expect(sliderPosition("450000", price)).toBe(450_000);
  expect(sliderPosition("$450,000", price)).toBe(450_000); // as a hand-written link may carry it
  expect(sliderPosition("5000000", price)).toBe(2_000_000); // beyond the end: at the end
  expect(sliderPosition("10", price)).toBe(50_000);
  expect(sliderPosition("", price)).toBe(50_000); // empty: the start
  expect(sliderPosition("abc", price)).toBe(50_000);
  expect(sliderPosition("6.55", { min: 0, max: 15, step: 0.125 })).toBe(6.55);
});

test("a slider writes its value into the field without float noise", () => {
  expect(sliderFieldText(0.1 + 0.2, 3)).toBe("0.3"); // 0.30000000000000004 in floats
  expect(sliderFieldText(6.625, 3)).toBe("6.625");
  expect(sliderFieldText(355_000, 2)).toBe("355000");
  expect(sliderFieldText(7, 3)).toBe("7");
});

test("a percent is spoken in words", () => {
  expect(spokenPercent(20)).toBe("20 percent");
  expect(spokenPercent(6.5)).toBe("6.5 percent");
  expect(spokenPercent(0)).toBe("0 percent");
});
