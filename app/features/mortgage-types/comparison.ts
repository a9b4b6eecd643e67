/**
 * The mortgage type comparison table (spec 2, 4): loan types (rows) against the attributes a
 * borrower compares (columns), as content/mortgage-types.json holds them, and the column filter.
 */

import { FULL_MONTH_NAMES } from "~/lib/format/month";

export type ComparisonColumn = { readonly id: string; readonly label: string };

export type ComparisonRow = {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** Column id → text. */
  readonly values: Readonly<Record<string, string>>;
};

export type Comparison = {
  /** "YYYY-MM": the month the content was last checked. */
  readonly asOf: string;
  readonly sourceNote: string;
  readonly columns: readonly ComparisonColumn[];
  readonly rows: readonly ComparisonRow[];
};

/**
 * Spec 4 and 9: Filter works only with at least 2 columns checked and fewer than all of them.
 *
 * @example canFilter(2, 8) // true; canFilter(1, 8) // false; canFilter(8, 8) // false
 */
export function canFilter(checkedCount: number, columnCount: number): boolean {
  return checkedCount >= 2 && checkedCount < columnCount;
}

/**
 * The columns a query string asks for (`?show=a&show=b`, the filter form sent without
 * JavaScript), in table order. Null (every column shown) when the request could not have come
 * from a working Filter button: fewer than 2 or all columns, an unknown column, or a Reset.
 */
export function requestedColumns(
  columns: readonly ComparisonColumn[],
  params: URLSearchParams,
): string[] | null {
  if (params.has("reset")) return null;
  const asked = new Set(params.getAll("show"));
  if ([...asked].some((id) => !columns.some((c) => c.id === id))) return null;
  const ids = columns.filter((c) => asked.has(c.id)).map((c) => c.id);
  return canFilter(ids.length, columns.length) ? ids : null;
}

/** "Showing 3 of 8 columns: A, B and C." for the status message after a filter. */
export function filterStatus(
  columns: readonly ComparisonColumn[],
  visible: readonly string[] | null,
): string {
  if (visible === null) return `Showing all ${columns.length} columns.`;
  const labels = columns.filter((c) => visible.includes(c.id)).map((c) => c.label);
  const list =
    labels.length > 1
      ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`
      : (labels[0] ?? "");
  return `Showing ${labels.length} of ${columns.length} columns: ${list}.`;
}

/**
 * "2026-11" → "November 2026"; anything else is shown as it is.
 *
 * @example formatAsOf("2026-11") // "November 2026"
 */
export function formatAsOf(asOf: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(asOf);
  const month = match ? FULL_MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : asOf;
}

/** Learning-center guides on the loan types in the table, for the links under it. */
export const LEARN_GUIDES: readonly { href: string; title: string }[] = [
  { href: "/learn/conventional-loans", title: "Conventional loans, 30- and 15-year" },
  {
    href: "/learn/fixed-vs-adjustable-rate-mortgages",
    title: "Fixed vs adjustable-rate mortgages",
  },
  { href: "/learn/fha-loans", title: "FHA loans" },
  { href: "/learn/va-loans", title: "VA loans" },
  { href: "/learn/usda-loans", title: "USDA loans" },
  { href: "/learn/jumbo-loans", title: "Jumbo loans" },
  { href: "/learn/down-payments-and-pmi", title: "Down payments and mortgage insurance" },
];
