import { checkField, validateStep } from "~/lib/application/engine";
import { getForm, getStep } from "~/lib/application/forms";

/**
 * The server's rules, run in the browser (spec 5, decision 012): the same field-kind registry and
 * step definitions the server validates with. step-page.tsx loads this module lazily, so zod and
 * the forms are not part of the page's first download. `today` is null here: the rules that need
 * the server's clock ("18 or older", "not in the future") are left to the server.
 */

/** One field's message for its raw wire value; null when the field is fine on its own. */
export function fieldMessage(formId: string, slug: string, name: string, raw: unknown) {
  const form = getForm(formId);
  const field = form ? getStep(form, slug)?.fields.find((f) => f.name === name) : undefined;
  if (!field) return null;
  const checked = checkField(field, raw, null);
  return checked.ok ? null : checked.message;
}

/**
 * The messages of a whole step for its inputs (as `validateStep` gives them: hidden dependent
 * fields skipped, rules across fields included); empty when the browser has nothing to object to.
 */
export function stepMessages(
  formId: string,
  slug: string,
  inputs: Readonly<Record<string, unknown>>,
): Readonly<Record<string, string>> {
  const form = getForm(formId);
  if (!form) return {};
  const result = validateStep(form, slug, inputs, null);
  return result.ok ? {} : result.errors;
}
