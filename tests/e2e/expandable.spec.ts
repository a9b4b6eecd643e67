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
