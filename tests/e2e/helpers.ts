import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Playwright's test with one change: when JavaScript is on, `page.goto` of an HTML page returns
 * only after the site's scripts have taken over. A click made before hydration is a plain browser
 * navigation, so a test that acts right after loading would otherwise race the page's own JS.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()["content-type"]?.startsWith("text/html"))
          await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };

/** Every e2e test calls this on every page it visits: WCAG 2.x A/AA rules must all pass. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

/** Collects console errors and failed requests so a test can assert the page ran cleanly. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { errors };
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** Screenshots land in test-results/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: `${process.env.E2E_OUTPUT_DIR ?? "test-results"}/screens/${name}.png`,
    fullPage: true,
  });
}

/** Waits until the page's JavaScript has taken over (set by the site shell after hydration). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
