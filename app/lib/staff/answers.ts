import { exportAnswers } from "~/lib/application/export";
import { getStep } from "~/lib/application/forms";
import type { Answers, FieldDef, FormDef } from "~/lib/application/types";
import { maskDate, maskSsn } from "./pipeline";

/** Fields whose full value staff see only after asking, with a reason (audited). */
export const REVEALABLE = ["ssn", "date_of_birth"] as const;
export type Revealable = (typeof REVEALABLE)[number];

export function isRevealable(value: unknown): value is Revealable {
  return typeof value === "string" && (REVEALABLE as readonly string[]).includes(value);
}

function maskFor(field: FieldDef): ((value: unknown) => string) | null {
  if (field.kind === "ssn") return maskSsn;
  if (field.dateRule === "birth") return maskDate;
  return null;
}

export type StaffAnswer = {
  field: string;
  label: string;
  value: string;
  /** Shown masked; the full value needs a reveal. */
  masked: boolean;
};
export type StaffAnswerStep = { slug: string; title: string; answers: StaffAnswer[] };

/**
 * An application's answers as staff read them: the borrower's path in form order, each value as
 * the field registry displays it (export.ts), the SSN and date of birth masked unless `reveal`
 * names them.
 */
export function staffAnswers(
  form: FormDef,
  answers: Answers,
  reveal: readonly string[] = [],
): StaffAnswerStep[] {
  const steps: StaffAnswerStep[] = [];
  for (const row of exportAnswers(form, answers)) {
    const step = getStep(form, row.step);
    const field = step?.fields.find((f) => f.name === row.field);
    if (!step || !field) continue;
    let current = steps.at(-1);
    if (current?.slug !== row.step) {
      // The question the borrower answered: unique in a form, where the short progress-bar
      // labels repeat ("Declarations" twice, "Co-borrower 1" on every step of their block) and
      // would give the page sections of the same name.
      current = { slug: row.step, title: step.title, answers: [] };
      steps.push(current);
    }
    const mask = reveal.includes(field.name) ? null : maskFor(field);
    current.answers.push({
      field: field.name,
      label: row.label,
      value: mask ? mask(answers[row.step]?.[field.name]) : row.value,
      masked: mask !== null,
    });
  }
  return steps;
}
