import { expect, test } from "./helpers";

/**
 * On a phone a rich calculator's charts and schedule are far below the fold and are not laid out
 * or painted until they come near the viewport (`content-visibility: auto`, docs/decisions/045).
 * This holds that they are skipped at load there, drawn whole when scrolled to on a phone and on
 * a desktop, that getting there moves nothing on screen, and that they print.
 */
const PAGES = [
  "/calculators/mortgage-payment",
  "/calculators/amortization",
  "/calculators/extra-payment",
  "/calculators/refinance",
];
const VIEWPORTS = [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
];
const SECTIONS = ".calculator-page .calculator-chart, .calculator-page .amortization-table";

type Shift = { value: number; hadRecentInput: boolean };

for (const viewport of VIEWPORTS) {
  for (const path of PAGES) {
    test(`${path}: the charts and schedule are drawn when scrolled to (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: Shift[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__shifts.push(e as unknown as Shift);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      const sections = page.locator(SECTIONS);
      const count = await sections.count();
      expect(count, "a chart and the schedule").toBeGreaterThanOrEqual(2);

      // At load, on a phone, each one well below the fold (more than two screens down) is skipped: its
      // content is not rendered (checkVisibility with contentVisibilityAuto is false only for
      // content a skipped content-visibility hides). One nearer may already be drawn.
      const atLoad = await sections.evaluateAll((els) =>
        els.map((el) => {
          const inner = el.querySelector("h2 ~ *") ?? el.lastElementChild!;
          return {
            far: el.getBoundingClientRect().top > 2 * window.innerHeight,
            drawn: inner.checkVisibility({ contentVisibilityAuto: true }),
          };
        }),
      );
      // On a phone only (the rule is for narrow screens).
      if (viewport.name === "phone") {
        const far = atLoad.filter((s) => s.far);
        expect(far.length, "a section well below the fold").toBeGreaterThan(0);
        expect(far.filter((s) => s.drawn)).toEqual([]);
      }

      // Scrolled to, a section is drawn whole: the schedule's rows and the chart's drawing.
      const schedule = page.locator(".amortization-table");
      await schedule.scrollIntoViewIfNeeded();
      await expect(schedule.locator("tbody tr").first()).toBeVisible();
      // Drawn from the next frame on.
      await expect
        .poll(() =>
          schedule
            .locator("tbody tr")
            .first()
            .evaluate((row) => row.checkVisibility({ contentVisibilityAuto: true })),
        )
        .toBe(true);
      const chart = page.locator(".calculator-chart svg[role=img]").first();
      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toBeVisible();
      expect((await chart.boundingBox())?.height ?? 0).toBeGreaterThan(100);

      // Scrolling down and back moved nothing on screen (a scroll is not input: a section
      // growing or shrinking under the viewport would be reported).
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: Shift[] }).__shifts,
      );
      expect(shifts.filter((s) => !s.hadRecentInput).reduce((a, s) => a + s.value, 0)).toBe(0);
    });
  }
}

test("printed, the charts and schedule are not skipped", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/calculators/mortgage-payment");
  await page.emulateMedia({ media: "print" });
  const values = await page
    .locator(SECTIONS)
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).contentVisibility));
  expect(values.length).toBeGreaterThanOrEqual(2);
  expect(new Set(values)).toEqual(new Set(["visible"]));
});
