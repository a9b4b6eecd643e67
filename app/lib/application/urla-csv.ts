import {
  BORROWER_PARTS,
  LIST_SECTIONS,
  type UrlaDocument,
  type UrlaRecord,
  type UrlaValue,
} from "./urla-payload";

/**
 * The lender's CSV (decision 031): one row per borrower of each application. Each row starts with
 * the application's own columns and the borrower's number, then that borrower's answers
 * (`borrower.<part>.<key>`), then the application-level answers (`loan.<key>`,
 * `property.<key>`, `assets.<n>.<key>`, ...), repeated on every borrower's row so that any row
 * read alone (filtered, sorted) is complete. The answer columns are the union over the exported
 * applications, in URLA order; an application without an answer leaves its cell empty.
 */
export const CSV_FIXED_COLUMNS = [
  "application_id",
  "form",
  "status",
  "created_at",
  "submitted_at",
  "trid_application_received_at",
  "source",
  "internet_source",
  "endorser",
  "borrower_number",
  "borrower_count",
] as const;

/** A typed value as a cell: yes/no for booleans, numbers as written, lists joined with "; ". */
function cellText(value: string | number | boolean | readonly string[]): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

type Column = { name: string; bucket: number; index: number; seen: number };

/** `record`'s answers as cells named `prefix.key`, a group's items as `prefix.key.<n>.<question>`. */
function flatten(
  prefix: string,
  record: UrlaRecord,
  bucket: number,
  index: number,
  into: (column: Omit<Column, "seen">, text: string) => void,
): void {
  for (const [key, value] of Object.entries(record) as [string, UrlaValue][]) {
    if (Array.isArray(value) && value.some((v) => typeof v === "object")) {
      (value as Record<string, string | number | boolean>[]).forEach((item, n) => {
        for (const [question, answer] of Object.entries(item)) {
          into({ name: `${prefix}.${key}.${n + 1}.${question}`, bucket, index }, cellText(answer));
        }
      });
    } else {
      into(
        { name: `${prefix}.${key}`, bucket, index },
        cellText(value as Exclude<UrlaValue, Record<string, unknown>[]>),
      );
    }
  }
}

/**
 * The header and rows of the CSV of `documents` (export.ts `toCsv` writes them).
 *
 * @example urlaCsvRows([joint]) // header, then ["<id>", …, "1", "2", "Pat", …], ["<id>", …, "2", "2", "Sam", …]
 */
export function urlaCsvRows(documents: readonly UrlaDocument[]): string[][] {
  const columns = new Map<string, Column>();
  type Cells = Map<string, string>;
  const collect = (cells: Cells) => (column: Omit<Column, "seen">, text: string) => {
    if (!columns.has(column.name)) columns.set(column.name, { ...column, seen: columns.size });
    cells.set(column.name, text);
  };

  const rows: { fixed: string[]; cells: Cells }[] = [];
  for (const document of documents) {
    const shared: Cells = new Map();
    const add = collect(shared);
    const sectionBucket = BORROWER_PARTS.length;
    flatten("loan", document.loan, sectionBucket, 0, add);
    flatten("property", document.property, sectionBucket + 1, 0, add);
    LIST_SECTIONS.forEach((section, s) => {
      document[section].forEach((entry, n) => {
        flatten(`${section}.${n + 1}`, entry, sectionBucket + 2 + s, n, add);
      });
    });
    document.borrowers.forEach((borrower, b) => {
      const cells: Cells = new Map(shared);
      BORROWER_PARTS.forEach((part, p) => {
        flatten(`borrower.${part}`, borrower[part], p, 0, collect(cells));
      });
      rows.push({
        fixed: [
          document.id,
          document.form,
          document.status,
          document.createdAt,
          document.submittedAt ?? "",
          document.trid.applicationReceivedAt ?? "",
          document.attribution.source ?? "",
          document.attribution.internetSource ?? "",
          document.attribution.endorser ?? "",
          String(b + 1),
          String(document.borrowers.length),
        ],
        cells,
      });
    });
  }

  const ordered = [...columns.values()].sort(
    (a, b) => a.bucket - b.bucket || a.index - b.index || a.seen - b.seen,
  );
  return [
    [...CSV_FIXED_COLUMNS, ...ordered.map((c) => c.name)],
    ...rows.map((row) => [...row.fixed, ...ordered.map((c) => row.cells.get(c.name) ?? "")]),
  ];
}
