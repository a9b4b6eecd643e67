import { groupScheduleByYear, type ScheduleEntry } from "~/lib/finance/schedule";
import { formatMonthInput } from "~/lib/format/month";
import type { Cents } from "~/lib/finance/money";

/**
 * The amortization table's rows, sizes and CSV (spec 3, 4 and 9), kept free of React so the
 * rules can be tested on their own.
 */

/** Spec 9: the collapsed table is 536 px high (the header and ten rows). */
export const COLLAPSED_HEIGHT_PX = 536;
/** Spec 9: expanded, the table is 48 px per row plus 56 px (the header row). */
export const ROW_HEIGHT_PX = 48;
export const HEADER_HEIGHT_PX = 56;

/** The term toggle of spec 4: monthly (initial) or annually. */
export type TermUnit = "monthly" | "annually";

export type TableRow = {
  /** Unique within one table (React key). */
  readonly key: string;
  /** The "time" column: payment number (monthly) or loan year (annually), from 1. */
  readonly time: number;
  /** "MM/YY" (spec 3) monthly, the calendar year annually. */
  readonly date: string;
  /** The same date for the CSV: "MM/YYYY" monthly, the calendar year annually. */
  readonly csvDate: string;
  /** Everything paid in the period, in cents. */
  readonly paymentCents: Cents;
  readonly interestCents: Cents;
  /**
   * Principal repaid in the period, in cents: extra payments included, unless the rows were
   * built with their own extra column (`extraCents`).
   */
  readonly principalCents: Cents;
  /** Extra principal paid in the period, in cents; only on rows built with `extraColumn`. */
  readonly extraCents?: Cents;
  /** Mortgage insurance paid in the period, in cents; only on rows built with `insurance`. */
  readonly insuranceCents?: Cents;
  /** Balance at the end of the period, in cents. */
  readonly balanceCents: Cents;
};

/**
 * How the rows show extra payments (inside the principal by default, or in their own column) and
 * whether they carry a mortgage insurance column: `insurance` holds the mortgage insurance paid
 * with each schedule entry (same order, 0 once it has ended), outside Payment (principal and
 * interest).
 */
export type RowOptions = {
  readonly extraColumn?: boolean;
  readonly insurance?: readonly Cents[];
};

/** The time column's heading (spec 3: a time-unit label of Month or Year). */
export function timeUnitLabel(unit: TermUnit): "Month" | "Year" {
  return unit === "monthly" ? "Month" : "Year";
}

/**
 * The table rows for a schedule, one per payment or one per calendar year. Principal includes
 * the extra payments so each row's balance follows from the previous one; with `extraColumn`
 * the extra principal is a column of its own (principal + extra still make the balance's fall).
 *
 * @example
 * // a 24-month loan from 07/2025: 24 monthly rows; annually 3 rows (2025: 6 payments, 2026, 2027)
 * scheduleRows(entries, "annually").map((r) => r.date) // ["2025", "2026", "2027"]
 */
export function scheduleRows(
  entries: readonly ScheduleEntry[],
  unit: TermUnit,
  options: RowOptions = {},
): TableRow[] {
  const split = options.extraColumn === true;
  const principal = (regular: Cents, extra: Cents) =>
    split ? { principalCents: regular, extraCents: extra } : { principalCents: regular + extra };
  const insurance = options.insurance;
  const insured = (cents: Cents) => (insurance ? { insuranceCents: cents } : {});
  if (unit === "monthly") {
    return entries.map((entry, index) => ({
      key: entry.key,
      time: entry.number,
      date: entry.displayDate,
      csvDate: formatMonthInput(entry.date),
      paymentCents: entry.paymentCents,
      interestCents: entry.interestCents,
      ...principal(entry.principalCents, entry.extraCents),
      ...insured(insurance?.[index] ?? 0),
      balanceCents: entry.balanceCents,
    }));
  }
  const insuranceByYear = new Map<number, Cents>();
  entries.forEach((entry, index) => {
    const year = entry.date.year;
    insuranceByYear.set(year, (insuranceByYear.get(year) ?? 0) + (insurance?.[index] ?? 0));
  });
  return groupScheduleByYear(entries).map((year, index) => ({
    key: String(year.year),
    time: index + 1,
    date: String(year.year),
    csvDate: String(year.year),
    paymentCents: year.paymentCents,
    interestCents: year.interestCents,
    ...principal(year.principalCents, year.extraCents),
    ...insured(insuranceByYear.get(year.year) ?? 0),
    balanceCents: year.endBalanceCents,
  }));
}

/** Spec 9: the expanded height, 48 px per row plus 56 px. */
export function expandedHeightPx(rowCount: number): number {
  return Math.max(0, rowCount) * ROW_HEIGHT_PX + HEADER_HEIGHT_PX;
}

/** True when the rows do not fit in the collapsed box, so SHOW MORE has something to show. */
export function canExpand(rowCount: number): boolean {
  return expandedHeightPx(rowCount) > COLLAPSED_HEIGHT_PX;
}

/**
 * The height of the table box in px: 536 collapsed, 48 × rows + 56 expanded; a table shorter
 * than the collapsed box is never padded out to 536.
 *
 * @example tableHeightPx(360, false) // 536; tableHeightPx(360, true) // 17336; tableHeightPx(5, false) // 296
 */
export function tableHeightPx(rowCount: number, expanded: boolean): number {
  const full = expandedHeightPx(rowCount);
  return expanded ? full : Math.min(COLLAPSED_HEIGHT_PX, full);
}

/**
 * Whether a sideways scroller is at its right end (spec 4: the table is marked at-its-end). A
 * pixel of slack absorbs the fractional scroll positions of zoomed pages. A box that does not
 * scroll at all counts as at its end.
 */
export function isScrolledToEnd(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): boolean {
  return scrollLeft + clientWidth >= scrollWidth - 1;
}

/** Cents as a plain decimal string for a spreadsheet: 123456 → "1234.56", -5 → "-0.05". */
export function centsToDecimalString(cents: Cents): string {
  if (!Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const size = Math.abs(Math.round(cents));
  const dollars = Math.floor(size / 100);
  return `${sign}${dollars}.${String(size % 100).padStart(2, "0")}`;
}

/**
 * The schedule as CSV (RFC 4180, CRLF line ends): a header row, then one row per table row.
 * Amounts are plain dollars with cents ("761.78"), not the whole dollars of the screen, so a
 * spreadsheet can add them up exactly. Only numbers and dates go in, so nothing needs quoting.
 * With `extraColumn` (rows built the same way) an "Extra principal" column follows Principal;
 * with `insurance`, a "Mortgage insurance" column follows them.
 *
 * @example
 * scheduleCsv(rows, "monthly")
 * // "Month,Date,Payment,Interest,Principal,Balance\r\n1,01/2025,761.78,523.13,238.65,161761.35\r\n…"
 */
export function scheduleCsv(
  rows: readonly TableRow[],
  unit: TermUnit,
  options: RowOptions = {},
): string {
  const split = options.extraColumn === true;
  const insured = options.insurance !== undefined;
  const lines = [
    `${timeUnitLabel(unit)},Date,Payment,Interest,Principal,${split ? "Extra principal," : ""}${insured ? "Mortgage insurance," : ""}Balance`,
  ];
  for (const row of rows) {
    lines.push(
      [
        String(row.time),
        row.csvDate,
        centsToDecimalString(row.paymentCents),
        centsToDecimalString(row.interestCents),
        centsToDecimalString(row.principalCents),
        ...(split ? [centsToDecimalString(row.extraCents ?? 0)] : []),
        ...(insured ? [centsToDecimalString(row.insuranceCents ?? 0)] : []),
        centsToDecimalString(row.balanceCents),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The download's file name, e.g. "amortization-schedule-monthly.csv". */
export function csvFileName(calculator: string, unit: TermUnit): string {
  return `${calculator}-schedule-${unit}.csv`;
}

/**
 * The table state a no-JavaScript visitor asks for with the toggle and SHOW MORE buttons, which
 * submit the form with `schedule=monthly|annually|monthly-all|annually-all`. Anything else is
 * the spec's initial state: monthly and collapsed.
 */
export function readTableState(value: string | null): { unit: TermUnit; expanded: boolean } {
  const match = /^(monthly|annually)(-all)?$/.exec(value ?? "");
  if (!match) return { unit: "monthly", expanded: false };
  return { unit: match[1] === "annually" ? "annually" : "monthly", expanded: Boolean(match[2]) };
}

/** The `schedule` value that asks for a table state (the inverse of readTableState). */
export function tableStateValue(unit: TermUnit, expanded: boolean): string {
  return expanded ? `${unit}-all` : unit;
}

/** The query parameter the table buttons submit without JavaScript. */
export const TABLE_PARAM = "schedule";

/**
 * The query parameter of the no-JavaScript schedule's pages: `schedulePage=2` with
 * `schedule=monthly-all` shows the second five years of payments.
 */
export const TABLE_PAGE_PARAM = "schedulePage";

/**
 * Monthly rows in the server's collapsed table: the first year, enough to fill the 536 px box
 * (ten rows show). With JavaScript the browser computes and adds the rest from the inputs; the
 * whole schedule in the HTML made a 30-year loan's page 220 KB (issue 19: no page over 60 KB).
 */
export const SERVER_COLLAPSED_ROWS = 12;

/**
 * Monthly rows per page of the server's expanded table (five years): a 30-year schedule is six
 * pages, each well under 60 KB of HTML, on every calculator that has the table.
 */
export const SERVER_PAGE_ROWS = 60;

/** The page number asked for in the query: a whole number from 1, anything else is page 1. */
export function readTablePage(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The rows `[start, end)` the server renders, and how many pages the expanded table has. */
export type ServerRowWindow = {
  readonly start: number;
  readonly end: number;
  readonly page: number;
  readonly pageCount: number;
};

/**
 * Which rows go into the server HTML (and the first render in the browser, so hydration
 * matches): monthly and collapsed, the first year; monthly and expanded, one five-year page
 * (a page past the end shows the last one); by year, every row (at most 50: small).
 *
 * @example
 * serverRowWindow(360, "monthly", false, 1) // { start: 0, end: 12, page: 1, pageCount: 6 }
 * serverRowWindow(360, "monthly", true, 2)  // { start: 60, end: 120, page: 2, pageCount: 6 }
 * serverRowWindow(30, "annually", true, 1)  // { start: 0, end: 30, page: 1, pageCount: 1 }
 */
export function serverRowWindow(
  rowCount: number,
  unit: TermUnit,
  expanded: boolean,
  page: number,
): ServerRowWindow {
  const count = Math.max(0, rowCount);
  if (unit === "annually") return { start: 0, end: count, page: 1, pageCount: 1 };
  const pageCount = Math.max(1, Math.ceil(count / SERVER_PAGE_ROWS));
  if (!expanded) {
    return { start: 0, end: Math.min(count, SERVER_COLLAPSED_ROWS), page: 1, pageCount };
  }
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * SERVER_PAGE_ROWS;
  return { start, end: Math.min(count, start + SERVER_PAGE_ROWS), page: current, pageCount };
}

/**
 * The address of one page of the full schedule without JavaScript: the page's own query (the
 * calculator's inputs) with the expanded table state and the page number, and the table's
 * anchor.
 *
 * @example
 * tablePageHref("/calculators/amortization", "?loanAmount=300000", "monthly", 2, "amortization-schedule")
 * // "/calculators/amortization?loanAmount=300000&schedule=monthly-all&schedulePage=2#amortization-schedule"
 */
export function tablePageHref(
  pathname: string,
  search: string,
  unit: TermUnit,
  page: number,
  anchor: string,
): string {
  const params = new URLSearchParams(search);
  params.set(TABLE_PARAM, tableStateValue(unit, true));
  if (page > 1) params.set(TABLE_PAGE_PARAM, String(page));
  else params.delete(TABLE_PAGE_PARAM);
  return `${pathname}?${params.toString()}#${anchor}`;
}
