import type { StepView } from "~/lib/application/step-view";

/**
 * The step the server just answered with (PATCH or GET steps/…), handed to the route's
 * clientLoader so the navigation that follows shows it without asking the server again. Memory
 * only; taken once.
 */
let pending: StepView | null = null;

export function holdStep(view: StepView): void {
  pending = view;
}

export function takeStep(form: string | undefined, slug: string | undefined): StepView | null {
  const view = pending;
  pending = null;
  return view && view.form === form && view.slug === slug ? view : null;
}
