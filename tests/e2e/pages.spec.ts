import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  watchConsole,
} from "./helpers";

const PAGES = [
  { path: "/privacy", heading: /privacy/i, text: "Gramm-Leach-Bliley" },
  { path: "/licensing", heading: /licens/i, text: "NMLS" },
  { path: "/accessibility", heading: /accessibility/i, text: "WCAG 2.2" },
  { path: "/terms", heading: /terms/i, text: "commitment to lend" },
  { path: "/esign", heading: "E-SIGN disclosure and consent", text: "Paper copies are free" },
  { path: "/apply", heading: "Apply for a home loan", text: "Quick start: buying" },
  { path: "/apply/short", heading: "Quick start", text: "I want to refinance" },
];

for (const p of PAGES) {
  test(`${p.path} renders on the server, passes axe and its links resolve`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(p.path)).text();
    expect(html).toContain(p.text);
    const console = watchConsole(page);
    for (const [size, viewport] of [
      ["375", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await expectNoAxeViolations(page, `${p.path} at ${size}`);
      await screenshot(page, `page${p.path.replaceAll("/", "-")}-${size}`);
    }
    const hrefs = await page
      .locator("main a[href^='/']")
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
    for (const href of hrefs) {
      const res = await request.get(href.split("#")[0]!, { maxRedirects: 5 });
      expect(res.status(), href).toBeLessThan(400);
    }
    expect(console.errors).toEqual([]);
  });
}

test("the licensing page lists every licensed state from the lender's config", async ({ page }) => {
  await page.goto("/licensing");
  for (const state of [
    "Arizona",
    "California",
    "Colorado",
    "Florida",
    "Idaho",
    "Nevada",
    "Oregon",
    "Texas",
    "Utah",
    "Washington",
  ]) {
    // The state's own cell ("Texas (TX)"); the regulator's cell also names the state.
    await expect(
      page.getByRole("cell", { name: new RegExp(`^${state} \\([A-Z]{2}\\)$`) }),
    ).toBeVisible();
  }
  await expect(
    page.locator('main a[href^="https://www.nmlsconsumeraccess.org/"]').first(),
  ).toBeVisible();
});

test("legal pages keep space between their paragraphs, lists and tables", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ["/privacy", "/terms", "/esign"]) {
    await page.goto(path);
    const blocks = page.locator("main article h1 ~ div > :not(:first-child)");
    expect(await blocks.count(), path).toBeGreaterThan(5);
    const margins = await blocks.evaluateAll((els) =>
      els.map((el) => ({
        tag: el.tagName,
        text: el.textContent!.slice(0, 40),
        top: parseFloat(getComputedStyle(el).marginTop),
      })),
    );
    expect(
      margins.filter((m) => m.top < 8),
      path,
    ).toEqual([]);
  }
});
