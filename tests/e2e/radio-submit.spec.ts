import { getForm } from "~/lib/application/forms";
import { currentSlug, walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, test } from "./helpers";

/**
 * Radio submit (spec 2): a step whose only question is a radio choice moves on when a choice is
 * made, with JavaScript. Arrow keys only move between the answers (WCAG 3.2.2: nothing moves on
 * while the choice is being made); Space or Enter on an answer, a click or a tap moves on. NEXT
 * stays on the page for keyboard and no-JavaScript users.
 */
const form = getForm("short-refinance")!;

test("a click on an answer of a one-question step moves on; arrow keys do not", async ({
  page,
}) => {
  await page.goto("/apply/short-refinance");
  await walkPage(page, form, { stopAt: "credit_score" });
  await expect(page.getByRole("button", { name: "NEXT" })).toBeVisible();
  await expectNoAxeViolations(page, "credit_score");

  // Keyboard: Tab into the group, arrows change the choice, the step stays.
  const first = page.getByRole("radio", { name: "Excellent: 740 or higher" });
  await first.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Good: 660 to 699" })).toBeChecked();
  await page.waitForTimeout(500);
  expect(await currentSlug(page)).toBe("credit_score");
  // Enter on the chosen answer moves on, with that answer.
  await page.keyboard.press("Enter");
  await expect.poll(() => currentSlug(page)).not.toBe("credit_score");

  // Back, then a click: moves on by itself.
  await page.getByRole("link", { name: /previous/i }).click();
  await expect.poll(() => currentSlug(page)).toBe("credit_score");
  await expect(page.getByRole("radio", { name: "Good: 660 to 699" })).toBeChecked();
  await page.getByText("Fair: 620 to 659").click();
  await expect.poll(() => currentSlug(page)).not.toBe("credit_score");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the choice waits for NEXT", async ({ page }) => {
    await page.goto("/apply/short-refinance");
    await walkPage(page, form, { stopAt: "credit_score" });
    await page.getByText("Fair: 620 to 659").click();
    expect(await currentSlug(page)).toBe("credit_score");
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect.poll(() => currentSlug(page)).not.toBe("credit_score");
  });
});
