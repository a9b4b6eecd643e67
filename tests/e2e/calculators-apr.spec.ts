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
 * The APR calculator and the points and lender credits calculator (issue "What a loan really
 * costs"), opened from links with and without JavaScript.
 *
 * Expected values are independent of the app: a separate Python decimal model of the DESIGN.md 6
 * schedule (payment rounded half-up to cents, interest each month = balance × rate / 1200 rounded
 * half-up, the last payment clears the balance) and a 200-step bisection of Regulation Z
 * Appendix J's general equation, amount financed = Σ payment_k / (1 + i)^k, APR = 1200 i
 * (the model is written out in app/lib/finance/apr.test.ts):
 *
 * - $300,000, 6.5 %, 30 years, 1 point ($3,000), $2,000 lender fees: payment 1,896.20 (359 times)
 *   and a last payment of 1,900.91; total of payments 682,636.71; amount financed 295,000.00;
 *   finance charge 387,636.71; APR 6.662327 → "6.662%". Without points and fees the amount
 *   financed is 300,000.00, the finance charge 382,636.71 and the APR 6.500000 → "6.500%".
 * - $250,000, 5.875 %, 15 years, 0.5 point ($1,250), $1,295 fees: payment 2,092.80, last
 *   2,091.78; total 376,702.98; amount financed 247,455.00; finance charge 129,247.98;
 *   APR 6.034616 → "6.035%".
 * - Points, $400,000 for 30 years (the options of content/learn/mortgage-points.md):
 *   6.75 % / 0: 2,594.39 · 6.5 % / 1 ($4,000): 2,528.27 · 6.25 % / 2 ($8,000): 2,462.87 ·
 *   7 % / −0.5 (a $2,000 credit): 2,661.21.
 *   Break-even against option 1: 4,000 / 66.12 = 60.5 → month 61; 8,000 / 131.52 = 60.8 → 61;
 *   credit: 2,000 / 66.82 = 29.9 → month 30.
 *   Cost over 7 years = points + interest of 84 payments: 181,078.85 · 4,000 + 174,039.93 =
 *   178,039.93 · 8,000 + 167,015.36 = 175,015.36 · −2,000 + 188,131.34 = 186,131.34 → option 3.
 *   Over 1 year (12 payments): 26,869.71 · 29,868.38 · 32,867.25 · 25,871.29 → option 4.
 *   APRs (points as prepaid finance charge, the credit left out): 6.750000, 6.596878, 6.442373,
 *   7.000001 → "6.750%", "6.597%", "6.442%", "7.000%".
 * - Option 2 typed as 6.5 % with a 1-point credit (−$4,000): less upfront AND a lower payment
 *   than option 1, so nothing to earn back ("Right away"); cost over 7 years
 *   −4,000 + 174,039.93 = 170,039.93, now the cheapest.
 */

const APR_LINK =
  "/calculators/apr?loanAmount=300000&interestRate=6.5&loanTermYears=30&points=1&lenderFees=2000&startDate=01%2F2027";
const APR_15_LINK =
  "/calculators/apr?loanAmount=250000&interestRate=5.875&loanTermYears=15&points=0.5&lenderFees=1295&startDate=01%2F2027";
const POINTS_LINK =
  "/calculators/points?loanAmount=400000&loanTermYears=30&yearsInHome=7&rate1=6.75&points1=0&rate2=6.5&points2=1&rate3=6.25&points3=2&rate4=7&points4=-0.5";

const out = (page: Page, name: string): Locator => page.locator(`[data-output="${name}"]`);
const field = (page: Page, name: string): Locator =>
  page.locator(`form[data-calculator] [name="${name}"]`);
const message = (page: Page, calculator: string, name: string): Locator =>
  page.locator(`#${calculator}-${name}-error`);

async function expectOutputs(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(out(page, name), name).toHaveText(value);
  }
}

/** Types into a field the way a person does (the masks format as they go). */
async function typeInto(page: Page, name: string, value: string): Promise<void> {
  const input = field(page, name);
  await input.fill("");
  await input.pressSequentially(value);
}

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("body > header")).toHaveAttribute("data-scrolled", "false");
  await screenshot(page, name);
}

const ARTICLE_OPTIONS = {
  monthlyPayment1: "$2,594.39",
  monthlyPayment2: "$2,528.27",
  monthlyPayment3: "$2,462.87",
  monthlyPayment4: "$2,661.21",
  upfrontCost1: "$0.00",
  upfrontCost2: "$4,000.00",
  upfrontCost3: "$8,000.00",
  upfrontCost4: "-$2,000.00",
  breakEvenMonth1: "Baseline",
  breakEvenMonth2: "Month 61",
  breakEvenMonth3: "Month 61",
  breakEvenMonth4: "Month 30",
  totalCost1: "$181,078.85",
  totalCost2: "$178,039.93",
  totalCost3: "$175,015.36",
  totalCost4: "$186,131.34",
  apr1: "6.750%",
  apr2: "6.597%",
  apr3: "6.442%",
  apr4: "7.000%",
  cheapestOption: "Option 3",
};

test.describe("APR calculator", () => {
  test("a shared link shows the APR and the Truth in Lending figures; typed changes update them", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(APR_LINK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("APR calculator");
    await expectOutputs(page, {
      apr: "6.662%",
      monthlyPayment: "$1,896.20",
      amountFinanced: "$295,000.00",
      financeCharge: "$387,636.71",
      totalOfPayments: "$682,636.71",
    });
    await expect(
      page.getByText("359 payments of $1,896.20 and a last payment of $1,900.91"),
    ).toBeVisible();
    await expectNoAxeViolations(page, "APR calculator");

    // No points and no fees: the APR is the note rate.
    await typeInto(page, "points", "0");
    await typeInto(page, "lenderFees", "0");
    await expectOutputs(page, {
      apr: "6.500%",
      amountFinanced: "$300,000.00",
      financeCharge: "$382,636.71",
      totalOfPayments: "$682,636.71",
    });
    await expect(page).toHaveURL(/points=0&lenderFees=0/);
    expect(console.errors).toEqual([]);
  });

  test("a value out of range gets the field's message and no result; so do fees larger than the loan", async ({
    page,
  }) => {
    await page.goto("/calculators/apr?interestRate=150");
    await expect(field(page, "interestRate")).toHaveValue("150");
    await expect(field(page, "interestRate")).toHaveAttribute("aria-invalid", "true");
    await expect(message(page, "apr", "interestRate")).toContainText(
      "Enter a percentage from 0 to 100, with up to 3 decimals.",
    );
    await expect(out(page, "apr")).toHaveText("—");
    await expect(out(page, "amountFinanced")).toHaveText("—");
    await expect(page.locator("[data-summary]")).toHaveText(
      "Correct the interest rate to see the APR.",
    );
    await expectNoAxeViolations(page, "APR calculator, refused rate");

    await page.goto("/calculators/apr?loanAmount=10000&points=50&lenderFees=5000");
    await expect(message(page, "apr", "lenderFees")).toContainText(
      "Points and lender fees must add up to less than the loan amount.",
    );
    await expect(out(page, "apr")).toHaveText("—");
  });

  test("screenshots at 375 and 1280 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(APR_LINK);
    await expect(out(page, "apr")).toHaveText("6.662%");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await shoot(page, "calc-apr-375");
    await page.setViewportSize(DESKTOP);
    await shoot(page, "calc-apr-1280");
  });
});

test.describe("points and lender credits calculator", () => {
  test("the article's four options: payments, upfront costs, break-even, cost over 7 years, APRs, the cheapest marked", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(POINTS_LINK);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Points and lender credits calculator",
    );
    await expectOutputs(page, ARTICLE_OPTIONS);
    await expect(page.locator('[data-cheapest="true"]')).toHaveCount(1);
    await expect(page.locator('[data-option="3"]')).toHaveAttribute("data-cheapest", "true");
    await expect(page.locator('[data-option="3"]')).toContainText("Cheapest over 7 years");
    await expectNoAxeViolations(page, "points calculator");

    // Kept one year, the credit costs least.
    await typeInto(page, "yearsInHome", "1");
    await expectOutputs(page, {
      totalCost1: "$26,869.71",
      totalCost2: "$29,868.38",
      totalCost3: "$32,867.25",
      totalCost4: "$25,871.29",
      cheapestOption: "Option 4",
    });
    await expect(page.locator('[data-option="4"]')).toHaveAttribute("data-cheapest", "true");

    // A lender credit typed with a minus sign (the mask takes it for points).
    await typeInto(page, "yearsInHome", "7");
    await typeInto(page, "points2", "-1");
    await expect(field(page, "points2")).toHaveValue("-1");
    await expectOutputs(page, {
      upfrontCost2: "-$4,000.00",
      breakEvenMonth2: "Right away",
      totalCost2: "$170,039.93",
      cheapestOption: "Option 2",
    });
    await expect(page).toHaveURL(/points2=-1/);
    expect(console.errors).toEqual([]);
  });

  test("points out of range are refused with the field's message", async ({ page }) => {
    await page.goto("/calculators/points?rate1=6.75&points1=0&rate2=6.5&points2=12");
    await expect(field(page, "points2")).toHaveValue("12");
    await expect(message(page, "points", "points2")).toContainText(
      "Enter a percentage from -10 to 10, with up to 3 decimals.",
    );
    await expect(out(page, "monthlyPayment1")).toHaveText("—");
    await expect(out(page, "cheapestOption")).toHaveText("—");
    await expectNoAxeViolations(page, "points calculator, refused points");
  });

  test("screenshots at 375 and 1280 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(POINTS_LINK);
    await expect(out(page, "cheapestOption")).toHaveText("Option 3");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await shoot(page, "calc-points-375");
    await page.setViewportSize(DESKTOP);
    await shoot(page, "calc-points-1280");
  });
});

test.describe("shared links without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("APR: the server HTML holds the results, and the GET form recalculates", async ({
    page,
  }) => {
    await page.goto(APR_15_LINK);
    await expectOutputs(page, {
      apr: "6.035%",
      monthlyPayment: "$2,092.80",
      amountFinanced: "$247,455.00",
      financeCharge: "$129,247.98",
      totalOfPayments: "$376,702.98",
    });
    // Back to the first loan by editing the form and pressing Calculate.
    await field(page, "loanAmount").fill("300000");
    await field(page, "interestRate").fill("6.5");
    await field(page, "loanTermYears").fill("30");
    await field(page, "points").fill("1");
    await field(page, "lenderFees").fill("2000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/loanAmount=300000&interestRate=6.5/);
    await expectOutputs(page, { apr: "6.662%", amountFinanced: "$295,000.00" });
  });

  test("APR: a refused value shows its message without JavaScript too", async ({ page }) => {
    await page.goto("/calculators/apr?loanTermYears=30.5");
    await expect(field(page, "loanTermYears")).toHaveValue("30.5");
    await expect(message(page, "apr", "loanTermYears")).toContainText(
      "Enter a whole number of years from 1 to 100.",
    );
    await expect(out(page, "apr")).toHaveText("—");
  });

  test("points: the server HTML holds every option's results", async ({ page }) => {
    await page.goto(POINTS_LINK);
    await expectOutputs(page, ARTICLE_OPTIONS);
    await expect(page.locator('[data-option="3"]')).toHaveAttribute("data-cheapest", "true");
  });
});

test("the calculators index lists both, and the learning center links to them", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/calculators");
  await expect(page.getByRole("heading", { name: "Comparing loan offers" })).toBeVisible();
  await screenshot(page, "calculators-index-1280");
  await expect(page.getByRole("link", { name: /APR calculator/ })).toHaveAttribute(
    "href",
    "/calculators/apr",
  );
  await expect(
    page.getByRole("link", { name: /Points and lender credits calculator/ }),
  ).toHaveAttribute("href", "/calculators/points");
  await page.goto("/learn/mortgage-points");
  await expect(page.locator('main a[href="/calculators/points"]').first()).toBeVisible();
  await expect(page.locator('main a[href="/calculators/apr"]').first()).toBeVisible();
  await page.goto("/learn/how-a-mortgage-works");
  await expect(page.locator('main a[href="/calculators/apr"]').first()).toBeVisible();
});
