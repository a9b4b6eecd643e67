// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { formatPriceSliderText, percentageSliderAmount } from "~/lib/format/slider";
import { PercentSlider, PriceSlider } from "./slider";

afterEach(cleanup);

test("the percentage amount is the integer part of base × percent / 100", () => {
  expect(percentageSliderAmount(250_000, 3.5)).toBe(8750);
  expect(percentageSliderAmount(999, 50)).toBe(499);
  expect(percentageSliderAmount(1000, 0.29)).toBe(2);
  expect(percentageSliderAmount(100_000, 28.9)).toBe(28_900);
  expect(percentageSliderAmount(Number.NaN, 20)).toBe(0);
});

test("the price text has a $ and commas, and is blank for 0", () => {
  expect(formatPriceSliderText(350_000)).toBe("$350,000");
  expect(formatPriceSliderText(1_250_000)).toBe("$1,250,000");
  expect(formatPriceSliderText(0)).toBe("");
});

test("the percent slider shows the percent and its dollar amount", () => {
  render(<PercentSlider label="Down payment" base={300_000} defaultValue={20} name="dp" />);
  const slider = screen.getByRole<HTMLInputElement>("slider", { name: "Down payment" });
  expect(screen.getByRole("status").textContent).toBe("20% · $60,000");
  expect(slider.getAttribute("aria-valuetext")).toBe("20 percent, $60,000");
  fireEvent.change(slider, { target: { value: "35" } });
  expect(screen.getByRole("status").textContent).toBe("35% · $105,000");
});

test("without a base the percent slider shows and speaks the percent alone", () => {
  render(<PercentSlider label="Rate" min={0} max={15} step={0.125} defaultValue={6.5} />);
  const slider = screen.getByRole<HTMLInputElement>("slider", { name: "Rate" });
  expect(screen.getByRole("status").textContent).toBe("6.5%");
  expect(slider.getAttribute("aria-valuetext")).toBe("6.5 percent");
});

test("the price slider reports its value as a number", () => {
  const seen = vi.fn();
  render(
    <PriceSlider
      label="Home price"
      min={0}
      max={1_000_000}
      step={5000}
      defaultValue={0}
      onChange={seen}
    />,
  );
  const slider = screen.getByRole<HTMLInputElement>("slider", { name: "Home price" });
  expect(screen.getByRole("status").textContent).toBe("");
  expect(slider.getAttribute("aria-valuetext")).toBe("$0");
  fireEvent.change(slider, { target: { value: "355000" } });
  expect(screen.getByRole("status").textContent).toBe("$355,000");
  expect(seen).toHaveBeenLastCalledWith(355_000);
});

test("a controlled slider follows its value prop", () => {
  const { rerender } = render(<PriceSlider label="Price" max={500_000} value={100_000} />);
  expect(screen.getByRole("status").textContent).toBe("$100,000");
  rerender(<PriceSlider label="Price" max={500_000} value={250_000} />);
  expect(screen.getByRole("status").textContent).toBe("$250,000");
});

test("the server HTML is a named native range input with its output", () => {
  const html = renderToString(
    <PercentSlider
      label="Down payment"
      base={200_000}
      defaultValue={10}
      name="downPaymentPercent"
    />,
  );
  expect(html).toContain('type="range"');
  expect(html).toContain('name="downPaymentPercent"');
  expect(html).toContain('value="10"');
  expect(html).toContain("10% · $20,000");
});
