import { expect, test } from "vitest";
import { buildSchedule } from "~/lib/finance/schedule";
import {
  canExpand,
  centsToDecimalString,
  COLLAPSED_HEIGHT_PX,
  csvFileName,
  expandedHeightPx,
  isScrolledToEnd,
  readTableState,
  scheduleCsv,
  readTablePage,
  scheduleRows,
  serverRowWindow,
  tableHeightPx,
  tablePageHref,
  tableStateValue,
  timeUnitLabel,
} from "./schedule-table";

// Hand-worked: $1,000 at 12 % for 2 months. r = 1 %; payment = 1000 × 0.01 × 1.0201 / 0.0201
// = 507.5124 → $507.51. Month 1: interest 10.00, principal 497.51, balance 502.49. Month 2:
// interest 5.0249 → 5.02, principal 502.49, payment 507.51, balance 0.
const tiny = buildSchedule({
  principalCents: 100_000,
  annualRatePercent: 12,
  termMonths: 2,
  start: { year: 2025, month: 12 },
});

test("monthly rows follow the schedule: number, MM/YY, payment, interest, principal, balance", () => {
  expect(scheduleRows(tiny.entries, "monthly")).toEqual([
    {
      key: "2025-12",
      time: 1,
      date: "12/25",
      csvDate: "12/2025",
      paymentCents: 50_751,
      interestCents: 1_000,
      principalCents: 49_751,
      balanceCents: 50_249,
    },
    {
      key: "2026-01",
      time: 2,
      date: "01/26",
      csvDate: "01/2026",
      paymentCents: 50_751,
      interestCents: 502,
      principalCents: 50_249,
      balanceCents: 0,
    },
  ]);
});

test("annual rows sum each calendar year and keep the year-end balance", () => {
  const rows = scheduleRows(tiny.entries, "annually");
  expect(
    rows.map((r) => [
      r.time,
      r.date,
      r.paymentCents,
      r.interestCents,
      r.principalCents,
      r.balanceCents,
    ]),
  ).toEqual([
    [1, "2025", 50_751, 1_000, 49_751, 50_249],
    [2, "2026", 50_751, 502, 50_249, 0],
  ]);
});

test("the principal column includes extra payments, so balances follow row to row", () => {
  // $1,000 at 0 % over 4 months: $250 a month; $100 extra from the 2nd payment.
  const schedule = buildSchedule({
    principalCents: 100_000,
    annualRatePercent: 0,
    termMonths: 4,
    start: { year: 2025, month: 1 },
    extra: { amountCents: 10_000, start: { year: 2025, month: 2 } },
  });
  const rows = scheduleRows(schedule.entries, "monthly");
  expect(rows.map((r) => [r.principalCents, r.balanceCents])).toEqual([
    [25_000, 75_000],
    [35_000, 40_000],
    [35_000, 5_000],
    [5_000, 0],
  ]);
  let balance = 100_000;
  for (const row of rows) {
    balance -= row.principalCents;
    expect(row.balanceCents).toBe(balance);
  }
});

test("a 30-year loan starting in December has 31 calendar years, the first with one payment", () => {
  const schedule = buildSchedule({
    principalCents: 30_000_000,
    annualRatePercent: 6.5,
    termMonths: 360,
    start: { year: 2026, month: 12 },
  });
  const rows = scheduleRows(schedule.entries, "annually");
  expect(rows).toHaveLength(31);
  expect(rows[0]?.date).toBe("2026");
  expect(rows[0]?.paymentCents).toBe(schedule.monthlyPaymentCents);
  expect(rows.at(-1)?.date).toBe("2056");
  expect(rows.at(-1)?.balanceCents).toBe(0);
});

test("the time column is labelled Month or Year", () => {
  expect(timeUnitLabel("monthly")).toBe("Month");
  expect(timeUnitLabel("annually")).toBe("Year");
});

test("heights: 536 px collapsed, 48 px per row + 56 px expanded (spec 9)", () => {
  expect(COLLAPSED_HEIGHT_PX).toBe(536);
  expect(expandedHeightPx(360)).toBe(360 * 48 + 56);
  expect(expandedHeightPx(31)).toBe(1544);
  expect(tableHeightPx(360, false)).toBe(536);
  expect(tableHeightPx(360, true)).toBe(17_336);
  // Ten rows fill the collapsed box exactly; fewer rows are not padded out.
  expect(tableHeightPx(10, false)).toBe(536);
  expect(tableHeightPx(5, false)).toBe(296);
  expect(tableHeightPx(5, true)).toBe(296);
});

test("SHOW MORE is offered only when there are more than ten rows", () => {
  expect(canExpand(10)).toBe(false);
  expect(canExpand(11)).toBe(true);
  expect(canExpand(0)).toBe(false);
});

test("a sideways scroller is at its end within a pixel, and a box that cannot scroll is too", () => {
  // 640 px of table in a 375 px box: the furthest scroll is 265 px.
  expect(isScrolledToEnd(0, 375, 640)).toBe(false);
  expect(isScrolledToEnd(265, 375, 640)).toBe(true);
  expect(isScrolledToEnd(264.4, 375, 640)).toBe(true);
  expect(isScrolledToEnd(263.5, 375, 640)).toBe(false);
  expect(isScrolledToEnd(200, 375, 640)).toBe(false);
  expect(isScrolledToEnd(0, 1000, 1000)).toBe(true);
});

test("cents become plain decimal strings", () => {
  expect(centsToDecimalString(76_178)).toBe("761.78");
  expect(centsToDecimalString(5)).toBe("0.05");
  expect(centsToDecimalString(-5)).toBe("-0.05");
  expect(centsToDecimalString(16_200_000)).toBe("162000.00");
  expect(centsToDecimalString(Number.NaN)).toBe("");
});

test("the CSV has a header and one CRLF line per row, amounts with cents", () => {
  expect(scheduleCsv(scheduleRows(tiny.entries, "monthly"), "monthly")).toBe(
    "Month,Date,Payment,Interest,Principal,Balance\r\n" +
      "1,12/2025,507.51,10.00,497.51,502.49\r\n" +
      "2,01/2026,507.51,5.02,502.49,0.00\r\n",
  );
  expect(scheduleCsv(scheduleRows(tiny.entries, "annually"), "annually")).toBe(
    "Year,Date,Payment,Interest,Principal,Balance\r\n1,2025,507.51,10.00,497.51,502.49\r\n2,2026,507.51,5.02,502.49,0.00\r\n",
  );
  expect(scheduleCsv([], "monthly")).toBe("Month,Date,Payment,Interest,Principal,Balance\r\n");
  expect(csvFileName("amortization", "annually")).toBe("amortization-schedule-annually.csv");
});

test("the no-JavaScript table state round-trips through the schedule parameter", () => {
  expect(readTableState(null)).toEqual({ unit: "monthly", expanded: false });
  expect(readTableState("nonsense")).toEqual({ unit: "monthly", expanded: false });
  for (const unit of ["monthly", "annually"] as const) {
    for (const expanded of [true, false]) {
      expect(readTableState(tableStateValue(unit, expanded))).toEqual({ unit, expanded });
    }
  }
  expect(tableStateValue("annually", true)).toBe("annually-all");
});

test("with an extra column, principal and extra principal are apart in the rows and the CSV", () => {
  // $1,200 at 0 % over 12 months from 01/2025: $100 a month; $300 once in 02/2025 and $200
  // every December: 01 → 1,100; 02 → 700; 03 → 600 … 08 → 100; 09 pays the last $100.
  const schedule = buildSchedule({
    principalCents: 120_000,
    annualRatePercent: 0,
    termMonths: 12,
    start: { year: 2025, month: 1 },
    oneTimeExtra: { amountCents: 30_000, date: { year: 2025, month: 2 } },
    yearlyExtra: { amountCents: 20_000, month: 12, start: { year: 2025, month: 1 } },
  });
  const rows = scheduleRows(schedule.entries, "monthly", { extraColumn: true });
  expect(
    rows.slice(0, 3).map((r) => [r.paymentCents, r.principalCents, r.extraCents, r.balanceCents]),
  ).toEqual([
    [10_000, 10_000, 0, 110_000],
    [40_000, 10_000, 30_000, 70_000],
    [10_000, 10_000, 0, 60_000],
  ]);
  expect(rows).toHaveLength(9);
  const csv = scheduleCsv(rows, "monthly", { extraColumn: true }).split("\r\n");
  expect(csv[0]).toBe("Month,Date,Payment,Interest,Principal,Extra principal,Balance");
  expect(csv[2]).toBe("2,02/2025,400.00,0.00,100.00,300.00,700.00");
  const years = scheduleRows(schedule.entries, "annually", { extraColumn: true });
  // 2025: 9 payments of principal $100 (the 9th is the last $100) and $300 extra.
  expect(years.map((r) => [r.principalCents, r.extraCents, r.balanceCents])).toEqual([
    [90_000, 30_000, 0],
  ]);
  // Without the option the extra stays inside principal, as before.
  expect(scheduleRows(schedule.entries, "monthly")[1]).not.toHaveProperty("extraCents");
  expect(scheduleRows(schedule.entries, "monthly")[1]?.principalCents).toBe(40_000);
});

test("an insurance option adds each period's mortgage insurance beside the extra column", () => {
  // The tiny loan's two payments (12/2025 and 01/2026) with $12.34 and then no insurance.
  const insurance = [1_234, 0];
  const monthly = scheduleRows(tiny.entries, "monthly", { insurance });
  expect(monthly.map((row) => row.insuranceCents)).toEqual([1_234, 0]);
  // Payment stays principal and interest: $507.51.
  expect(monthly[0]?.paymentCents).toBe(50_751);
  // By calendar year: 2025 holds the first payment, 2026 the second.
  expect(
    scheduleRows(tiny.entries, "annually", { insurance }).map((row) => row.insuranceCents),
  ).toEqual([1_234, 0]);
  // With both options, extra principal then mortgage insurance.
  const both = { extraColumn: true, insurance };
  expect(scheduleCsv(scheduleRows(tiny.entries, "monthly", both), "monthly", both)).toBe(
    "Month,Date,Payment,Interest,Principal,Extra principal,Mortgage insurance,Balance\r\n" +
      "1,12/2025,507.51,10.00,497.51,0.00,12.34,502.49\r\n" +
      "2,01/2026,507.51,5.02,502.49,0.00,0.00,0.00\r\n",
  );
  // Without the option the rows have no insurance field at all.
  expect(scheduleRows(tiny.entries, "monthly")[0]).not.toHaveProperty("insuranceCents");
});

// Issue 19: the server HTML holds a window of the monthly rows, never all 360.
test("the server renders the first year collapsed and five-year pages expanded", () => {
  // 30 years = 360 payments: six pages of 60 (5 × 12).
  expect(serverRowWindow(360, "monthly", false, 1)).toEqual({
    start: 0,
    end: 12,
    page: 1,
    pageCount: 6,
  });
  expect(serverRowWindow(360, "monthly", false, 4)).toMatchObject({ start: 0, end: 12 });
  expect(serverRowWindow(360, "monthly", true, 1)).toMatchObject({ start: 0, end: 60, page: 1 });
  // Page 6 holds payments 301 to 360 (indexes 300 to 359).
  expect(serverRowWindow(360, "monthly", true, 6)).toMatchObject({ start: 300, end: 360, page: 6 });
  // A page past the end shows the last; a 15-year loan (180 payments) has three pages.
  expect(serverRowWindow(360, "monthly", true, 99)).toMatchObject({ start: 300, page: 6 });
  expect(serverRowWindow(180, "monthly", true, 3)).toEqual({
    start: 120,
    end: 180,
    page: 3,
    pageCount: 3,
  });
  // A short loan: everything on one page; by year every row (30 of them) fits.
  expect(serverRowWindow(7, "monthly", false, 1)).toMatchObject({ start: 0, end: 7 });
  expect(serverRowWindow(30, "annually", false, 1)).toEqual({
    start: 0,
    end: 30,
    page: 1,
    pageCount: 1,
  });
});

test("the page number comes from the query, page 1 for anything else", () => {
  expect(readTablePage("3")).toBe(3);
  expect(readTablePage(null)).toBe(1);
  expect(readTablePage("0")).toBe(1);
  expect(readTablePage("-2")).toBe(1);
  expect(readTablePage("2.5")).toBe(1);
  expect(readTablePage("<script>")).toBe(1);
  expect(readTablePage("99999999")).toBe(1);
});

test("a page link keeps the inputs and asks for the expanded table at that page", () => {
  expect(
    tablePageHref(
      "/calculators/amortization",
      "?loanAmount=300000&interestRate=6.5&schedule=monthly&schedulePage=4",
      "monthly",
      2,
      "amortization-schedule",
    ),
  ).toBe(
    "/calculators/amortization?loanAmount=300000&interestRate=6.5&schedule=monthly-all&schedulePage=2#amortization-schedule",
  );
  expect(tablePageHref("/calculators/refinance", "", "monthly", 1, "t")).toBe(
    "/calculators/refinance?schedule=monthly-all#t",
  );
});
