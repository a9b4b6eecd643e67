// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { Comparison } from "./comparison";
import { ComparisonTable } from "./comparison-table";

const data: Comparison = {
  asOf: "2026-11",
  sourceNote: "Sources: CFPB.",
  columns: [
    { id: "down", label: "Minimum down payment" },
    { id: "credit", label: "Minimum credit score" },
    { id: "rate", label: "Rate type" },
  ],
  rows: [
    {
      id: "fha",
      name: "FHA loan",
      summary: "Insured by FHA.",
      values: { down: "3.5%", credit: "580", rate: "Fixed" },
    },
    {
      id: "va",
      name: "VA loan",
      summary: "Guaranteed by VA.",
      values: { down: "0%", credit: "None", rate: "Fixed or ARM" },
    },
  ],
};

afterEach(cleanup);

function headers() {
  return screen
    .getAllByRole("columnheader", { hidden: true })
    .filter((th) => !th.hidden)
    .map((th) => th.textContent);
}

test("a real table: caption, column and row headers", () => {
  render(<ComparisonTable data={data} initialVisible={null} notice={null} />);
  const table = screen.getByRole("table");
  expect(table.querySelector("caption")?.textContent).toContain("November 2026");
  expect(table.querySelectorAll('th[scope="col"]')).toHaveLength(4);
  expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(2);
});

test("Filter needs 2 or more and fewer than all; it hides the rest; Reset shows all and unchecks", () => {
  render(<ComparisonTable data={data} initialVisible={null} notice={null} />);
  const filter = screen.getByRole("button", { name: "Filter" }) as HTMLButtonElement;
  expect(filter.disabled).toBe(true);
  fireEvent.click(screen.getByLabelText("Minimum down payment"));
  expect(filter.disabled).toBe(true);
  fireEvent.click(screen.getByLabelText("Rate type"));
  expect(filter.disabled).toBe(false);
  fireEvent.click(screen.getByLabelText("Minimum credit score"));
  expect(filter.disabled).toBe(true);
  fireEvent.click(screen.getByLabelText("Minimum credit score"));

  act(() => filter.click());
  expect(headers()).toEqual(["Loan type", "Minimum down payment", "Rate type"]);
  expect(screen.getByRole("status").textContent).toBe(
    "Showing 2 of 3 columns: Minimum down payment and Rate type.",
  );
  expect(window.location.search).toBe("?show=down&show=rate");

  act(() => screen.getByRole("button", { name: "Reset" }).click());
  expect(headers()).toEqual([
    "Loan type",
    "Minimum down payment",
    "Minimum credit score",
    "Rate type",
  ]);
  expect((screen.getByLabelText("Rate type") as HTMLInputElement).checked).toBe(false);
  expect(filter.disabled).toBe(true);
  expect(screen.getByRole("status").textContent).toBe("Showing all 3 columns.");
});

test("a filter from the server starts with its columns and boxes", () => {
  render(<ComparisonTable data={data} initialVisible={["credit", "rate"]} notice={null} />);
  expect(headers()).toEqual(["Loan type", "Minimum credit score", "Rate type"]);
  expect((screen.getByLabelText("Rate type") as HTMLInputElement).checked).toBe(true);
});
