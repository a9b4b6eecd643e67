import { getForm } from "~/lib/application/forms";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, settle, test } from "./helpers";

/**
 * "When should a loan officer call you?" on the short forms' last step (issue 18 item 5): a day
 * and a time in Pacific time, business days and hours only, as two native selects.
 */
const SHORT_PURCHASE = getForm("short-purchase")!;
const SHORT_REFINANCE = getForm("short-refinance")!;

async function contactStep(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  await walkPage(page, path.includes("refinance") ? SHORT_REFINANCE : SHORT_PURCHASE, {
    stopAt: "contact_info",
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Where should we send your options?",
  );
}

async function fillContact(page: import("@playwright/test").Page) {
  await page.getByLabel("First name").fill("Pat");
  await page.getByLabel("Last name").fill("Lee");
  await page.getByLabel("Email address").fill("pat@example.com");
  await page.getByLabel("Phone number").fill("5035550142");
}

for (const [name, viewport] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`the keyboard picks a day and a time; the times follow the day (${name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await contactStep(page, "/apply/short-purchase");
    const group = page.getByRole("group", { name: "When should a loan officer call you?" });
    await expect(group).toContainText("Pacific time");
    const day = group.getByRole("combobox", { name: "Day" });
    const time = group.getByRole("combobox", { name: "Time (Pacific time)" });
    // "No call, thanks" and ten business days.
    await expect(day.locator("option")).toHaveCount(11);
    await expect(time.locator("option")).toHaveCount(17);
    await expect(time.locator("option").nth(1)).toHaveText("9:00 a.m.");
    await expect(time.locator("option").last()).toHaveText("4:30 p.m.");
    await expect(day.locator("option", { hasText: /Saturday|Sunday/ })).toHaveCount(0);

    await expectNoAxeViolations(page, "contact step with the call-back time");
    await settle(page);
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, `call-time-${name}`);

    // The second day offered is tomorrow or later: all 16 times are open on it.
    await day.focus();
    await day.selectOption({ index: 2 });
    await expect(time.locator("option")).toHaveCount(17);
    await time.focus();
    await time.selectOption("10:30");
    const chosenDay = await day.inputValue();
    await fillContact(page);
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you. We have your application.",
    );
    expect(chosenDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
}

test("choosing the first day offered lists only its open times", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await contactStep(page, "/apply/short-refinance");
  const day = page.getByRole("combobox", { name: "Day" });
  const time = page.getByRole("combobox", { name: "Time (Pacific time)" });
  await day.selectOption({ index: 1 });
  const offered = await time.locator("option").count();
  // Today (if still open) has fewer than 16 slots left; another day has all 16.
  expect(offered).toBeGreaterThan(1);
  expect(offered).toBeLessThanOrEqual(17);
  await time.selectOption({ index: offered - 1 });
  await expect(time).toHaveValue("16:30");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the two selects post the slot; a past time is refused with the server's message", async ({
    page,
  }) => {
    await contactStep(page, "/apply/short-purchase");
    const time = page.getByRole("combobox", { name: "Time (Pacific time)" });
    // Without JavaScript every time of a business day is offered (the server checks the day).
    await expect(time.locator("option")).toHaveCount(17);
    await fillContact(page);
    // Only the time without the day: the server asks for both.
    await time.selectOption("09:00");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(
      page.getByText("Choose both a day and a time, or leave both blank.").first(),
    ).toBeVisible();
    await screenshot(page, "call-time-refused-nojs-375");
    await page.getByRole("combobox", { name: "Day" }).selectOption({ index: 2 });
    await page.getByRole("combobox", { name: "Time (Pacific time)" }).selectOption("09:00");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you. We have your application.",
    );
  });
});
