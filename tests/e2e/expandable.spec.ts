import { readFileSync } from "node:fs";
import path from "node:path";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  settle,
  test,
  waitForHydration,
  watchConsole,
} from "./helpers";

/**
 * The per-loan-type details on /mortgage-types as an expandable list (spec 2 "Expandable content
 * and lists"). content/mortgage-types.json has 7 loan types; the list shows the first 3.
 */
const TOTAL = 7;
const SHOWN = 3;
const list = (page: import("@playwright/test").Page) =>
  page.getByRole("region", { name: "Each loan type in detail" }).getByRole("list").first();

test.describe("with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("shows the first loan types and a Show all button that reveals the rest", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto("/mortgage-types");
    await waitForHydration(page);
    const items = list(page).locator("> li");
    await expect(items).toHaveCount(TOTAL);
    await expect(items.locator("visible=true")).toHaveCount(SHOWN);
    const button = page.getByRole("button", { name: `Show all ${TOTAL} loan types` });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(items.locator("visible=true")).toHaveCount(TOTAL);
    // Focus goes to the first loan type that was hidden, so reading goes on from there.
    await expect(items.nth(SHOWN)).toBeFocused();
    const fewer = page.getByRole("button", { name: "Show fewer loan types" });
    await expect(fewer).toHaveAttribute("aria-expanded", "true");
    await fewer.click();
    await expect(items.locator("visible=true")).toHaveCount(SHOWN);
    // Collapsing leaves focus on the button, which now offers to show all again.
    await expect(page.getByRole("button", { name: `Show all ${TOTAL} loan types` })).toBeFocused();
    expect(console.errors).toEqual([]);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/mortgage-types");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: `Show all ${TOTAL} loan types` });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(list(page).locator("> li").nth(SHOWN)).toBeFocused();
    await expect(list(page).locator("> li").locator("visible=true")).toHaveCount(TOTAL);
    // Back to the button (Shift+Tab walks back through the revealed items' links, if any).
    const fewer = page.getByRole("button", { name: "Show fewer loan types" });
    await fewer.focus();
    await page.keyboard.press("Space");
    await expect(list(page).locator("> li").locator("visible=true")).toHaveCount(SHOWN);
    await expect(
      page.getByRole("button", { name: `Show all ${TOTAL} loan types` }),
    ).toHaveAttribute("aria-expanded", "false");
  });

  test("passes axe collapsed and expanded; screenshots at 375 and 1280 px", async ({ page }) => {
    await page.goto("/mortgage-types");
    await waitForHydration(page);
    await settle(page);
    await expectNoAxeViolations(page, "mortgage types, details collapsed");
    await screenshot(page, "expandable-mortgage-types-1280");
    await page.getByRole("button", { name: `Show all ${TOTAL} loan types` }).click();
    await settle(page);
    await expectNoAxeViolations(page, "mortgage types, details expanded");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Show fewer loan types" }).click();
    await settle(page);
    await expectNoAxeViolations(page, "mortgage types, phone");
    await screenshot(page, "expandable-mortgage-types-375");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("every loan type shows and there is no button", async ({ page }) => {
    await page.goto("/mortgage-types");
    await expect(list(page).locator("> li").locator("visible=true")).toHaveCount(TOTAL);
    await expect(page.getByRole("button", { name: /Show all/ })).toHaveCount(0);
  });
});

/**
 * The glossary (/learn/glossary): content/glossary.json's 77 terms, A to Z, the first 12 shown.
 * The count is the data file's own length, read here independently of the page.
 */
test.describe("the glossary", () => {
  const TERMS: { term: string }[] = JSON.parse(
    readFileSync(path.resolve("content/glossary.json"), "utf8"),
  );
  const termList = (page: import("@playwright/test").Page) =>
    page.getByRole("main").getByRole("list").first();

  test("is linked from the learning center and lists every term A to Z, 12 at first", async ({
    page,
  }) => {
    await page.goto("/learn");
    await page.getByRole("link", { name: "Mortgage terms, A to Z" }).click();
    await expect(page).toHaveURL(/\/learn\/glossary$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage terms, A to Z");
    const items = termList(page).locator("> li");
    await expect(items).toHaveCount(TERMS.length);
    await expect(items.locator("visible=true")).toHaveCount(12);
    const names = await items.locator("dfn").allTextContents();
    expect(names).toEqual(TERMS.map((t) => t.term).sort((a, b) => a.localeCompare(b, "en")));
    // No program placeholder left unfilled.
    expect(await items.allTextContents()).not.toContainEqual(expect.stringContaining("{{"));
    await page.getByRole("button", { name: `Show all ${TERMS.length} terms` }).click();
    await expect(items.locator("visible=true")).toHaveCount(TERMS.length);
    await expect(items.nth(12)).toBeFocused();
    await settle(page);
    await expectNoAxeViolations(page, "glossary expanded");
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Show fewer terms" }).click();
    await settle(page);
    await expectNoAxeViolations(page, "glossary, phone");
    await screenshot(page, "glossary-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "glossary-1280");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every term shows and there is no button", async ({ page }) => {
      await page.goto("/learn/glossary");
      await expect(termList(page).locator("> li:visible")).toHaveCount(TERMS.length);
      await expect(page.getByRole("button", { name: /Show all/ })).toHaveCount(0);
    });
  });
});
