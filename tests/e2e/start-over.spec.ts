import { getForm } from "~/lib/application/forms";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

const purchase = getForm("purchase")!;

test("Start over asks first, then deletes this device's answers and opens the first step", async ({
  page,
}) => {
  await page.goto("/apply/purchase");
  await walkPage(page, purchase, { stopAt: "property_use" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Start over" }).click();

  await expect(page.getByRole("heading", { name: "Start over?" })).toBeVisible();
  await expectNoAxeViolations(page, "start over");
  for (const [name, size] of [
    ["start-over-375", PHONE],
    ["start-over-1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }

  // "No" keeps everything: the borrower is back where they stopped.
  await page.getByRole("link", { name: "No, keep my application" }).click();
  await expect(page).toHaveURL(/\/apply\/purchase\/property_use$/);

  await page.getByRole("link", { name: "Start over" }).click();
  await page.getByRole("button", { name: "Yes, discard my answers" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your answers were deleted from this device. You can start a new application below.",
  );
  await expect(page).toHaveURL(/\/apply\/purchase\?discarded=1$/);
  await expect(page.locator('input[name="slug"]')).toHaveValue(purchase.firstSlug);
  await expect(page.getByRole("link", { name: "Start over" })).toHaveCount(0);
});
