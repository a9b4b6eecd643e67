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
 * The how much house calculator (/calculators/how-much-house), as a borrower uses it: open a
 * shared link, read the three tiers, change a number, come from the affordability calculator,
 * use it without JavaScript, and meet a refused value.
 *
 * Hand-worked cases (the payment factor at 6.5 % for 30 years: r = 0.065 / 12, (1+r)^360 =
 * 6.991797, factor = r × 6.991797 / 5.991797 = 0.0063206802 per dollar; FHA's annual premium is
 * on the first year's average balance, 0.9949370 of the loan; see lib/finance/how-much-house.test.ts):
 *
 * A. Conventional, $8,000 a month, $700 debts, $100,000 down, no property tax, $6,000 a year of
 *    insurance ($500 a month), score 740:
 *    - comfortable 28/36: 36 % × 8,000 − 700 = 2,180, − 500 = 1,680.00 of P&I; 1,680 / 0.0063206802
 *      = 265,794.2 → a $265,794 loan (its payment 1,679.9989 → $1,680.00; one dollar more
 *      → $1,680.01), price $365,794, payment $2,180
 *    - standard 36/45: 36 % × 8,000 − 500 = 2,380.00 of P&I (45 % − 700 − 500 = 2,400 is looser):
 *      2,380 / 0.0063206802 = 376,542.2 → loan $376,542, price $476,542 (79 % LTV, no PMI),
 *      payment $2,880; ratios 2,880 / 8,000 = 36 % and 3,580 / 8,000 = 44.75 % → "44.8%";
 *      cash for the down payment: 3 % × 476,542 = $14,296.26 → "$14,296"
 * B. FHA, $6,000 a month, $500 debts, $15,000 down, 1.2 % tax, $1,200 insurance, score 640:
 *    - standard 31/43: 31 % × 6,000 = 1,860 binds; per dollar of price above the down payment
 *      1.0175 × 0.0063206802 (P&I on the loan with the up-front premium) + 0.005 × 0.9949370 / 12
 *      (annual MIP on the base loan, HUD's basis) = 0.0068458, plus 0.001 of tax:
 *      P = (1,860 − 100 + 0.0068458 × 15,000) / 0.0078458 = $237,411 (±$3 for cent rounding)
 * C. VA, $7,000 a month, $400 debts, no down payment, 1.2 % tax, $1,200 insurance, South,
 *    family of 3 ($889 guideline), 20 % taxes from pay, $300 upkeep:
 *    - standard 41 %: 2,870 − 400 = 2,470 → P = 2,370 / (1.0215 × 0.0063206802 + 0.001)
 *      = $317,840; stretch: residual ≥ 1.2 × 889 → housing ≤ 3,833.20 → P = $500,659
 */

const LINK_A =
  "/calculators/how-much-house?monthlyIncome=8000&monthlyDebts=700&downPayment=100000&interestRate=6.5&loanTermYears=30&propertyTaxPercent=0&homeInsurance=6000&hoaDues=0&loanType=conventional&creditScore=740";
const LINK_B =
  "/calculators/how-much-house?monthlyIncome=6000&monthlyDebts=500&downPayment=15000&interestRate=6.5&loanTermYears=30&propertyTaxPercent=1.2&homeInsurance=1200&hoaDues=0&loanType=fha&creditScore=640";
const LINK_C =
  "/calculators/how-much-house?monthlyIncome=7000&monthlyDebts=400&downPayment=0&interestRate=6.5&loanTermYears=30&propertyTaxPercent=1.2&homeInsurance=1200&hoaDues=0&loanType=va&creditScore=700&vaRegion=south&familySize=3&incomeTaxPercent=20&maintenanceUtilities=300";

const EXPECTED_A = {
  maxHomePrice: "$476,542",
  maxLoanAmount: "$376,542",
  monthlyPayment: "$2,880",
  frontEndRatio: "36%",
  backEndRatio: "44.8%",
  limitingRatio: "Front-end ratio (36%)",
  downPaymentNeeded: "$14,296",
  comfortableHomePrice: "$365,794",
  comfortableLoanAmount: "$265,794",
  comfortableMonthlyPayment: "$2,180/mo",
  standardHomePrice: "$476,542",
};

const out = (page: Page, name: string): Locator => page.locator(`[data-output="${name}"]`);
const field = (page: Page, name: string): Locator =>
  page.locator(`form[data-calculator="how-much-house"] [name="${name}"]`);

async function expectOutputs(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(out(page, name), name).toHaveText(value);
  }
}

/** A dollar output read as a number, to compare with a hand-worked value within cent rounding. */
async function dollarsOf(page: Page, name: string): Promise<number> {
  const text = (await out(page, name).innerText()).replace(/[$,]|\/mo/g, "");
  return Number(text);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("body > header")).toHaveAttribute("data-scrolled", "false");
  await screenshot(page, name);
}

test("a shared conventional link shows the hand-worked tiers; typing updates them and the address", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(LINK_A);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How much house can I afford?");
  await expect(page.locator('form[data-calculator="how-much-house"]')).toHaveAttribute(
    "method",
    "get",
  );
  await expectOutputs(page, EXPECTED_A);
  await expect(out(page, "comfortableLimit")).toHaveAttribute("data-limit", "back-end");
  await expect(out(page, "stretchLimit")).toHaveAttribute("data-limit", "back-end");
  // Stretch: 50 % × 8,000 − 700 − 500 = 2,800 for P&I and PMI (0.20 % a year above 80 % LTV):
  // 2,800 / (0.0063206802 + 0.002 / 12) = $431,609 of loan.
  expect(Math.abs((await dollarsOf(page, "stretchLoanAmount")) - 431_609)).toBeLessThanOrEqual(2);

  // $50,000 more down: the front end still allows a $376,542 loan (79 % of the old price, 72 %
  // of the new one, so still no PMI), so the price rises by exactly $50,000 to $526,542.
  const down = field(page, "downPayment");
  await down.fill("");
  await down.pressSequentially("150000");
  await expect(out(page, "maxHomePrice")).toHaveText("$526,542");
  await expect(out(page, "maxLoanAmount")).toHaveText("$376,542");
  await expect(page).toHaveURL(/downPayment=150%2C000(&|$)/);
  expect(console.errors).toEqual([]);
});

test("FHA: the up-front premium and annual MIP are in the payment; 31 % binds", async ({
  page,
}) => {
  await page.goto(LINK_B);
  expect(Math.abs((await dollarsOf(page, "maxHomePrice")) - 237_411)).toBeLessThanOrEqual(3);
  await expect(out(page, "frontEndRatio")).toHaveText("31%");
  await expect(out(page, "limitingRatio")).toHaveText("Front-end ratio (31%)");
  await expect(out(page, "maxLoanAmount").locator("+ dd")).toContainText(
    "FHA up-front mortgage insurance premium",
  );
  await expect(out(page, "monthlyMortgageInsurance").locator("+ dd")).toHaveText("0.5% a year");
  // Comfortable: 36 % × 6,000 − 500 = 1,660 → P = (1,560 + 102.69) / 0.0078458 = $211,919.
  expect(Math.abs((await dollarsOf(page, "comfortableHomePrice")) - 211_919)).toBeLessThanOrEqual(
    3,
  );
});

test("VA: residual income sets the stretch; the VA fields are open", async ({ page }) => {
  await page.goto(LINK_C);
  await expect(page.locator('form[data-calculator="how-much-house"] details')).toHaveAttribute(
    "open",
    "",
  );
  expect(Math.abs((await dollarsOf(page, "maxHomePrice")) - 317_840)).toBeLessThanOrEqual(3);
  await expect(out(page, "limitingRatio")).toHaveText("Back-end ratio (41%)");
  await expect(out(page, "residualIncomeRequired")).toHaveText("$889");
  expect(Math.abs((await dollarsOf(page, "stretchHomePrice")) - 500_659)).toBeLessThanOrEqual(3);
  await expect(out(page, "stretchLimit")).toHaveAttribute("data-limit", "residual-income");
  await expect(out(page, "downPaymentNeeded")).toHaveText("$0");
});

test("a down payment under the 3 % minimum sets the price, and the note says what the ratios allow", async ({
  page,
}) => {
  // $5,000 is 3 % of $166,666.67: $166,666 × 3 % = $4,999.98 qualifies, $166,667 does not.
  await page.goto(LINK_A.replace("downPayment=100000", "downPayment=5000"));
  await expect(out(page, "maxHomePrice")).toHaveText("$166,666");
  await expect(out(page, "limitingRatio")).toHaveText("Minimum down payment (3%)");
  await expect(out(page, "downPaymentNeeded")).toHaveText("$5,000");
  await expect(out(page, "downPaymentNeeded").locator("+ dd")).toContainText(
    "Your $5,000 is below the conventional minimum of 3% for the",
  );
  for (const tier of ["comfortable", "standard", "stretch"]) {
    await expect(out(page, `${tier}Limit`)).toHaveAttribute("data-limit", "down-payment");
  }
});

test("the affordability calculator links here with its income, debts, rate and term", async ({
  page,
}) => {
  await page.goto(
    "/calculators/affordability?monthly-income=8000&monthly-debt=700&interest-rate=6.5&loan-length=30",
  );
  const link = page.getByRole("link", {
    name: "Includes principal and interest only: see how much house with taxes and insurance",
  });
  await expect(link).toHaveAttribute(
    "href",
    "/calculators/how-much-house?monthlyIncome=8000&monthlyDebts=700&interestRate=6.5&loanTermYears=30",
  );
  // The spec's method and outputs are unchanged: 2,180 × (1 − (1+r)^−360) / r = $344,899.59.
  await expect(page.locator('[data-output="affordable-loan-amount"]')).toHaveText("$344,899.59");
  await expectNoAxeViolations(page, "affordability with the link");
  await screenshot(page, "calc-affordability-link-1280");
  await link.click();
  await expect(page).toHaveURL(/\/calculators\/how-much-house\?monthlyIncome=8000/);
  await expect(field(page, "monthlyIncome")).toHaveValue("8,000");
  await expect(field(page, "monthlyDebts")).toHaveValue("700");
  await expect(out(page, "comfortableLimit")).toHaveAttribute("data-limit", "back-end");
});

test("a refused credit score shows its message beside the field and no result", async ({
  page,
}) => {
  await page.goto(`${LINK_A.replace("creditScore=740", "creditScore=900")}`);
  await expect(field(page, "creditScore")).toHaveValue("900");
  await expect(field(page, "creditScore")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#how-much-house-creditScore-error")).toContainText(
    "Enter a credit score from 300 to 850.",
  );
  for (const name of ["maxHomePrice", "maxLoanAmount", "monthlyPayment", "limitingRatio"]) {
    await expect(out(page, name)).toHaveText("—");
  }
  await expect(out(page, "comfortableHomePrice")).toHaveCount(0);
  await expectNoAxeViolations(page, "how much house, refused score");

  // FHA below 500: the program's own message, beside the score.
  await page.goto(`${LINK_B.replace("creditScore=640", "creditScore=480")}`);
  await expect(page.locator("#how-much-house-creditScore-error")).toContainText(
    "FHA loans need a credit score of at least 500.",
  );
  await expect(out(page, "maxHomePrice")).toHaveText("—");
});

test("axe finds nothing, and screenshots at 375 and 1280 px", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(LINK_A);
  await expectOutputs(page, { maxHomePrice: EXPECTED_A.maxHomePrice });
  await expectNoAxeViolations(page, "how much house, desktop");
  await shoot(page, "calc-house-1280");

  await page.goto(LINK_C);
  await expect(out(page, "residualIncomeRequired")).toHaveText("$889");
  await expectNoAxeViolations(page, "how much house VA, desktop");
  await shoot(page, "calc-house-va-1280");

  await page.setViewportSize(PHONE);
  await page.goto(LINK_A);
  await expectOutputs(page, { maxHomePrice: EXPECTED_A.maxHomePrice });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  await expectNoAxeViolations(page, "how much house, phone");
  await shoot(page, "calc-house-375");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the server renders a shared link's results, and the GET form recalculates", async ({
    page,
  }) => {
    await page.goto(LINK_A);
    await expectOutputs(page, EXPECTED_A);
    // Switch to FHA with B's numbers by the plain form: the server answers the GET.
    await field(page, "monthlyIncome").fill("6000");
    await field(page, "monthlyDebts").fill("500");
    await field(page, "downPayment").fill("15000");
    await field(page, "propertyTaxPercent").fill("1.2");
    await field(page, "homeInsurance").fill("1200");
    await field(page, "creditScore").fill("640");
    await field(page, "loanType").selectOption("fha");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/loanType=fha/);
    expect(Math.abs((await dollarsOf(page, "maxHomePrice")) - 237_411)).toBeLessThanOrEqual(3);
    await expect(out(page, "limitingRatio")).toHaveText("Front-end ratio (31%)");
    // (axe needs scripts in the page; the same markup is checked with JavaScript on above.)
  });
});
