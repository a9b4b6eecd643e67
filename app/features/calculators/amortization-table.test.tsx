// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { buildSchedule } from "~/lib/finance/schedule";
import { AmortizationTable } from "./amortization-table";
import { emitCollapse } from "./collapse-signal";

/** The table reads the page address (its no-JavaScript page links): render it in a router. */
function renderTable(ui: ReactElement) {
  return render(ui, { wrapper: MemoryRouter });
}

// $300,000 at 6.5 % for 30 years from 12/2026: 360 payments over 31 calendar years.
const schedule = buildSchedule({
  principalCents: 30_000_000,
  annualRatePercent: 6.5,
  termMonths: 360,
  start: { year: 2026, month: 12 },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// DOM queries rather than role queries: 361 rows make role lookups slow in happy-dom.
const rows = () => [...box().querySelectorAll("tr")];
const headers = () => [...box().querySelectorAll("thead th")];

function box(): HTMLElement {
  const element = document.querySelector<HTMLElement>("[data-schedule-box]");
  if (!element) throw new Error("no schedule box");
  return element;
}

test("starts monthly and collapsed: the first 12 of 360 rows in a 536 px box", () => {
  renderTable(
    <AmortizationTable calculator="amortization" formId="f" entries={schedule.entries} />,
  );
  expect(screen.getByRole("button", { name: "Monthly" }).getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByRole("button", { name: "Annually" }).getAttribute("aria-pressed")).toBe(
    "false",
  );
  // The header row and payments 1 to 12 (the box shows 10; the rest are rendered when shown).
  expect(rows()).toHaveLength(13);
  expect(rows()[12]?.textContent).toMatch(/^1211\/27/);
  // No "which payments this holds" note: that is for the page without JavaScript.
  expect(document.querySelector("[data-schedule-pages]")).toBeNull();
  expect(headers().map((h) => h.textContent)).toEqual([
    "Month",
    "Date",
    "Payment",
    "Interest",
    "Principal",
    "Balance",
  ]);
  expect(box().style.height).toBe("536px");
  expect(box().dataset.state).toBe("collapsed");
});

test("the toggle switches to one row per calendar year with the Year label, and back", () => {
  renderTable(
    <AmortizationTable calculator="amortization" formId="f" entries={schedule.entries} />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Annually" }));
  expect(screen.getByRole("button", { name: "Annually" }).getAttribute("aria-pressed")).toBe(
    "true",
  );
  expect(rows()).toHaveLength(32);
  expect(headers()[0]?.textContent).toBe("Year");
  const firstRow = rows()[1];
  // 2026 holds one payment: $1,896.20 → "$1,896"
  expect(firstRow?.textContent).toContain("2026");
  expect(firstRow?.textContent).toContain("$1,896");
  fireEvent.click(screen.getByRole("button", { name: "Monthly" }));
  expect(rows()).toHaveLength(13);
});

test("SHOW MORE renders every row; printing renders every row while the table stays collapsed", () => {
  renderTable(
    <AmortizationTable calculator="amortization" formId="f" entries={schedule.entries} />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Show more" }));
  expect(rows()).toHaveLength(361);
  expect(rows()[360]?.textContent).toMatch(/^36011\/56/);
  fireEvent.click(screen.getByRole("button", { name: "Show less" }));
  expect(rows()).toHaveLength(13);
  // The browser's print dialog fires beforeprint and lays the pages out right after it.
  act(() => void window.dispatchEvent(new Event("beforeprint")));
  expect(rows()).toHaveLength(361);
  expect(box().dataset.state).toBe("collapsed");
  act(() => void window.dispatchEvent(new Event("afterprint")));
  expect(rows()).toHaveLength(13);
});

test("SHOW MORE expands to 48 px per row + 56, SHOW LESS collapses and scrolls the table into view", () => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  renderTable(
    <AmortizationTable calculator="amortization" formId="f" entries={schedule.entries} />,
  );
  const button = screen.getByRole("button", { name: "Show more" });
  expect(button.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(button);
  expect(box().style.height).toBe(`${360 * 48 + 56}px`);
  expect(button.textContent).toBe("Show less");
  expect(button.getAttribute("aria-expanded")).toBe("true");
  fireEvent.click(screen.getByRole("button", { name: "Annually" }));
  expect(box().style.height).toBe(`${31 * 48 + 56}px`);
  expect(scrollTo).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(box().style.height).toBe("536px");
  expect(button.textContent).toBe("Show more");
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test("an input's collapse event collapses the table without scrolling", () => {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  const signal = new EventTarget();
  renderTable(
    <AmortizationTable
      calculator="amortization"
      formId="f"
      entries={schedule.entries}
      collapseSignal={signal}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Show more" }));
  expect(box().dataset.state).toBe("expanded");
  act(() => emitCollapse(signal));
  expect(box().dataset.state).toBe("collapsed");
  expect(box().style.height).toBe("536px");
  expect(scrollTo).not.toHaveBeenCalled();
});

test("without JavaScript the buttons submit the calculator form with the table state asked for", () => {
  renderTable(
    <AmortizationTable
      calculator="amortization"
      formId="calc"
      entries={schedule.entries}
      initialUnit="annually"
      initialExpanded
    />,
  );
  const more = screen.getByRole("button", { name: "Show less" });
  expect(more.getAttribute("form")).toBe("calc");
  expect(more.getAttribute("name")).toBe("schedule");
  expect(more.getAttribute("value")).toBe("annually");
  expect(screen.getByRole("button", { name: "Monthly" }).getAttribute("value")).toBe("monthly-all");
  expect(more.dataset.calculator).toBe("amortization");
  expect(box().style.height).toBe(`${31 * 48 + 56}px`);
});

test("a short schedule gets no SHOW MORE and a box just as tall as its rows", () => {
  const short = buildSchedule({
    principalCents: 100_000,
    annualRatePercent: 12,
    termMonths: 2,
    start: { year: 2025, month: 1 },
  });
  renderTable(<AmortizationTable calculator="amortization" formId="f" entries={short.entries} />);
  expect(screen.queryByRole("button", { name: /Show more/ })).toBeNull();
  expect(box().style.height).toBe(`${2 * 48 + 56}px`);
});

test("the CSV download builds a text/csv blob of the rows on screen", async () => {
  const created: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    created.push(blob as Blob);
    return "blob:test";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this.download);
  });
  renderTable(
    <AmortizationTable calculator="amortization" formId="f" entries={schedule.entries} />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Annually" }));
  fireEvent.click(screen.getByRole("button", { name: /Download the schedule/ }));
  expect(clicks).toEqual(["amortization-schedule-annually.csv"]);
  const text = await created[0]?.text();
  const lines = text?.trim().split("\r\n") ?? [];
  expect(lines[0]).toBe("Year,Date,Payment,Interest,Principal,Balance");
  expect(lines).toHaveLength(32);
  expect(lines[1]).toMatch(/^1,2026,1896\.20,/);
});

test("with extraColumn the table has an Extra principal column holding each month's extra", () => {
  // $2,400 at 0 % for 24 months from 01/2025: $100 a month and $500 once in 03/2025.
  const withExtra = buildSchedule({
    principalCents: 240_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: { year: 2025, month: 1 },
    oneTimeExtra: { amountCents: 50_000, date: { year: 2025, month: 3 } },
  });
  renderTable(
    <AmortizationTable
      calculator="amortization"
      formId="f"
      entries={withExtra.entries}
      extraColumn
    />,
  );
  expect(headers().map((h) => h.textContent)).toEqual([
    "Month",
    "Date",
    "Payment",
    "Interest",
    "Principal",
    "Extra principal",
    "Balance",
  ]);
  // Row 3 (03/2025): payment $600 = principal $100 + extra $500; balance 2,400 − 300 − 500.
  const cells = [...(rows()[3]?.querySelectorAll("td") ?? [])].map((td) => td.textContent);
  expect(cells).toEqual(["3", "03/25", "$600", "$0", "$100", "$500", "$1,600"]);
});
