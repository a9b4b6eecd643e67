/**
 * The lender's back office in Chromium: the first administrator (made by scripts/staff.ts when
 * the e2e server starts, see scripts/e2e-server.mjs) sets up, signs in with a TOTP code computed
 * here with otpauth, creates an officer on the staff page; the officer sets up, signs in, finds
 * the application a borrower just submitted, reveals the SSN (and the admin sees the audit row),
 * changes its status and adds a note. Staff pages load no JavaScript (plain forms and links).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect, type Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
import { totpCode } from "../support/staff";
import { Visitor } from "../support/visitor";
import { walkForm } from "../support/walk";
import { DESKTOP, expectNoAxeViolations, PHONE, screenshot } from "./helpers";

const PASSWORD = "quiet lantern meadow 5280 tides";
const BORROWER = { first: "Marisol", last: "Tennyson", email: "marisol.t@example.test" };

/** axe, no scripts, and screenshots at 375 and 1280 px of the page as it is now. */
async function check(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  expect(await page.locator("script[src], script[type=module]").count(), name).toBe(0);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  for (const [suffix, size] of [
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `staff-${name}-${suffix}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Chooses a password, adds the authenticator (the key shown on the page) and confirms a code. */
async function setUp(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your staff account" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

async function finishSetUp(page: Page, secret: string) {
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByLabel("The 6-digit code the app now shows").fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await expect(page.getByText("Your account is set up.")).toBeVisible();
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto("/staff/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  // The set-up used this time step's code; a code is accepted once, so the next step's.
  await page.getByLabel("6-digit code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();
}

test("an admin makes an officer, who finds a new application, reveals the SSN, moves it on and notes it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A borrower submits a full purchase application (over the wire contract, as a browser would).
  const borrower = new Visitor(baseURL!);
  await borrower.open("/apply/purchase");
  await walkForm(borrower, getForm("purchase")!, {
    persona: {
      personal_info: { first_name: BORROWER.first, last_name: BORROWER.last },
      contact_info: { email: BORROWER.email },
      review_and_consent: { ssn: "219-09-4321" },
    },
  });

  // The administrator.
  const dataDir = process.env.E2E_DATA_DIR!;
  const printed = readFileSync(path.join(dataDir, "e2e-staff-admin.txt"), "utf8");
  const adminLink = new URL(/http\S+\/staff\/setup\?token=\S+/.exec(printed)![0]);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await admin.goto("/staff");
  await expect(admin).toHaveURL(/\/staff\/sign-in$/);
  await check(admin, "sign-in");
  const adminSecret = await setUp(admin, `${adminLink.pathname}${adminLink.search}`);
  await check(admin, "setup");
  await finishSetUp(admin, adminSecret);
  await admin.getByLabel("E-mail address").fill("admin@lender.test");
  await admin.getByLabel("Password").fill(PASSWORD);
  await admin.getByRole("button", { name: "Continue" }).click();
  await check(admin, "code");
  await admin.getByLabel("6-digit code").fill(totpCode(adminSecret, Date.now() + 30_000));
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();

  // The admin creates an officer on the staff page and reads the one-time link.
  await admin.getByRole("link", { name: "Staff", exact: true }).click();
  await admin.getByLabel("Name").fill("Olive Officer");
  await admin.getByLabel("E-mail address").fill("olive@lender.test");
  await admin.getByLabel("Role").selectOption("officer");
  await admin.getByRole("button", { name: "Create and show set-up link" }).click();
  const officerLink = new URL((await admin.locator("[data-setup-link]").textContent())!.trim());
  await check(admin, "members");

  // The officer sets up and signs in.
  const officer = await (await browser.newContext({ baseURL })).newPage();
  const secret = await setUp(officer, `${officerLink.pathname}${officerLink.search}`);
  await finishSetUp(officer, secret);
  await signIn(officer, "olive@lender.test", secret);
  await check(officer, "pipeline");

  // Finds the borrower by e-mail (the blind index) and opens the application.
  await officer.getByLabel("Search").fill(BORROWER.email);
  await officer.getByRole("button", { name: "Show" }).click();
  // Posted, then redirected: the address carries the keyed hash only, never the e-mail.
  await expect(
    officer.getByText("Showing exact matches for the e-mail address you searched."),
  ).toBeVisible();
  expect(officer.url()).toMatch(/\/staff\?match=email\.[\w-]{43}$/);
  expect(decodeURIComponent(officer.url())).not.toContain("marisol");
  await check(officer, "search");
  await officer.getByRole("link", { name: `${BORROWER.first} ${BORROWER.last}` }).click();
  await expect(
    officer.getByRole("heading", { name: `${BORROWER.first} ${BORROWER.last}` }),
  ).toBeVisible();
  await expect(officer.locator('[data-field="ssn"]')).toHaveText("***-**-4321");
  await expect(officer.locator('[data-field="date_of_birth"]')).toHaveText("**/**/****");
  await check(officer, "application");

  // Reveals the SSN with a reason.
  await officer
    .getByLabel("Why do you need the full Social Security number?")
    .fill("Ordering the credit report");
  await officer.getByRole("button", { name: "Reveal Social Security number" }).click();
  await expect(officer.locator('[data-field="ssn"]')).toHaveText("219094321");
  await expect(officer.locator('[data-field="date_of_birth"]')).toHaveText("**/**/****");

  // Moves it on and notes it.
  await officer.goto(officer.url());
  await officer.getByLabel("New status").selectOption("contacted");
  await officer.getByRole("button", { name: "Change status" }).click();
  await expect(officer.getByRole("heading", { name: "Status: Contacted" })).toBeVisible();
  await officer.getByLabel("New note").fill("Left a voicemail; will call back Monday.");
  await officer.getByRole("button", { name: "Add note" }).click();
  await expect(officer.locator("[data-note]")).toHaveText(
    "Left a voicemail; will call back Monday.",
  );
  await expect(officer.getByText("New → Contacted, Olive Officer")).toBeVisible();

  await officer.getByRole("link", { name: "Drafts in progress" }).first().click();
  await check(officer, "drafts");

  // The admin sees the reveal, with the reason, in the audit trail.
  await admin.goto("/staff/audit?action=reveal");
  const row = admin.locator('tr[data-audit-action="Revealed a masked value"]').first();
  await expect(row).toContainText("Olive Officer");
  await expect(row).toContainText("Ordering the credit report");
  await expect(row).toContainText('"field":"ssn"');
  await check(admin, "audit");
});
