import type { Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
import { currentSlug, walkPage } from "../support/page-walk";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  watchConsole,
} from "./helpers";

// Spec 5's default message for an invalid email, word for word.
const INVALID_EMAIL = "This value should be a valid email.";

const shortPurchase = getForm("short-purchase")!;

/** Opens the short purchase form and answers its steps up to the contact step (the last). */
async function toContactStep(page: Page): Promise<void> {
  await page.goto("/apply/short-purchase");
  await walkPage(page, shortPurchase, { stopAt: "contact_info" });
  expect(await currentSlug(page)).toBe("contact_info");
}

/** Counts the step submissions (PATCH) the page sends. */
function countPatches(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "PATCH") seen.count += 1;
  });
  return seen;
}

for (const [name, viewport] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`an invalid email is caught as it is typed, without a request (${name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const console = watchConsole(page);
    await toContactStep(page);
    const patches = countPatches(page);
    await page.getByRole("textbox", { name: "First name" }).fill("Pat");
    await page.getByRole("textbox", { name: "Last name" }).fill("Lee");
    const email = page.getByRole("textbox", { name: "Email address" });
    const message = page.locator("#field-email-error");

    // Two characters: nothing yet. The third: the server's rule, run here, has its say.
    await email.pressSequentially("pa");
    await page.waitForTimeout(300);
    await expect(message).toHaveCount(0);
    await email.pressSequentially("t@exam");
    await expect(message).toHaveText(`Error: ${INVALID_EMAIL}`);
    await expect(email).toHaveAttribute("aria-invalid", "true");

    // Leaving the field keeps it; an untouched field says nothing until it is left.
    await page.getByRole("textbox", { name: "Phone number" }).focus();
    await expect(message).toHaveText(`Error: ${INVALID_EMAIL}`);
    await expect(page.locator("#field-phone-error")).toHaveCount(0);
    await screenshot(page, `client-validation-${name}-invalid-email`);
    await expectNoAxeViolations(page, "an invalid email beside its field");

    // NEXT with the email still wrong sends nothing and takes the borrower to it.
    await page.getByRole("textbox", { name: "Phone number" }).fill("(503) 555-0142");
    await page.getByRole("button", { name: /^(NEXT|SUBMIT)$/ }).click();
    await expect(email).toBeFocused();
    expect(await currentSlug(page)).toBe("contact_info");
    expect(patches.count).toBe(0);

    // Correcting it clears the message; the step is then sent as before and the application is in.
    await email.fill("pat@example.com");
    await expect(message).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: /^(NEXT|SUBMIT)$/ }).click();
    await expect(page).toHaveURL(/\/form_received$/);
    expect(patches.count).toBe(1);
    expect(console.errors).toEqual([]);
  });
}

test("a blank email is named by its own message when it is left", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await toContactStep(page);
  const email = page.getByRole("textbox", { name: "Email address" });
  await email.focus();
  await page.getByRole("textbox", { name: "Phone number" }).focus();
  await expect(page.locator("#field-email-error")).toHaveText("Error: Enter your email address.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("nothing is checked in the page: the server answers as before", async ({ page }) => {
    await toContactStep(page);
    await page.getByRole("textbox", { name: "First name" }).fill("Pat");
    await page.getByRole("textbox", { name: "Last name" }).fill("Lee");
    await page.getByRole("textbox", { name: "Email address" }).fill("pat@exam");
    await page.getByRole("textbox", { name: "Phone number" }).fill("(503) 555-0142");
    await expect(page.locator("#field-email-error")).toHaveCount(0);
    await page.getByRole("button", { name: /^(NEXT|SUBMIT)$/ }).click();
    await expect(page.getByRole("alert")).toContainText("Some answers need your attention");
    await expect(page.locator("#field-email-error")).toHaveText(`Error: ${INVALID_EMAIL}`);
  });
});

test("the rules are downloaded when the borrower first moves into the form, not with the page", async ({
  page,
}) => {
  // The rules chunk is the one script that holds the registry's default messages.
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    if ((await response.text()).includes(INVALID_EMAIL)) scripts.push(response.url());
  });
  await page.goto("/apply/short-purchase");
  await page.waitForLoadState("networkidle");
  expect(scripts, "rules downloaded before any answer").toEqual([]);
  await page.locator("form input:not([type=hidden])").first().focus();
  await expect.poll(() => scripts.length).toBe(1);
});
