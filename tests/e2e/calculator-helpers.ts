import { type Locator, type Page } from "@playwright/test";
import { expect, screenshot } from "./helpers";

/** The rich calculators' pages as a test reads them (DESIGN.md 5: names and data-output). */

/** A result element by its data-output name. */
export const out = (page: Page, name: string): Locator => page.locator(`[data-output="${name}"]`);

/** A form field of the calculator by its query-string name. */
export const field = (page: Page, name: string): Locator =>
  page.locator(`form[data-calculator] [name="${name}"]`);

/** The amortization table's scrolling box. */
export const box = (page: Page): Locator => page.locator("[data-schedule-box]");

/**
 * SHOW MORE: collapsed, the browser holds only the first 12 monthly rows (the rest are rendered
 * when they can be seen: docs/decisions/033).
 */
export async function expandSchedule(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(box(page)).toHaveAttribute("data-state", "expanded");
}

/** Every named output shows its expected text. */
export async function expectOutputs(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(out(page, name), name).toHaveText(value);
  }
}

/**
 * Opens a calculator; `page.goto` returns once the page has hydrated (helpers.ts), so typing
 * goes through the linked fields. The CSV button is rendered only by the hydrated page (and
 * only with a result: a page without one is opened with `page.goto`).
 */
export async function openCalculator(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("[data-download-csv]")).toBeVisible();
}

/** A full-page screenshot from the top, so the sticky header and results sit where they belong. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("body > header")).toHaveAttribute("data-scrolled", "false");
  await screenshot(page, name);
}
