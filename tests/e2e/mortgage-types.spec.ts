import { type Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  settle,
  test,
  watchConsole,
} from "./helpers";

const COLUMNS = [
  "Minimum down payment",
  "Minimum credit score",
  "Mortgage insurance",
  "Rate type",
  "Term options",
  "Who it suits",
  "Loan limits (2026)",
  "Watch out for",
];

const filter = (page: Page) => page.getByRole("button", { name: "Filter", exact: true });
const reset = (page: Page) => page.getByRole("button", { name: "Reset", exact: true });
const box = (page: Page, label: string) => page.getByRole("checkbox", { name: label, exact: true });
const table = (page: Page) => page.getByRole("table", { name: /Mortgage types compared/ });

async function visibleHeaders(page: Page): Promise<string[]> {
  return table(page).locator("thead th:visible").allTextContents();
}

test("a real table of loan types against attributes, with its date and sources", async ({
  page,
}) => {
  await page.goto("/mortgage-types");
  const t = table(page);
  await expect(t.locator("caption")).toContainText("November 2026");
  await expect(t.locator('thead th[scope="col"]')).toHaveCount(COLUMNS.length + 1);
  expect(await visibleHeaders(page)).toEqual(["Loan type", ...COLUMNS]);
  const rowHeaders = await t.locator('tbody th[scope="row"]').allTextContents();
  for (const kind of [
    "30-year fixed",
    "15-year fixed",
    "adjustable-rate",
    "FHA",
    "VA",
    "USDA",
    "Jumbo",
  ]) {
    expect(
      rowHeaders.some((h) => h.includes(kind)),
      kind,
    ).toBe(true);
  }
  await expect(page.getByText("Information as of November 2026").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sources and notes" })).toBeVisible();
  await expect(page.getByText(/HUD Handbook 4000\.1/)).toBeVisible();
});

test("Filter is enabled only for 2 or more and fewer than all columns; it hides the rest and scrolls to the table", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto("/mortgage-types");
  // Filter comes enabled from the server (no-JS form); the page's script disables it until 2 are ticked.
  await expect(filter(page)).toBeDisabled();

  await box(page, "Minimum down payment").check();
  await expect(filter(page)).toBeDisabled();
  await box(page, "Rate type").check();
  await expect(filter(page)).toBeEnabled();
  for (const label of COLUMNS) await box(page, label).check();
  await expect(filter(page)).toBeDisabled();
  for (const label of COLUMNS.filter((l) => l !== "Minimum down payment" && l !== "Rate type")) {
    await box(page, label).uncheck();
  }
  await expect(filter(page)).toBeEnabled();

  // Start from further down the page so the scroll is visible.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await filter(page).click();
  expect(await visibleHeaders(page)).toEqual(["Loan type", "Minimum down payment", "Rate type"]);
  // Every row shows only those two cells.
  await expect(table(page).locator("tbody tr").first().locator("td:visible")).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "Showing 2 of 8 columns" })).toHaveText(
    "Showing 2 of 8 columns: Minimum down payment and Rate type.",
  );
  // Scrolled to the top of the comparison.
  await expect
    .poll(() =>
      page
        .getByRole("heading", { name: "Mortgage types compared" })
        .evaluate((el) => el.getBoundingClientRect().top),
    )
    .toBeLessThan(200);
  await expect
    .poll(() =>
      page
        .getByRole("heading", { name: "Mortgage types compared" })
        .evaluate((el) => el.getBoundingClientRect().top),
    )
    .toBeGreaterThanOrEqual(0);
  expect(new URL(page.url()).searchParams.getAll("show")).toEqual(["minDownPayment", "rateType"]);
  await screenshot(page, "mortgage-types-filtered-1280");

  await reset(page).click();
  for (const label of COLUMNS) await expect(box(page, label)).not.toBeChecked();
  expect(await visibleHeaders(page)).toEqual(["Loan type", ...COLUMNS]);
  await expect(filter(page)).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Showing all" })).toHaveText(
    "Showing all 8 columns.",
  );
  await settle(page);
  await expectNoAxeViolations(page, "/mortgage-types after reset");
  expect(console.errors).toEqual([]);
});

test("the table scrolls sideways in its own box: the arrow hides once scrolled, the end is marked", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/mortgage-types");
  // Filter comes enabled from the server (no-JS form); the page's script disables it until 2 are ticked.
  await expect(filter(page)).toBeDisabled();
  const scroller = page.locator("[data-scroll-table]");
  const arrow = page.locator("[data-scroll-arrow]");
  await expect(arrow).toBeVisible();
  await expect(scroller).toHaveAttribute("data-at-end", "false");
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await screenshot(page, "mortgage-types-375");

  // Keyboard: the box takes focus and the arrow keys scroll it.
  await scroller.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(arrow).toBeHidden();
  await expect(scroller).toHaveAttribute("data-at-end", "false");

  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(scroller).toHaveAttribute("data-at-end", "true");
  // Back to the start: the arrow stays hidden, the end state goes.
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(scroller).toHaveAttribute("data-at-end", "false");
  await expect(arrow).toBeHidden();
  await settle(page);
  await expectNoAxeViolations(page, "/mortgage-types at 375 px");
});

test("the scroll arrow scrolls the table with the mouse", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/mortgage-types");
  // Filter comes enabled from the server (no-JS form); the page's script disables it until 2 are ticked.
  await expect(filter(page)).toBeDisabled();
  await page.locator("[data-scroll-arrow]").click();
  await expect
    .poll(() => page.locator("[data-scroll-table]").evaluate((el) => el.scrollLeft))
    .toBeGreaterThan(100);
  await expect(page.locator("[data-scroll-arrow]")).toBeHidden();
});

test("desktop screenshot and axe", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/mortgage-types");
  // Filter comes enabled from the server (no-JS form); the page's script disables it until 2 are ticked.
  await expect(filter(page)).toBeDisabled();
  await expectNoAxeViolations(page, "/mortgage-types");
  await screenshot(page, "mortgage-types-1280");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the full table shows, and the filter works as a plain form", async ({ page }) => {
    await page.goto("/mortgage-types");
    expect(await visibleHeaders(page)).toEqual(["Loan type", ...COLUMNS]);
    await box(page, "Minimum credit score").check();
    await box(page, "Who it suits").check();
    await filter(page).click();
    await page.waitForURL(/show=minCreditScore/);
    expect(await visibleHeaders(page)).toEqual([
      "Loan type",
      "Minimum credit score",
      "Who it suits",
    ]);
    await expect(box(page, "Who it suits")).toBeChecked();

    await reset(page).click();
    await page.waitForURL(/reset=1/);
    expect(await visibleHeaders(page)).toEqual(["Loan type", ...COLUMNS]);
    await expect(box(page, "Who it suits")).not.toBeChecked();
  });

  test("a filter of one column shows everything and says why", async ({ page }) => {
    await page.goto("/mortgage-types?show=rateType");
    expect(await visibleHeaders(page)).toEqual(["Loan type", ...COLUMNS]);
    await expect(page.getByText("To filter, tick at least 2 columns")).toBeVisible();
  });
});
