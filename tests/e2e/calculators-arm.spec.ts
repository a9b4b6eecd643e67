import { readFileSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  watchConsole,
} from "./helpers";

/*
 * The adjustable-rate mortgage calculator (/calculators/arm), used as a borrower would: open a
 * shared link, read the results, change a number, download the rate changes, open a link
 * without JavaScript, and meet a value the form does not offer.
 *
 * The server pins today to 2026-11-22 (APP_TODAY), so the default first payment is 12/2026.
 *
 * Expected numbers are worked by hand from the payment formula (spec 9)
 *   payment = B × r × (1+r)^n / ((1+r)^n − 1), r = rate / 1200, rounded half-up to cents,
 * with the balance at each adjustment from a separate Decimal model of the month-by-month rules
 * (interest rounded half-up each month; see lib/finance/arm.test.ts for the model):
 *
 * A. $400,000, 30 years, 5/6 ARM at 5.75 %, caps 2/1/5, margin 2.75 %, index 3.75 %, from 01/2025
 *    (the learning center's fixed vs adjustable example, which quotes the same payments):
 *    - start: r = 0.0047917, (1+r)^360 = 5.5894469, 400000 × r × 5.5894469 / 4.5894469
 *      = 2,334.29 → "$2,334"
 *    - payment 61 (Jan 2030), balance 371,048.86 over 300 months:
 *      worst case 5.75 + 2 = 7.75 %: (1.0064583)^300 = 6.8982675 → 2,802.64 → "$2,803";
 *      index unchanged 3.75 + 2.75 = 6.5 %: (1.0054167)^300 = 5.0561978 → 2,505.35 → "$2,505"
 *    - then +1 point every 6 months: 8.75 % $3,047.50 (Jul 2030), 9.75 % $3,297.42 (Jan 2031),
 *      10.75 % = 5.75 + 5 (Jul 2031), balance 364,408.29 over 282: (1.0089583)^282 = 12.3666290
 *      → 3,551.69 → "$3,552"
 *    - with the index at 6 % instead: 6 + 2.75 = 8.75 % is above the 2-point first cap, so the
 *      index-unchanged payment at the first adjustment is the 7.75 % one, "$2,803"
 * B. $300,000, 30 years, 7/1 ARM at 6 %, caps 5/2/5, margin 2.75 %, index 4 %, from 03/2027:
 *    - start: 1.005^360 = 6.0225752, 300000 × 0.005 × 6.0225752 / 5.0225752 = 1,798.65 → "$1,799"
 *    - payment 85 (Mar 2034), balance 268,918.26 over 276 months:
 *      worst case 6 + 5 = 11 % (the lifetime cap at once): (1.0091667)^276 = 12.4096519,
 *      268918.26 × 0.0091667 × 12.4096519 / 11.4096519 = 2,681.14 → "$2,681";
 *      index unchanged 4 + 2.75 = 6.75 %: (1.005625)^276 = 4.7027615 → 1,921.19 → "$1,921"
 */

const LINK_A =
  "/calculators/arm?loanAmount=400000&loanTermYears=30&initialRate=5.75&initialPeriodYears=5&adjustmentMonths=6&initialCap=2&periodicCap=1&lifetimeCap=5&margin=2.75&indexRate=3.75&startDate=01%2F2025";
const LINK_B =
  "/calculators/arm?loanAmount=300000&loanTermYears=30&initialRate=6&initialPeriodYears=7&adjustmentMonths=12&initialCap=5&periodicCap=2&lifetimeCap=5&margin=2.75&indexRate=4&startDate=03%2F2027";

const EXPECTED_A = {
  initialPayment: "$2,334",
  firstAdjustedPayment: "$2,803",
  indexedPayment: "$2,505",
  maxRate: "10.75%",
  maxPayment: "$3,552",
  maxPaymentDate: "Jul 2031",
};

const out = (page: Page, name: string): Locator => page.locator(`[data-output="${name}"]`);
const field = (page: Page, name: string): Locator =>
  page.locator(`form[data-calculator="arm"] [name="${name}"]`);

async function expectOutputs(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(out(page, name), name).toHaveText(value);
  }
}

/** A full-page screenshot from the top, with the header settled. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("body > header")).toHaveAttribute("data-scrolled", "false");
  await screenshot(page, name);
}

test("a shared link shows the hand-worked payments; a typed index updates them and the address", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(LINK_A);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Adjustable-rate mortgage (ARM) calculator",
  );
  await expect(page.locator('form[data-calculator="arm"]')).toHaveAttribute("method", "get");
  await expectOutputs(page, EXPECTED_A);
  await expect(field(page, "initialPeriodYears")).toHaveValue("5");
  await expect(field(page, "adjustmentMonths")).toHaveValue("6");

  // The rate-change table: the start, the first adjustment and the three later steps.
  const rows = page.locator(".arm-rate-table tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText("Jan 2030");
  await expect(rows.nth(1)).toContainText("7.75%");
  await expect(rows.nth(1)).toContainText("$2,803");
  await expect(rows.nth(1)).toContainText("6.5%");
  await expect(rows.nth(1)).toContainText("$2,505");
  await expect(rows.nth(4)).toContainText("Jul 2031");
  await expect(rows.nth(4)).toContainText("10.75%");
  // The chart draws both paths as steps over the life of the loan.
  const chart = page.locator("section.calculator-chart");
  await expect(chart.locator("path[data-series]")).toHaveCount(2);
  await expect(chart.getByRole("img")).toHaveAttribute(
    "aria-label",
    /Index unchanged: from \$2,334 to \$2,505\. Worst case: from \$2,334 to \$3,552\./,
  );

  // The index rises to 6 %: 8.75 % is beyond the 2-point first cap, so 7.75 % and $2,803.
  const index = field(page, "indexRate");
  await index.fill("");
  await index.pressSequentially("6");
  await expect(out(page, "indexedPayment")).toHaveText("$2,803");
  await expect(page).toHaveURL(/indexRate=6(&|$)/);
  await expect(out(page, "firstAdjustedPayment")).toHaveText("$2,803");
  expect(console.errors).toEqual([]);
});

test("the rate changes download as CSV with the payments in dollars and cents", async ({
  page,
}) => {
  await page.goto(LINK_A);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the rate changes (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("arm-rate-changes.csv");
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.split("\r\n")).toEqual([
    "Payment number,From,Worst case rate (%),Worst case payment,Index unchanged rate (%),Index unchanged payment",
    "1,01/2025,5.75,2334.29,5.75,2334.29",
    "61,01/2030,7.75,2802.64,6.5,2505.35",
    "67,07/2030,8.75,3047.50,6.5,2505.35",
    "73,01/2031,9.75,3297.42,6.5,2505.35",
    "79,07/2031,10.75,3551.69,6.5,2505.35",
    "",
  ]);
});

test("printing shows the inputs, the results and the whole rate table, not the site chrome", async ({
  page,
}) => {
  await page.goto(LINK_A);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(field(page, "loanAmount")).toBeVisible();
  await expect(out(page, "maxPayment")).toBeVisible();
  await expect(page.locator(".arm-rate-table tbody tr").last()).toBeVisible();
  await expect(page.getByRole("button", { name: "Calculate" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});

test("axe finds nothing, and screenshots at 375 and 1280 px", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/calculators/arm");
  // First visit: the defaults (5/6, 2/1/5, $400,000 at 5.75 %) from 12/2026; payment 61 is
  // Dec 2031 and the worst case peaks six months later each point: Jun 2033.
  await expectOutputs(page, { ...EXPECTED_A, maxPaymentDate: "Jun 2033" });
  await expect(page.locator('[data-output="firstAdjustedPayment"] + dd')).toContainText("Dec 2031");
  await expectNoAxeViolations(page, "arm, desktop");
  await shoot(page, "calc-arm-1280");

  await page.setViewportSize(PHONE);
  await page.goto("/calculators/arm");
  await expect(out(page, "maxPayment")).toHaveText("$3,552");
  // Nothing sticks out sideways on a phone: the table scrolls inside its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await expectNoAxeViolations(page, "arm, phone");
  await shoot(page, "calc-arm-375");
});

test("a fixed period lenders do not offer is refused beside the field, with no result", async ({
  page,
}) => {
  await page.goto("/calculators/arm?initialPeriodYears=4");
  await expect(field(page, "initialPeriodYears")).toHaveValue("4");
  await expect(field(page, "initialPeriodYears")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#arm-initialPeriodYears-error")).toContainText(
    "Choose 3, 5, 7 or 10 years.",
  );
  for (const name of Object.keys(EXPECTED_A)) await expect(out(page, name)).toHaveText("—");
  await expect(page.locator(".arm-rate-table")).toHaveCount(0);
  await expect(page.locator("[data-summary]")).toHaveText(
    "Correct the fixed period to see the payments.",
  );
  await expectNoAxeViolations(page, "arm ?initialPeriodYears=4");
  await screenshot(page, "calc-arm-refused-1280");

  // Choosing an offered period brings the results back.
  await field(page, "initialPeriodYears").selectOption("5");
  await expect(out(page, "initialPayment")).toHaveText("$2,334");
  await expect(page.locator("#arm-initialPeriodYears-error")).toHaveCount(0);
});

test("the calculator is listed with the others and linked from the article on adjustable rates", async ({
  page,
}) => {
  await page.goto("/calculators");
  await expect(
    page.getByRole("link", { name: /Adjustable-rate mortgage \(ARM\) calculator/ }),
  ).toHaveAttribute("href", "/calculators/arm");
  await page.goto("/learn/fixed-vs-adjustable-rate-mortgages");
  await page
    .locator(".article-body")
    .getByRole("link", { name: "adjustable-rate mortgage calculator" })
    .click();
  await expect(page).toHaveURL(/\/calculators\/arm$/);
  await expect(out(page, "initialPayment")).toHaveText("$2,334");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 7/1 ARM with 5/2/5 caps: the server HTML holds the hand-worked results", async ({
    page,
  }) => {
    await page.goto(LINK_B);
    await expectOutputs(page, {
      initialPayment: "$1,799",
      firstAdjustedPayment: "$2,681",
      indexedPayment: "$1,921",
      maxRate: "11%",
      maxPayment: "$2,681",
      maxPaymentDate: "Mar 2034",
    });
    await expect(page.locator(".arm-rate-table tbody tr")).toHaveCount(2);
    // The form works by GET: pick 5/6 and Calculate.
    await field(page, "initialPeriodYears").selectOption("5");
    await field(page, "adjustmentMonths").selectOption("6");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/initialPeriodYears=5&adjustmentMonths=6/);
    // Fixed 5 years from 03/2027: the first adjustment is payment 61, Mar 2032.
    await expect(page.locator('[data-output="firstAdjustedPayment"] + dd')).toContainText(
      "Mar 2032",
    );
  });

  test("refused values show their messages and no result", async ({ page }) => {
    await page.goto("/calculators/arm?initialPeriodYears=4&loanTermYears=30");
    await expect(page.locator("#arm-initialPeriodYears-error")).toContainText(
      "Choose 3, 5, 7 or 10 years.",
    );
    await expect(out(page, "initialPayment")).toHaveText("—");
    await page.goto("/calculators/arm?loanTermYears=5&initialPeriodYears=5");
    await expect(page.locator("#arm-loanTermYears-error")).toContainText(
      "Enter a term longer than the 5-year fixed period.",
    );
    await expect(out(page, "maxPayment")).toHaveText("—");
  });
});
