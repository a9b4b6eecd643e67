import { pathFor } from "./engine";
import { kindOf } from "./field-kinds";
import { FORM_RECEIVED, getStep } from "./forms";
import type { Answers, FieldDef, FormDef } from "./types";

/**
 * Completed applications as the lender's staff read them: every answer on the borrower's path,
 * with its step, question label and a plain value (money in dollars with cents, dates ISO,
 * yes/no, lists joined). Pure: the caller decrypts first.
 */
export type ExportedAnswer = { step: string; field: string; label: string; value: string };

/** A stored answer as people read it (the kind's `display`: money in dollars with cents…). */
export function displayValue(field: FieldDef, value: unknown): string {
  if (value === undefined || value === null) return "";
  return kindOf(field).display(field, value);
}

/** The answers on the path the borrower took, in the order they were asked. */
export function exportAnswers(form: FormDef, answers: Answers): ExportedAnswer[] {
  const rows: ExportedAnswer[] = [];
  for (const slug of pathFor(form, answers)) {
    if (slug === FORM_RECEIVED) continue;
    const step = getStep(form, slug);
    const stored = answers[slug];
    if (!step || !stored) continue;
    for (const field of step.fields) {
      if (!Object.hasOwn(stored, field.name)) continue;
      rows.push({
        step: slug,
        field: field.name,
        label: field.label,
        value: displayValue(field, stored[field.name]),
      });
    }
  }
  return rows;
}

/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted, quotes doubled. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (v: string) => {
    // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it with a quote.
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
