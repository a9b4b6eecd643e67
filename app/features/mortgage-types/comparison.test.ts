import { expect, test } from "vitest";
import { canFilter, filterStatus, formatAsOf, requestedColumns } from "./comparison";
import { getComparison } from "./data.server";

const columns = [
  { id: "down", label: "Minimum down payment" },
  { id: "credit", label: "Minimum credit score" },
  { id: "rate", label: "Rate type" },
];

test("Filter needs at least 2 columns and fewer than all", () => {
  expect([0, 1, 2, 3].map((n) => canFilter(n, 3))).toEqual([false, false, true, false]);
  expect(canFilter(7, 8)).toBe(true);
});

test("a filter sent without JavaScript shows the asked columns in table order, if Filter could send it", () => {
  expect(requestedColumns(columns, new URLSearchParams("show=rate&show=down"))).toEqual([
    "down",
    "rate",
  ]);
  expect(requestedColumns(columns, new URLSearchParams("show=rate"))).toBeNull();
  expect(
    requestedColumns(columns, new URLSearchParams("show=rate&show=down&show=credit")),
  ).toBeNull();
  expect(requestedColumns(columns, new URLSearchParams("show=rate&show=nope"))).toBeNull();
  expect(requestedColumns(columns, new URLSearchParams("show=rate&show=down&reset=1"))).toBeNull();
  expect(requestedColumns(columns, new URLSearchParams(""))).toBeNull();
});

test("the status says which columns are shown", () => {
  expect(filterStatus(columns, ["down", "rate"])).toBe(
    "Showing 2 of 3 columns: Minimum down payment and Rate type.",
  );
  expect(filterStatus(columns, null)).toBe("Showing all 3 columns.");
});

test("as-of month in words", () => {
  expect(formatAsOf("2026-11")).toBe("November 2026");
  expect(formatAsOf("soon")).toBe("soon");
});

test("the content file has the loan types a borrower compares, each with every attribute", () => {
  const data = getComparison();
  const names = data.rows.map((r) => r.name).join(" | ");
  for (const kind of [
    "30-year fixed",
    "15-year fixed",
    "adjustable-rate",
    "FHA",
    "VA",
    "USDA",
    "Jumbo",
  ]) {
    expect(names).toContain(kind);
  }
  const labels = data.columns.map((c) => c.label);
  expect(labels).toEqual(
    expect.arrayContaining([
      "Minimum down payment",
      "Minimum credit score",
      "Mortgage insurance",
      "Rate type",
      "Who it suits",
    ]),
  );
});
