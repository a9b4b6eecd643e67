import { type Page } from "@playwright/test";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

/*
 * Issue 12, point 4: one way to read a number. A shared or edited link must show in each field
 * exactly the value the results were computed from, with JavaScript on and off. A value outside
 * the field's range is refused: the field shows it as given, with its message, and no result is
 * shown (never a truncated 15 for 150 %, nor 305 for 30.5 years).
 *
 * Hand-worked values (defaults: $300,000 over 30 years at 6.5 %, first payment 12/2026):
 * - 6.5 %, 30 years: PMT(6.5%/12, 360, -300000) = 1,896.20 → "$1,896"
 * - 6 %, 15 years: r = 0.005, 1.005^180 = 2.454094; 300000 × 0.005 × 2.454094 / 1.454094
 *   = 2,531.57 → "$2,532"
 */

const RATE_MESSAGE = "Enter a percentage from 0 to 100, with up to 3 decimals.";
const TERM_MESSAGE = "Enter a whole number of years from 1 to 100.";
const RATE_SUMMARY = "Correct the interest rate to see the schedule.";
const TERM_SUMMARY = "Correct the loan term to see the schedule.";
const NO_RESULT = "—";

const out = (page: Page, name: string) => page.locator(`[data-output="${name}"]`);
const field = (page: Page, name: string) => page.locator(`form[data-calculator] [name="${name}"]`);
const message = (page: Page, calculator: string, name: string) =>
  page.locator(`#${calculator}-${name}-error`);

async function expectRefused(
  page: Page,
  name: string,
  shown: string,
  text: string,
  summary: string,
) {
  await expect(field(page, name)).toHaveValue(shown);
  await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
  await expect(message(page, "amortization", name)).toContainText(text);
  await expect(out(page, "monthlyPayment")).toHaveText(NO_RESULT);
  await expect(out(page, "paymentCount")).toHaveText(NO_RESULT);
  await expect(page.locator("[data-schedule-box]")).toHaveCount(0);
  await expect(page.locator("[data-summary]")).toHaveText(summary);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "JavaScript on" : "JavaScript off";

  test.describe(`amortization links, ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test("a rate of 150 % is shown as 150 with the field's message and no payment", async ({
      page,
    }) => {
      await page.goto("/calculators/amortization?interestRate=150");
      await expectRefused(page, "interestRate", "150", RATE_MESSAGE, RATE_SUMMARY);
      if (javaScriptEnabled) {
        // Still 150 once the page's scripts (and the mask) have taken over.
        await page.waitForTimeout(500);
        await expectRefused(page, "interestRate", "150", RATE_MESSAGE, RATE_SUMMARY);
        // axe runs in the page, so only with JavaScript.
        await expectNoAxeViolations(page, "amortization ?interestRate=150");
      }
    });

    test("a term of 30.5 years is shown as 30.5 with the field's message and no payment", async ({
      page,
    }) => {
      await page.goto("/calculators/amortization?loanTermYears=30.5");
      await expectRefused(page, "loanTermYears", "30.5", TERM_MESSAGE, TERM_SUMMARY);
      if (javaScriptEnabled) {
        await page.waitForTimeout(500);
        await expectRefused(page, "loanTermYears", "30.5", TERM_MESSAGE, TERM_SUMMARY);
      }
    });

    test("valid values in a link are shown and computed as given", async ({ page }) => {
      await page.goto("/calculators/amortization?loanTermYears=15&interestRate=6");
      await expect(field(page, "loanTermYears")).toHaveValue("15");
      await expect(field(page, "interestRate")).toHaveValue("6");
      await expect(out(page, "monthlyPayment")).toHaveText("$2,532");
      await expect(out(page, "paymentCount")).toHaveText("180");
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    });

    test("cents in a money field show both digits: 4,687.50", async ({ page }) => {
      await page.goto("/calculators/amortization?additionalPayment=4687.5");
      await expect(field(page, "additionalPayment")).toHaveValue("4,687.50");
      await expect(out(page, "monthlyPayment")).toHaveText("$1,896");
    });

    test("an amount above $90,000,000,000 is refused, not cut to 9,000,000,000", async ({
      page,
    }) => {
      await page.goto("/calculators/amortization?loanAmount=100000000000");
      await expect(field(page, "loanAmount")).toHaveValue("100000000000");
      await expect(message(page, "amortization", "loanAmount")).toContainText(
        "Enter an amount from $0 to $90,000,000,000, in dollars and cents.",
      );
      await expect(out(page, "monthlyPayment")).toHaveText(NO_RESULT);
    });

    test("affordability: a refused rate or term is shown with its message and no result", async ({
      page,
    }) => {
      await page.goto(
        "/calculators/affordability?monthly-income=8000&monthly-debt=1000&interest-rate=45&loan-length=30.5",
      );
      await expect(page.locator('input[name="interest-rate"]')).toHaveValue("45");
      await expect(page.locator('input[name="loan-length"]')).toHaveValue("30.5");
      await expect(
        page.getByText("Enter a percentage from 0 to 30, with up to 3 decimals."),
      ).toBeVisible();
      await expect(page.getByText("Enter a whole number of years from 1 to 40.")).toBeVisible();
      await expect(page.locator("[data-output]")).toHaveCount(0);
    });
  });
}

test("with JavaScript, correcting a refused rate brings the result back and the link follows", async ({
  page,
}) => {
  await page.goto("/calculators/amortization?interestRate=150");
  const rate = field(page, "interestRate");
  await rate.fill("");
  await rate.pressSequentially("6.5");
  await expect(out(page, "monthlyPayment")).toHaveText("$1,896");
  await expect(rate).toHaveValue("6.5");
  await expect(message(page, "amortization", "interestRate")).toHaveCount(0);
  await expect(page).toHaveURL(/interestRate=6\.5/);
  // Once in range the mask is on: a rate above 100 cannot be typed.
  await rate.fill("");
  await rate.pressSequentially("150");
  await expect(rate).toHaveValue("15");
  await expect(out(page, "monthlyPayment")).not.toHaveText(NO_RESULT);
  await expect(page).toHaveURL(/interestRate=15(&|$)/);
});

test("with JavaScript, correcting a refused term brings the result back", async ({ page }) => {
  await page.goto("/calculators/amortization?loanTermYears=30.5");
  const term = field(page, "loanTermYears");
  await term.fill("");
  await term.pressSequentially("30");
  await expect(out(page, "monthlyPayment")).toHaveText("$1,896");
  await expect(term).toHaveValue("30");
  await expect(message(page, "amortization", "loanTermYears")).toHaveCount(0);
});

test("screenshots of a refused rate at 375 and 1280 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/calculators/amortization?interestRate=150");
  await expect(message(page, "amortization", "interestRate")).toBeVisible();
  await screenshot(page, "calc-links-rate-150-375");
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(message(page, "amortization", "interestRate")).toBeVisible();
  await screenshot(page, "calc-links-rate-150-1280");
});
