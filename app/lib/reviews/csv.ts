import { z } from "zod";

/**
 * Parses RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. Returns the
 * records with the line number each one starts on, so errors can point at the file.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let atFieldStart = true;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (ch === ",") {
      fields.push(field);
      field = "";
      atFieldStart = true;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      fields.push(field);
      if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
      fields = [];
      field = "";
      atFieldStart = true;
      line++;
      recordLine = line;
    } else {
      field += ch;
      atFieldStart = false;
    }
  }
  if (quoted) throw new Error(`Line ${recordLine}: a quoted field is never closed.`);
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

const REVIEW_COLUMNS = [
  "author_name",
  "location",
  "rating",
  "title",
  "body",
  "reviewed_on",
  "loan_type",
  "sample",
] as const;

const LOAN_TYPES = ["purchase", "refinance", "fha", "va", "usda", "jumbo"] as const;

/** One review row as the lender's staff export it; `today` is "YYYY-MM-DD". */
function reviewRowSchema(today: string) {
  return z.object({
    author_name: z
      .string()
      .trim()
      .min(1, "author_name is empty")
      .max(80, "author_name is longer than 80 characters"),
    location: z
      .string()
      .trim()
      .min(1, "location is empty")
      .max(80, "location is longer than 80 characters"),
    rating: z
      .string()
      .trim()
      .regex(/^[1-5]$/, "rating must be a whole number from 1 to 5")
      .transform(Number),
    title: z
      .string()
      .trim()
      .min(1, "title is empty")
      .max(120, "title is longer than 120 characters"),
    body: z
      .string()
      .trim()
      .min(1, "body is empty")
      .max(2000, "body is longer than 2,000 characters"),
    reviewed_on: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "reviewed_on must be a date like 2026-03-31")
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
          new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        "reviewed_on is not a real date",
      )
      .refine((d) => d <= today, "reviewed_on is in the future"),
    loan_type: z.enum(LOAN_TYPES, { message: `loan_type must be one of ${LOAN_TYPES.join(", ")}` }),
    sample: z
      .enum(["true", "false"], { message: "sample must be true or false" })
      .transform((v) => v === "true"),
  });
}

export type ReviewInput = {
  authorName: string;
  location: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
  loanType: (typeof LOAN_TYPES)[number];
  sample: boolean;
};

/**
 * Validates a whole reviews CSV. Either every row is good and all are returned, or the errors are
 * returned with their line numbers and nothing should be imported.
 */
export function readReviewsCsv(
  text: string,
  today: string,
): { ok: true; reviews: ReviewInput[] } | { ok: false; errors: string[] } {
  let records: { line: number; fields: string[] }[];
  try {
    records = parseCsv(text);
  } catch (error) {
    return { ok: false, errors: [(error as Error).message] };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, errors: ["The file is empty."] };
  const names = header.fields.map((f) => f.trim());
  if (names.join(",") !== REVIEW_COLUMNS.join(",")) {
    return {
      ok: false,
      errors: [`Line 1: the header must be exactly: ${REVIEW_COLUMNS.join(",")}`],
    };
  }
  if (rows.length === 0) return { ok: false, errors: ["The file has a header but no reviews."] };
  const schema = reviewRowSchema(today);
  const errors: string[] = [];
  const reviews: ReviewInput[] = [];
  for (const row of rows) {
    if (row.fields.length !== REVIEW_COLUMNS.length) {
      errors.push(
        `Line ${row.line}: expected ${REVIEW_COLUMNS.length} columns, found ${row.fields.length}.`,
      );
      continue;
    }
    const parsed = schema.safeParse(
      Object.fromEntries(REVIEW_COLUMNS.map((c, i) => [c, row.fields[i]])),
    );
    if (!parsed.success) {
      errors.push(`Line ${row.line}: ${parsed.error.issues.map((i) => i.message).join("; ")}.`);
      continue;
    }
    const r = parsed.data;
    reviews.push({
      authorName: r.author_name,
      location: r.location,
      rating: r.rating,
      title: r.title,
      body: r.body,
      reviewedOn: r.reviewed_on,
      loanType: r.loan_type,
      sample: r.sample,
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, reviews };
}
