// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { DonutChart } from "./donut-chart";

afterEach(cleanup);

// $1,264.14 P&I, $3,600/yr taxes, $1,200/yr insurance, $150 HOA, no PMI (20% down).
const payment = { principalAndInterest: 1264.14, taxes: 300, insurance: 100, hoa: 150, pmi: 0 };

test("one slice per non-zero part; a $0 part has none", () => {
  const { container } = render(<DonutChart values={payment} />);
  const slices = [...container.querySelectorAll("path[data-slice]")].map((p) =>
    p.getAttribute("data-slice"),
  );
  expect(slices).toEqual(["HOA", "Insurance", "Principal & Interest", "Taxes"]);
});

test("the centre reads Monthly Payment and the total in whole dollars", () => {
  const { container } = render(<DonutChart values={payment} />);
  const texts = [...container.querySelectorAll("svg > text")].map((t) => t.textContent);
  expect(texts).toEqual(["Monthly Payment", "$1,814"]);
  expect(container.querySelector("svg")?.getAttribute("viewBox")).toBe("-130 -130 260 260");
});

test("the legend lists the non-zero parts with whole-dollar amounts", () => {
  render(<DonutChart values={payment} />);
  const legend = screen.getByRole("list", { name: "Legend" });
  expect(
    within(legend)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["HOA$150", "Insurance$100", "Principal & Interest$1,264", "Taxes$300"]);
});

test("screen readers get the total and the parts", () => {
  render(<DonutChart values={payment} />);
  expect(
    screen.getByRole("img", {
      name: "Monthly payment $1,814: HOA $150, Insurance $100, Principal & Interest $1,264, Taxes $300",
    }),
  ).toBeTruthy();
});

test("the data table lists all five parts and the total", async () => {
  const user = userEvent.setup();
  render(<DonutChart values={{ ...payment, pmi: 87.5 }} />);
  await user.click(screen.getByRole("button", { name: "Show the data as a table" }));
  const rows = within(
    screen.getByRole("table", { name: "Monthly payment breakdown" }),
  ).getAllByRole("row");
  expect(rows.map((row) => row.textContent)).toEqual([
    "Part of the paymentPer month",
    "HOA$150",
    "Insurance$100",
    "PMI$88",
    "Principal & Interest$1,264",
    "Taxes$300",
    "Monthly Payment$1,902",
  ]);
});

test("nothing to show still renders an empty ring and $0", () => {
  const { container } = render(
    <DonutChart
      values={{ principalAndInterest: 0, taxes: 0, insurance: 0, hoa: 0, pmi: Number.NaN }}
    />,
  );
  expect(container.querySelectorAll("path[data-slice]")).toHaveLength(0);
  expect(container.querySelector("svg circle")).not.toBeNull();
  expect([...container.querySelectorAll("svg > text")].map((t) => t.textContent)).toEqual([
    "Monthly Payment",
    "$0",
  ]);
});

test("the slices grow in with the chart animation class, and the server can render it", () => {
  const html = renderToString(<DonutChart values={payment} />);
  expect(html).toContain('class="chart-grow"');
  expect(html.match(/data-slice=/g)).toHaveLength(4);
});
