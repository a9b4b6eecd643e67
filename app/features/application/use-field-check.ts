import { useEffect, useRef, useState, type RefObject } from "react";
import type { StepView } from "~/lib/application/step-view";
import { formFields, NOT_ANSWERS } from "~/lib/application/wire";

type Rules = typeof import("./client-rules");

let rules: Promise<Rules> | null = null;

/** The server's rules for the browser, downloaded once, on an application page only. */
function loadRules(): Promise<Rules> {
  rules ??= import("./client-rules").catch((error: unknown) => {
    rules = null; // a failed download (offline) may succeed later; the server checks meanwhile
    throw error;
  });
  return rules;
}

/** Spec 5: a field typed into is checked once it holds this many characters. */
export const TYPED_THRESHOLD = 3;

const TYPED = new Set(["text", "email", "tel", "password", "search", "url", "number"]);

/**
 * The step's answers as the wire carries them (spec 7), from the form's inputs: radios only when
 * checked, a checkbox group as a list, disabled (hidden dependent) fields left out.
 */
export function stepInputs(form: HTMLFormElement, view: StepView): Record<string, unknown> {
  const entries = [...new FormData(form)].filter(([name]) => !NOT_ANSWERS.has(name));
  const inputs = formFields(entries);
  for (const f of view.fields) {
    if (f.widget !== "checkbox-group") continue;
    const value = inputs[f.name];
    inputs[f.name] = value === undefined ? [] : Array.isArray(value) ? value : [value];
  }
  return inputs;
}

/** The step field (its `data-field` box) a control belongs to. */
function fieldOf(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>("[data-field]")?.dataset.field ?? undefined)
    : undefined;
}

/** A field's first control that can take focus. */
function firstControl(form: HTMLFormElement, name: string): HTMLElement | null {
  const box = [...form.querySelectorAll<HTMLElement>("[data-field]")].find(
    (el) => el.dataset.field === name,
  );
  return (
    box?.querySelector<HTMLElement>(
      "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)",
    ) ?? null
  );
}

/**
 * Messages by field name from the browser's check: a string shows beside the field, null means
 * "checked and fine" (it hides an older message from the server); fields not checked are absent.
 */
export type FieldMessages = Readonly<Record<string, string | null>>;

/**
 * Spec 5's client-side check with the server's rules (client-rules.ts). A field is checked once
 * the borrower has typed at least 3 characters in it or leaves it (a choice — radio, checkbox,
 * list — counts at once), and from then on at every change, so a fixed value clears its message.
 * `checkStep` checks every field before the step is sent: false (and focus on the first field to
 * fix) means do not send. The server stays the authority: `clear` makes way for its messages.
 */
export function useFieldCheck(view: StepView, formRef: RefObject<HTMLFormElement | null>) {
  const [messages, setMessages] = useState<FieldMessages>({});
  const active = useRef(new Set<string>());

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Fetched when the borrower first moves into the form (a field focused or a choice
    // touched), so the first check is immediate and a visit that answers nothing never
    // downloads the rules (issue 19: they are the largest script of an application page).
    const prefetch = () => loadRules().catch(() => undefined);
    form.addEventListener("focusin", prefetch, { once: true });
    form.addEventListener("pointerdown", prefetch, { once: true });
    const check = (name: string) => {
      loadRules()
        .then((r) => {
          const current = formRef.current;
          if (!current || !active.current.has(name)) return;
          const message = r.fieldMessage(
            view.form,
            view.slug,
            name,
            stepInputs(current, view)[name],
          );
          setMessages((m) => (m[name] === message ? m : { ...m, [name]: message }));
        })
        .catch(() => undefined);
    };
    const onInput = (event: Event) => {
      const name = fieldOf(event.target);
      if (!name) return;
      const target = event.target;
      const typed = target instanceof HTMLInputElement && TYPED.has(target.type);
      if (typed && !active.current.has(name) && target.value.length < TYPED_THRESHOLD) return;
      active.current.add(name);
      check(name);
    };
    const onLeave = (event: FocusEvent) => {
      const name = fieldOf(event.target);
      // Moving between a field's own controls (years to months, a date to its calendar) stays in it.
      if (!name || fieldOf(event.relatedTarget) === name) return;
      active.current.add(name);
      check(name);
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    form.addEventListener("focusout", onLeave);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("focusout", onLeave);
      form.removeEventListener("focusin", prefetch);
      form.removeEventListener("pointerdown", prefetch);
    };
  }, [view, formRef]);

  /** Checks the whole step: true when it may be sent (or the rules could not be loaded). */
  const checkStep = async (form: HTMLFormElement): Promise<boolean> => {
    let r: Rules;
    try {
      r = await loadRules();
    } catch {
      return true;
    }
    const found = r.stepMessages(view.form, view.slug, stepInputs(form, view));
    const next: Record<string, string | null> = {};
    for (const f of view.fields) {
      active.current.add(f.name);
      next[f.name] = found[f.name] ?? null;
    }
    setMessages(next);
    const first = view.fields.find((f) => found[f.name] !== undefined);
    if (!first) return true;
    firstControl(form, first.name)?.focus();
    return false;
  };

  /** Forgets the browser's messages (the server answered with its own). */
  const clear = () => {
    active.current.clear();
    setMessages({});
  };

  return { messages, checkStep, clear };
}

/** The view with the browser's messages in place of (or clearing) the server's. */
export function withMessages(view: StepView, messages: FieldMessages): StepView {
  if (Object.keys(messages).length === 0) return view;
  return {
    ...view,
    fields: view.fields.map((f) => {
      if (!Object.hasOwn(messages, f.name)) return f;
      const { error: _old, ...rest } = f;
      const message = messages[f.name];
      return message ? { ...rest, error: message } : rest;
    }),
  };
}
