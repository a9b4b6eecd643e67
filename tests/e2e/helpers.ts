import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

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

/**
 * Screenshots land in test-results/screens/ for a person to look at.
 *
 * Once in CI (2026-11-27) headless Chromium stopped producing frames during a full-page
 * screenshot taken right after a viewport change: the page still answered scripts, but the
 * capture waited until the test's 10-minute timeout. The capture now gives up after a minute;
 * the viewport is set again (which asks the compositor for a new frame) and the capture is tried
 * once more. A second failure fails the test.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const options = {
    path: `${process.env.E2E_OUTPUT_DIR ?? "test-results"}/screens/${name}.png`,
    fullPage: true,
    timeout: 60_000,
  };
  try {
    await page.screenshot(options);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "TimeoutError") throw error;
    const size = page.viewportSize();
    if (size) await page.setViewportSize(size);
    await page.screenshot(options);
  }
}

/** Waits until the page's JavaScript has taken over (set by the site shell after hydration). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Waits until every CSS transition and animation inside `locator` has run to its end (one that is
 * replaced midway is waited for in its new form): what a person sees once the page is still.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    for (let round = 0; round < 50; round++) {
      const running = element.getAnimations({ subtree: true });
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
    throw new Error("animations still running after 50 rounds");
  });
}

/**
 * Back at the top with the header's sub-menu settled: it slides and its shadow fades while the
 * page scrolls, and axe would measure the contrast of its links half-way through.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('nav[aria-label="Popular calculators"]')).not.toHaveAttribute(
    "data-hidden",
    "true",
  );
  await animationsFinished(page.locator("body > header"));
}

/**
 * One page of every kind a visitor lands on, for the checks of what runs while a page loads
 * (intl-at-load, layout-reads-at-load): content pages, the application's first step and every
 * calculator with a script of its own.
 */
export const PAGES_AT_LOAD = [
  "/",
  "/learn/fha-loans",
  "/mortgage-types",
  "/reviews",
  "/apply/purchase",
  "/calculators/affordability",
  "/calculators/how-much-house",
  "/calculators/down-payment",
  "/calculators/income-requirement",
  "/calculators/mortgage-payment",
  "/calculators/arm",
  "/calculators/amortization",
  "/calculators/extra-payment",
  "/calculators/refinance",
  "/calculators/apr",
  "/calculators/points",
  "/calculators/cash-to-close",
];
