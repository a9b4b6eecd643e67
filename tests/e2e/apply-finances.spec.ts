import { type Locator, type Page } from "@playwright/test";
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

/**
 * URLA 2, 3 and 4 on the purchase form (urla/finances.ts), through the real pages: accounts,
 * gifts, two debts (added, edited, one removed, another added), other payments, a rental
 * property with its mortgage, the loan wanted. Axe on each new step, screenshots at 375 and
 * 1280 px.
 */

const purchase = getForm("purchase")!;
const FORM = "form[data-application-form]";

/** Axe, then screenshots at both widths (the phone's is left on), of the step on screen. */
async function lookAt(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `finances-1280-${name}`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `finances-375-${name}`);
}

async function next(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect.poll(() => currentSlug(page), { timeout: 30_000 }).not.toBe(from);
  expect(await currentSlug(page)).toBe(to);
}

/** Chooses a radio answer by its question and label. */
async function choose(scope: Page | Locator, question: string | RegExp, answer: string) {
  await scope.getByRole("group", { name: question }).getByLabel(answer, { exact: true }).check();
}

/** The n-th item (0-based) of a group on screen. */
function item(page: Page, group: string, n: number): Locator {
  return page.locator(`${FORM} [data-field="${group}"] [data-group-item="${n}"]`);
}

async function fillDebt(
  debt: Locator,
  d: { type: string; company: string; ending: string; balance: string; payment: string },
  paidOff: "Yes" | "No",
) {
  await debt.getByLabel("Type of debt").selectOption({ label: d.type });
  await debt.getByRole("textbox", { name: "Company you owe" }).fill(d.company);
  await debt.getByRole("textbox", { name: /Account number, last 4 digits/ }).fill(d.ending);
  await debt.getByRole("textbox", { name: "Amount you still owe" }).fill(d.balance);
  await debt.getByRole("textbox", { name: "Payment, per month" }).fill(d.payment);
  await choose(debt, /Will you pay it off at or before closing/, paidOff);
}

test.use({ viewport: PHONE });

test("the purchase form's finance steps: two debts, a rental property and its mortgage", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await page.goto("/apply/purchase");
  await walkPage(page, purchase, { stopAt: "assets" });

  // URLA 2a: one account.
  await lookAt(page, "assets");
  await choose(page, /Do you have any bank, retirement or investment accounts/, "Yes");
  const account = item(page, "accounts", 0);
  await account.getByLabel("Type of account").selectOption("retirement");
  await account.getByRole("textbox", { name: "Bank or company that holds it" }).fill("Fidelity");
  await account.getByRole("textbox", { name: "Balance or value now" }).fill("48,250");
  await lookAt(page, "assets-filled");
  await next(page, "assets", "other_assets");

  // URLA 2b and 4d: the earnest money and a gift, asked once.
  await lookAt(page, "other-assets");
  await choose(page, /paid a deposit \(earnest money\)/, "Yes");
  await page.getByRole("textbox", { name: "Deposit amount" }).fill("5,000");
  await choose(page, /Will you get a gift or a grant/, "Yes");
  const gift = item(page, "gifts", 0);
  await gift.getByLabel("What kind of gift").selectOption("cash_gift");
  await gift.getByLabel("Who is giving it").selectOption("relative");
  await gift.getByRole("textbox", { name: "Amount or value" }).fill("10,000");
  await choose(gift, /Is it already in your account/, "No");
  await choose(page, /Is any other money or credit going toward the loan/, "No");
  await lookAt(page, "other-assets-filled");
  await next(page, "other_assets", "liabilities");

  // URLA 2c: add two debts, edit one, remove one, add another; a bad account ending is refused.
  await lookAt(page, "liabilities");
  await choose(page, /Do you have any credit cards, loans or leases/, "Yes");
  const card = {
    type: "Credit card or store card",
    company: "Chase",
    ending: "123",
    balance: "2,400",
    payment: "75",
  };
  await fillDebt(item(page, "debts", 0), card, "No");
  await page.getByRole("button", { name: "Add another debt" }).click();
  const car = {
    type: "Car, student or personal loan",
    company: "Toyota Financial",
    ending: "0042",
    balance: "18,000",
    payment: "410",
  };
  await fillDebt(item(page, "debts", 1), car, "No");
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(
    page.getByText("Debt 1: Enter only the last 4 digits of the account number, like 0423."),
  ).toBeVisible();
  expect(await currentSlug(page)).toBe("liabilities");
  await lookAt(page, "liabilities-error");
  // Edit: the car loan will be paid off at closing; then the card is removed and another added.
  await choose(item(page, "debts", 1), /Will you pay it off/, "Yes");
  await item(page, "debts", 1).getByRole("textbox", { name: "Payment, per month" }).fill("415");
  await item(page, "debts", 0).getByRole("button", { name: "Remove this debt" }).click();
  await expect(page.locator(`${FORM} [data-field="debts"] [data-group-item]`)).toHaveCount(1);
  await page.getByRole("button", { name: "Add another debt" }).click();
  const student = {
    type: "Car, student or personal loan",
    company: "Nelnet",
    ending: "7781",
    balance: "32,500",
    payment: "310",
  };
  await fillDebt(item(page, "debts", 1), student, "No");
  await lookAt(page, "liabilities-filled");
  await next(page, "liabilities", "other_liabilities");

  // URLA 2d.
  await lookAt(page, "other-liabilities");
  await page.getByLabel("Child support", { exact: true }).check();
  await page.getByRole("textbox", { name: "Child support, per month" }).fill("650");
  await next(page, "other_liabilities", "real_estate");

  // URLA 3: a rental property with its mortgage.
  await lookAt(page, "real-estate");
  await choose(page, /Do you own any real estate/, "Yes");
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Elm St");
  await page.getByRole("textbox", { name: "City" }).fill("Portland");
  await page.getByRole("combobox", { name: "State" }).selectOption("OR");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("97206");
  await page.getByRole("textbox", { name: "What it's worth now" }).fill("410,000");
  await choose(page, "Are you keeping it or selling it?", "I'm keeping it");
  await choose(page, "How will it be used after this loan closes?", "As a rental or investment");
  await page.getByRole("textbox", { name: /Insurance, property taxes and HOA dues/ }).fill("350");
  await choose(page, "Do you get rent from it?", "Yes");
  await page.getByRole("textbox", { name: "Rent you receive, per month" }).fill("2,100");
  await choose(page, /Is there a mortgage or a home equity line of credit on it/, "Yes");
  const mortgage = item(page, "reo_mortgages", 0);
  await mortgage.getByRole("textbox", { name: "Lender or servicer you pay" }).fill("Wells Fargo");
  await mortgage.getByRole("textbox", { name: /Account number, last 4 digits/ }).fill("9911");
  await mortgage.getByRole("textbox", { name: "Payment, per month" }).fill("1,480");
  await mortgage.getByRole("textbox", { name: "Amount you still owe" }).fill("265,000");
  await choose(mortgage, /Will it be paid off at or before closing/, "No");
  await mortgage.getByLabel("Type of loan").selectOption("conventional");
  await choose(page, "Do you own another property?", "No");
  await lookAt(page, "real-estate-filled");
  await next(page, "real_estate", "new_loans");

  // URLA 4b and the loan wanted.
  await lookAt(page, "new-loans");
  await choose(page, "Will there be another new loan on this home?", "No");
  await next(page, "new_loans", "loan_program");
  await lookAt(page, "loan-program");
  await choose(page, "Loan program", "FHA");
  await choose(page, "How many years to pay it back", "30 years");
  await choose(page, "Fixed or adjustable rate", "Fixed: the rate never changes");
  await next(page, "loan_program", "declarations");

  // What the server kept, as the pages show it again: the two debts left, edited.
  await page.goto("/apply/purchase/liabilities");
  const kept = page.locator(`${FORM} [data-field="debts"] [data-group-item]`);
  // The answered items and one blank one.
  await expect(kept).toHaveCount(3);
  await expect(
    item(page, "debts", 0).getByRole("textbox", { name: "Company you owe" }),
  ).toHaveValue("Toyota Financial");
  await expect(item(page, "debts", 0).getByRole("textbox", { name: /Account number/ })).toHaveValue(
    "0042",
  );
  await expect(
    item(page, "debts", 0).getByRole("textbox", { name: "Payment, per month" }),
  ).toHaveValue("415");
  await expect(item(page, "debts", 0).getByLabel("Yes", { exact: true })).toBeChecked();
  await expect(
    item(page, "debts", 1).getByRole("textbox", { name: "Company you owe" }),
  ).toHaveValue("Nelnet");
  await expect(
    item(page, "debts", 2).getByRole("textbox", { name: "Company you owe" }),
  ).toHaveValue("");
  await page.goto("/apply/purchase/real_estate");
  await expect(
    item(page, "reo_mortgages", 0).getByRole("textbox", { name: "Lender or servicer you pay" }),
  ).toHaveValue("Wells Fargo");
  await expect(page.getByRole("textbox", { name: "Rent you receive, per month" })).toHaveValue(
    "2,100",
  );
  expect(console.errors.filter((e) => !e.includes("https://maps.googleapis.com/"))).toEqual([]);
});
