import type { Browser, Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
import { currentSlug, walkPage } from "../support/page-walk";
import { expect, test, waitForHydration } from "./helpers";

/**
 * Nothing moves while a page loads (DESIGN.md 9: CLS 0; issue 19: Lighthouse measured 0.164 on
 * /apply/purchase, where the step's dependent fields were in the server's HTML and disappeared
 * when the script took over, pulling the footer up). Every layout shift the browser reports
 * without recent input, from the first byte to two seconds after hydration, is added up.
 *
 * The limit is 0, not "small": the shifts this catches are whole blocks appearing or
 * disappearing (scores of 0.05 to 0.2); Chromium reports nothing at all for a page that does not
 * move, so any positive score is a real shift, and the message lists what moved.
 */
const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
];

type Shift = { value: number; sources: string[] };

async function shiftsOfFirstLoad(page: Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const what = el
              ? `${el.tagName.toLowerCase()}.${el.className.toString().split(" ").slice(0, 3).join(".")}`
              : "?";
            const move = (a: number, b: number) => `${Math.round(a)}→${Math.round(b)}`;
            const [was, now] = [s.previousRect, s.currentRect];
            return `${what} x ${move(was.x, now.x)}, y ${move(was.y, now.y)}, w ${move(was.width, now.width)}, h ${move(was.height, now.height)}, page ${document.documentElement.clientWidth}×${document.documentElement.scrollHeight}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // A slow phone: the server's HTML is painted well before the scripts run, so whatever the
  // script changes on taking over is seen (without the delay it often hydrates before the first
  // paint and a swap goes unnoticed).
  await page.route("**/packs/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const response = await page.goto(path);
  // A missing page (404) is a page too: its help must not move either.
  expect(response?.status(), path).toBeLessThan(500);
  await waitForHydration(page);
  await page.waitForTimeout(2000);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

/** A first visit: a fresh context (no cache, no cookie) of the given size. */
async function firstVisit(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
): Promise<Shift[]> {
  const context = await browser.newContext({ viewport });
  try {
    return await shiftsOfFirstLoad(await context.newPage(), path);
  } finally {
    await context.close();
  }
}

function score(shifts: Shift[]): number {
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

for (const viewport of VIEWPORTS) {
  for (const path of [
    "/apply/purchase",
    "/",
    "/calculators/amortization",
    "/calculators/mortgage-payment",
    "/calculators/mortgage-payment?homePrice=300000&loanTermYears=30&interestRate=6.5&downPayment=15000&downPaymentPercent=5",
    "/calculators/extra-payment",
    "/calculators/refinance",
    "/calculators/affordability",
    "/mortgage-types",
    "/reviews",
    "/learn/fha-loans",
    "/apply/purchase/no-such-step",
  ]) {
    test(`${path} does not move while it loads (${viewport.name})`, async ({ browser }) => {
      const shifts = await firstVisit(browser, viewport, path);
      expect(score(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    });
  }

  test(`a later application step does not move while it loads (${viewport.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    try {
      // Answer the first two steps, then load the third (it has a dependent field) afresh.
      const walker = await context.newPage();
      await walker.goto("/apply/purchase");
      await waitForHydration(walker);
      await walkPage(walker, getForm("purchase")!, { stopAt: "property_type" });
      expect(await currentSlug(walker)).toBe("property_type");
      await walker.close();
      const shifts = await shiftsOfFirstLoad(
        await context.newPage(),
        "/apply/purchase/property_type",
      );
      expect(score(shifts), JSON.stringify(shifts, null, 1)).toBe(0);
    } finally {
      await context.close();
    }
  });
}
