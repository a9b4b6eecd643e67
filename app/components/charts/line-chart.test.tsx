// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { LineChart } from "./line-chart";

afterEach(cleanup);

// A 30-year $231,456 loan next to a refinanced one, sampled every year (hand-made numbers).
const years = Array.from({ length: 31 }, (_, i) => String(2025 + i));
const original = years.map((_, i) => Math.max(0, 231_456 - i * 7_715.2));
const refinanced = years.map((_, i) => Math.max(0, 200_000 - i * 8_000));

function BalanceChart() {
  return (
    <LineChart
      title="Loan balance by year"
      xLabels={years}
      series={[
        { label: "Original Loan", data: original },
        { label: "New Loan", data: refinanced },
      ]}
    />
  );
}

test("one line per series, in green then red", () => {
  const { container } = render(<BalanceChart />);
  const lines = container.querySelectorAll("path[data-series]");
  expect(lines).toHaveLength(2);
  expect(lines[0]?.getAttribute("class")).toContain("stroke-chart-green");
  expect(lines[1]?.getAttribute("class")).toContain("stroke-chart-red");
  expect(lines[0]?.getAttribute("d")).toMatch(/^M124,/);
});

test("3 y ticks from $0 to the maximum rounded up, and 5 x ticks", () => {
  const { container } = render(<BalanceChart />);
  const yTicks = [...container.querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
  expect(yTicks).toEqual(["$0", "$150K", "$300K"]);
  const xTicks = [...container.querySelectorAll('[data-axis="x"] text')].map((t) => t.textContent);
  expect(xTicks).toEqual(["2025", "2033", "2040", "2048", "2055"]);
});

test("the drawing is 1200 × 400 and scales to its container", () => {
  const { container } = render(<BalanceChart />);
  const svg = container.querySelector("svg");
  expect(svg?.getAttribute("viewBox")).toBe("0 0 1200 400");
  expect(svg?.getAttribute("width")).toBe("100%");
  expect(svg?.getAttribute("preserveAspectRatio")).toBe("xMidYMid meet");
});

test("screen readers get one image with a summary of each series", () => {
  render(<BalanceChart />);
  expect(
    screen.getByRole("img", {
      name: "Loan balance by year, 2025 to 2055. Original Loan: from $231,456 to $0. New Loan: from $200,000 to $0.",
    }),
  ).toBeTruthy();
});

test("the legend names the series", () => {
  render(<BalanceChart />);
  const legend = screen.getByRole("list", { name: "Legend" });
  expect(
    within(legend)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Original Loan", "New Loan"]);
});

test("the data table is hidden until asked for, then lists every value in dollars", async () => {
  const user = userEvent.setup();
  render(<BalanceChart />);
  expect(screen.queryByRole("table")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Show the data as a table" }));
  const table = screen.getByRole("table", { name: "Loan balance by year" });
  const rows = within(table).getAllByRole("row");
  expect(rows).toHaveLength(32);
  expect(rows[0]?.textContent).toBe("YearOriginal LoanNew Loan");
  expect(rows[1]?.textContent).toBe("2025$231,456$200,000");
  expect(rows[2]?.textContent).toBe("2026$223,741$192,000");
  expect(rows[31]?.textContent).toBe("2055$0$0");
});

test("the lines draw in with the chart animation class, and the server can render it", () => {
  const html = renderToString(<BalanceChart />);
  expect(html.match(/class="chart-draw /g)).toHaveLength(2);
  expect(html).toContain('pathLength="1"');
});

test("an all-zero chart still has an axis", () => {
  const { container } = render(
    <LineChart
      title="Nothing yet"
      xLabels={["2025", "2026"]}
      series={[{ label: "Balance", data: [0, 0] }]}
    />,
  );
  const yTicks = [...container.querySelectorAll('[data-axis="y"] text')].map((t) => t.textContent);
  expect(yTicks).toEqual(["$0", "$500", "$1K"]);
});

test("a step chart holds each value level until the next point, then steps upright", () => {
  const { container } = render(
    <LineChart
      title="Monthly payment"
      xLabels={["Jan 2030", "Jul 2030", "Jan 2031"]}
      series={[{ label: "Worst case", data: [2000, 3000, 3000] }]}
      curve="step"
    />,
  );
  const d = container.querySelector("path[data-series]")?.getAttribute("d") ?? "";
  const points = [...d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  // (x0, $2,000) → (x1, $2,000) → (x1, $3,000) → (x2, $3,000) → (x2, $3,000)
  expect(points[0]?.[1]).toBe(points[1]?.[1]);
  expect(points[1]?.[0]).toBe(points[2]?.[0]);
  expect(points[2]?.[1]).toBeLessThan(points[1]?.[1] ?? 0);
  const linear = render(
    <LineChart
      title="Monthly payment"
      xLabels={["Jan 2030", "Jul 2030", "Jan 2031"]}
      series={[{ label: "Worst case", data: [2000, 3000, 3000] }]}
    />,
  ).container.querySelector("path[data-series]");
  expect(linear?.getAttribute("d")?.match(/L/g)).toHaveLength(2);
});
