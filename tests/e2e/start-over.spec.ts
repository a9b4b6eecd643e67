import { getForm } from "~/lib/application/forms";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

const purchase = getForm("purchase")!;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Start over asks first on its own page, then deletes this device's answers and opens the first step", async ({
    page,
  }) => {
    await page.goto("/apply/purchase");
    await walkPage(page, purchase, { stopAt: "property_use" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Start over" }).click();

    await expect(page.getByRole("heading", { name: "Start over?" })).toBeVisible();
    // "No" keeps everything: the borrower is back where they stopped.
    await page.getByRole("link", { name: "No, keep my application" }).click();
    await expect(page).toHaveURL(/\/apply\/purchase\/property_use$/);

    await page.getByRole("link", { name: "Start over" }).click();
    await page.getByRole("button", { name: "Yes, discard my answers" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your answers were deleted" }),
    ).toHaveText(
      "Your answers were deleted from this device. You can start a new application below.",
    );
    await expect(page).toHaveURL(/\/apply\/purchase\?discarded=1$/);
    await expect(page.locator('input[name="slug"]')).toHaveValue(purchase.firstSlug);
    await expect(page.getByRole("link", { name: "Start over" })).toHaveCount(0);
  });
});

test("with JavaScript, Start over asks in a prompt: 'Cancel' keeps everything, 'OK' deletes", async ({
  page,
}) => {
  await page.goto("/apply/purchase");
  await walkPage(page, purchase, { stopAt: "property_use" });
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Start over" }).click();
  await expect
    .poll(() => messages)
    .toEqual(["Start over? This deletes the answers saved on this device. It can't be undone."]);
  await expect(page).toHaveURL(/\/apply\/purchase\/property_use$/);
  // The page that asks without JavaScript (the prompt's fallback), as a person sees it.
  await page.goto("/apply/purchase/discard");
  await expect(page.getByRole("heading", { name: "Start over?" })).toBeVisible();
  await expectNoAxeViolations(page, "start over");
  for (const [name, size] of [
    ["start-over-375", PHONE],
    ["start-over-1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }

  await page.getByRole("link", { name: "No, keep my application" }).click();
  await expect(page).toHaveURL(/\/apply\/purchase\/property_use$/);
  // Still there after a reload: nothing was deleted.
  await page.reload();
  await expect(page.locator('input[name="slug"]')).toHaveValue("property_use");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("link", { name: "Start over" }).click();
  await expect(page).toHaveURL(/\/apply\/purchase\?discarded=1$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Your answers were deleted" }),
  ).toHaveText(
    "Your answers were deleted from this device. You can start a new application below.",
  );
  await expect(page.locator('input[name="slug"]')).toHaveValue(purchase.firstSlug);
});
