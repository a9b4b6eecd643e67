/**
 * The e2e flavour of the walk (`walk.ts`): the same answers (`validInput`, the engine's samples)
 * typed into the step on screen, control by control according to each field's kind, and NEXT or
 * SUBMIT pressed until form_received. The page decides the next step, as for a borrower.
 */
import { expect, type Page } from "@playwright/test";
import { visibleFields } from "~/lib/application/engine";
import { kindOf } from "~/lib/application/field-kinds";
import { FORM_RECEIVED, getStep } from "~/lib/application/forms";
import { validInput, type Persona } from "~/lib/application/test-fixtures";
import type { FieldDef, FormDef } from "~/lib/application/types";

const STEP_FORM = "form[data-application-form]";

/** The slug of the step on screen (its hidden field). */
export async function currentSlug(page: Page): Promise<string> {
  return (await page.locator(`${STEP_FORM} input[name="slug"]`).getAttribute("value")) ?? "";
}

/** Types one answer into its control as a borrower would, by the field's kind. */
export async function fillField(page: Page, field: FieldDef, value: unknown): Promise<void> {
  const controls = page.locator(`${STEP_FORM} [name="${field.name}"]`);
  const option = (v: unknown) => controls.locator(`xpath=self::*[@value="${String(v)}"]`);
  switch (field.kind) {
    case "radio":
      // A click, not check(): on a one-question step the choice moves the page on (radio
      // submit), and check() would then wait for the replaced radio to read as checked.
      return option(value).click();
    case "checkbox-group":
      for (const v of Array.isArray(value) ? value : [value]) await option(v).check();
      return;
    case "checkbox":
      return value === "on" ? controls.first().check() : controls.first().uncheck();
    case "select":
    case "state":
      await controls.first().selectOption(String(value));
      return;
    case "group": {
      // The page offers one blank item; "Add another" (with JavaScript) makes room for the rest.
      const items = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
      for (const [index, item] of items.entries()) {
        const first = `${STEP_FORM} [name^="${field.name}[${index}]["]`;
        if ((await page.locator(first).count()) === 0) {
          await page
            .locator(`${STEP_FORM} [data-field="${field.name}"]`)
            .getByRole("button", { name: /^Add another / })
            .click();
        }
        for (const question of field.fields ?? []) {
          if (item[question.name] === undefined) continue;
          const name = `${field.name}[${index}][${question.name}]`;
          await fillField(page, { ...question, name }, item[question.name]);
        }
      }
      return;
    }
    case "call-time": {
      const { day, time } = value as { day: string; time: string };
      await page.locator(`${STEP_FORM} [name="${field.name}[day]"]`).selectOption(day);
      await page.locator(`${STEP_FORM} [name="${field.name}[time]"]`).selectOption(time);
      return;
    }
    default:
      return controls.first().fill(String(value));
  }
}

/** Answers the step on screen: the persona's answers for it plus a sample for every other field. */
export async function answerStep(
  page: Page,
  form: FormDef,
  slug: string,
  persona: Persona = {},
): Promise<void> {
  const step = getStep(form, slug);
  if (!step) throw new Error(`${form.id} has no step ${slug}`);
  const input = validInput(step, persona[slug], Date.now());
  for (const field of visibleFields(step, input)) await fillField(page, field, input[field.name]);
}

/** Radio submit (spec 2): a step whose only question is a radio choice, on a hydrated page. */
export async function movesOnByItself(page: Page, form: FormDef, slug: string): Promise<boolean> {
  const fields = getStep(form, slug)?.fields ?? [];
  if (fields.length !== 1 || kindOf(fields[0]!).widget !== "radio") return false;
  return page.evaluate(() => document.documentElement.dataset.hydrated === "true");
}

export type PageWalkOptions = {
  persona?: Persona;
  /** Stop on this step, before answering it (default: walk to form_received). */
  stopAt?: string;
  /** Runs on each step before it is answered (axe), and after (a screenshot). */
  beforeAnswer?: (slug: string, index: number) => Promise<void>;
  afterAnswer?: (slug: string, index: number) => Promise<void>;
};

/**
 * Answers every step from the one on screen to form_received (or up to `stopAt`) and returns the
 * slugs answered. Works with and without JavaScript: it waits for the next step to replace the
 * one answered, whether by the page's own script or by a full page load.
 */
export async function walkPage(
  page: Page,
  form: FormDef,
  options: PageWalkOptions = {},
): Promise<string[]> {
  const visited: string[] = [];
  // The longest path: the purchase form with six properties owned (urla/finances.ts) and more.
  for (let guard = 0; guard < 60; guard++) {
    await expect(page.locator("h1")).toBeVisible();
    if (page.url().endsWith(`/${FORM_RECEIVED}`)) break;
    const slug = await currentSlug(page);
    if (slug === options.stopAt) return visited;
    visited.push(slug);
    await options.beforeAnswer?.(slug, visited.length);
    await answerStep(page, form, slug, options.persona);
    await options.afterAnswer?.(slug, visited.length);
    // With JavaScript a one-question radio step moves on by itself once the choice is made.
    if (!(await movesOnByItself(page, form, slug))) {
      const button = page.getByRole("button", { name: /^(NEXT|SUBMIT)$/ });
      await expect(button).toHaveText(getStep(form, slug)!.submitStep ? "SUBMIT" : "NEXT");
      await button.click();
    }
    // The next step replaces this one (the first step may live at /apply/{form} itself).
    await expect
      .poll(
        () =>
          page.evaluate(
            ({ answered, selector, received }) => {
              if (location.pathname.endsWith(`/${received}`)) return true;
              const shown = document
                .querySelector(`${selector} input[name="slug"]`)
                ?.getAttribute("value");
              return shown !== undefined && shown !== null && shown !== answered;
            },
            { answered: slug, selector: STEP_FORM, received: FORM_RECEIVED },
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you. We have your application.",
  );
  return visited;
}
