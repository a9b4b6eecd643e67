/**
 * Issue 14, item 5: on a step the borrower asks for a link by e-mail and follows it in a second
 * browser (another context: its own cookies), which opens the same draft at the same step; the
 * link works once. The e2e server has no SMTP_URL, so the message is an .eml file in
 * DATA_DIR/mail (app/utils/mail.server.ts), read here as a mail client would.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getForm } from "~/lib/application/forms";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";
import type { Page } from "@playwright/test";

const purchase = getForm("purchase")!;

/** The message sent to `address`, as the folder holds it (quoted-printable undone). */
function mailTo(address: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), "utf8");
    if (raw.includes(`To: ${address}`))
      return raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}

async function shots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of [
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${suffix}`);
  }
}

test("a link asked for on a step opens the same draft at the same step in another browser, once", async ({
  page,
  browser,
}) => {
  // Two browsers, four pages checked by axe and shot at two widths: more than one minute on a
  // busy machine.
  test.slow();
  await page.goto("/apply/purchase");
  await walkPage(page, purchase, { stopAt: "property_use" });
  await expect(page.locator('input[name="slug"]')).toHaveValue("property_use");
  const draftId = await page.locator('input[name="sessionUUID"]').inputValue();
  await expect(page.getByRole("link", { name: "Continue on another device" })).toBeVisible();
  await shots(page, "resume-step");

  await page.getByRole("link", { name: "Continue on another device" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Continue on another device");
  // Nothing personal in the address bar, before or after.
  expect(page.url()).toMatch(/\/apply\/purchase\/another-device$/);
  await expectNoAxeViolations(page, "ask for a link");
  await shots(page, "resume-ask");

  const address = `borrower-${randomBytes(4).toString("hex")}@example.com`;
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your e-mail");
  await expect(page.getByRole("status")).toContainText("sent a link to that address");
  expect(page.url()).toMatch(/\/apply\/purchase\/another-device$/);
  await expectNoAxeViolations(page, "link sent");
  await shots(page, "resume-sent");

  await expect.poll(() => mailTo(address)).toBeTruthy();
  const mail = mailTo(address)!;
  const link = /http:\/\/localhost:\d+\/apply\/continue\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  // The second browser: its own cookies, nothing of the first one's.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(link!);
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Continue your application");
    await expectNoAxeViolations(phone, "continue page");
    await shots(phone, "resume-continue");
    await phone.getByRole("button", { name: "Continue my application" }).click();
    await expect(phone).toHaveURL(/\/apply\/purchase\/property_use$/);
    await expect(phone.locator('input[name="sessionUUID"]')).toHaveValue(draftId);
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();

    // Used: a clear page offering to start again.
    await phone.goto(link!);
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText("This link can't be used");
    await expect(phone.getByText("This link has already been used")).toBeVisible();
    await expect(phone.getByRole("link", { name: "Start an application" })).toBeVisible();
    await expectNoAxeViolations(phone, "used link");
    await shots(phone, "resume-used");
  } finally {
    await other.close();
  }

  // The first browser keeps its copy.
  await page.goto("/apply/purchase");
  await expect(page).toHaveURL(/\/apply\/purchase\/property_use$/);
  await expect(page.locator('input[name="sessionUUID"]')).toHaveValue(draftId);
});
