/**
 * Shared by the tests of this folder only: a borrower who answers every visible question with a
 * plausible value as the browser would send it, so a test only states the answers it is about.
 */
import { nextSlug, validateStep, visibleFields } from "./engine";
import { FIELD_KINDS } from "./field-kinds";
import { FORM_RECEIVED, getStep } from "./forms";
import type { CalendarDay, FieldDef, FormDef, StepDef, StepValues } from "./types";

export const TODAY: CalendarDay = { year: 2025, month: 6, day: 15 };

/**
 * A valid wire value for a field, as a browser sends it (the kind's example). A walk against a
 * running server passes its `now` (ms since the epoch), so a call-back time is one still open.
 */
export function sampleWireValue(field: FieldDef, now?: number): unknown {
  return FIELD_KINDS[field.kind].example(field, now);
}

/** `answers` plus a sample for every other field that is visible, in field order. */
export function validInput(
  step: StepDef,
  answers: Readonly<Record<string, unknown>> = {},
  now?: number,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...answers };
  for (const field of step.fields) {
    if (Object.hasOwn(answers, field.name)) continue;
    if (!visibleFields(step, input).includes(field)) continue;
    input[field.name] = sampleWireValue(field, now);
  }
  return input;
}

export type Persona = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * Walks a form from its first step to form_received the way the server does: validate the
 * step's input (persona answers + samples), store the values, ask the engine for the next slug.
 * Returns the slugs visited and the stored answers. Throws if a step is refused.
 */
export function walk(
  form: FormDef,
  persona: Persona = {},
): { slugs: string[]; answers: Record<string, StepValues> } {
  const slugs: string[] = [];
  const answers: Record<string, StepValues> = {};
  let slug: string | null = form.firstSlug;
  while (slug !== null) {
    slugs.push(slug);
    if (slug === FORM_RECEIVED || slugs.length > 60) break;
    const step = getStep(form, slug)!;
    const result = validateStep(form, slug, validInput(step, persona[slug]), TODAY);
    if (!result.ok) {
      throw new Error(`${form.id}/${slug} refused: ${JSON.stringify(result.errors)}`);
    }
    answers[slug] = result.values;
    slug = nextSlug(form, slug, answers);
  }
  return { slugs, answers };
}
