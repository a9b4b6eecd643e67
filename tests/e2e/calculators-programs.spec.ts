import {
  box,
  expandSchedule,
  expectOutputs,
  field,
  openCalculator,
  out,
  shoot,
} from "./calculator-helpers";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test, watchConsole } from "./helpers";

/*
 * The mortgage payment calculator knows the loan program (issue 16 items 2 and 3): FHA, VA and
 * USDA fees financed into the loan, mortgage insurance that ends, opened from links with the
 * query names of DESIGN.md 5, changed with JavaScript and submitted without it.
 *
 * The server pins today to 2026-11-22 (APP_TODAY): the first payment is 12/2026. No taxes,
 * insurance or HOA, so the monthly payment is P&I + mortgage insurance. Expected values worked
 * by hand (Python decimal, the comments of app/lib/finance/mortgage-payment.test.ts), shown in
 * whole dollars, half-up:
 * A FHA, $300,000, 3.5 % down, 6.25 %, score 640: base $289,500; up-front MIP 1.75 % =
 *   $5,066.25; loan $294,566.25; P&I $1,813.70; annual MIP 0.55 % (ML 2023-05: > 15 years,
 *   LTV 96.5 % > 95 %) of the base loan's year-1 average balance $287,962.67 / 12 = $131.98;
 *   for the life of the loan (LTV > 90 %); 30 yearly premiums total $30,993.48
 * B FHA with 10 % down: 0.50 % for 11 years = 132 payments (12/2026 … 11/2037); 12/2037 is the
 *   first without; $13,678.56 in all; payment 132 carries $93.65
 * C VA, $350,000, nothing down, first use, 6 %: funding fee 2.15 % = $7,525; loan $357,525;
 *   P&I $2,143.54; no mortgage insurance
 * D USDA, $250,000, nothing down, 6.25 %: loan 250,000 ÷ 0.99 = $252,525.25 (fee $2,525.25);
 *   year-1 fee 0.35 % × $251,184.28 / 12 = $73.26; $17,204.04 over the loan
 * E Conventional, $300,000, 5 % down, 6.5 %, score 700: MGIC card 0.78 % × $285,000 / 12 =
 *   $185.25; the scheduled balance passes 80 % ($240,000) with payment 124 = 03/2037 and 78 %
 *   ($234,000) with payment 135 = 02/2038, so 134 payments carry PMI: $24,823.50
 */

const PAGE = "/calculators/mortgage-payment";
const BARE = "loanTermYears=30&propertyTax=0&homeInsurance=0&hoaDues=0&includePmi=on";
const LINK_A = `${PAGE}?homePrice=300000&downPayment=10500&interestRate=6.25&${BARE}&loanType=fha&creditScore=640`;
const LINK_B = `${PAGE}?homePrice=300000&downPayment=30000&interestRate=6.25&${BARE}&loanType=fha&creditScore=700`;
const LINK_C = `${PAGE}?homePrice=350000&downPayment=0&interestRate=6&${BARE}&loanType=va&vaFirstUse=yes&vaExempt=no`;
const LINK_D = `${PAGE}?homePrice=250000&downPayment=0&interestRate=6.25&${BARE}&loanType=usda`;
const LINK_E = `${PAGE}?homePrice=300000&downPayment=15000&interestRate=6.5&${BARE}&creditScore=700`;

const insuranceCells = (page: import("@playwright/test").Page) =>
  box(page).locator("tbody tr [data-insurance-cell]");

test.describe("mortgage payment calculator with a loan program", () => {
  test("FHA: the up-front MIP is financed and the annual MIP lasts for the life of the loan", async ({
    page,
  }) => {
    // A 360-row table and axe: slow on a busy machine.
    test.slow();
    const console = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await openCalculator(page, LINK_A);
    await expectOutputs(page, {
      baseLoanAmount: "$289,500",
      financedFee: "$5,066",
      totalLoanAmount: "$294,566",
      loanAmount: "$294,566",
      principalAndInterest: "$1,814",
      monthlyPmi: "$132",
      monthlyMortgageInsurance: "$132",
      mortgageInsuranceEnds: "Life of loan",
      totalMortgageInsurance: "$30,993",
      monthlyPayment: "$1,946",
    });
    // The schedule shows the MIP beside principal and interest, with every payment.
    await expect(box(page).locator("thead th").nth(5)).toHaveText("Mortgage insurance");
    await expect(insuranceCells(page).first()).toHaveText("$132");
    await expect(insuranceCells(page)).toHaveCount(12);
    await expandSchedule(page);
    await expect(insuranceCells(page)).toHaveCount(360);
    await expect(insuranceCells(page).last()).not.toHaveText("$0");
    await expectNoAxeViolations(page, "mortgage payment, FHA");
    expect(console.errors).toEqual([]);
  });

  test("FHA with 10 % down: MIP for 11 years, none from 12/2037; the total counts only those", async ({
    page,
  }) => {
    await openCalculator(page, LINK_B);
    await expectOutputs(page, {
      mortgageInsuranceEnds: "12/2037",
      totalMortgageInsurance: "$13,679",
      monthlyMortgageInsurance: "$112",
    });
    await expandSchedule(page);
    await expect(insuranceCells(page).nth(131)).toHaveText("$94");
    await expect(insuranceCells(page).nth(132)).toHaveText("$0");
  });

  test("VA and USDA: the funding fee and guarantee fee, and USDA's annual fee for life", async ({
    page,
  }) => {
    await openCalculator(page, LINK_C);
    await expectOutputs(page, {
      financedFee: "$7,525",
      totalLoanAmount: "$357,525",
      principalAndInterest: "$2,144",
      monthlyMortgageInsurance: "$0",
      mortgageInsuranceEnds: "None",
      totalMortgageInsurance: "$0",
    });
    await expect(box(page).locator("thead th")).not.toContainText(["Mortgage insurance"]);
    await expect(page.locator("[data-va-questions]")).toBeVisible();

    await openCalculator(page, LINK_D);
    await expectOutputs(page, {
      financedFee: "$2,525",
      totalLoanAmount: "$252,525",
      monthlyMortgageInsurance: "$73",
      mortgageInsuranceEnds: "Life of loan",
      totalMortgageInsurance: "$17,204",
    });
    await expect(page.locator("[data-va-questions]")).toBeHidden();
  });

  test("conventional PMI ends at 78 %: the 80 % request month and the end month", async ({
    page,
  }) => {
    await openCalculator(page, LINK_E);
    await expectOutputs(page, {
      monthlyMortgageInsurance: "$185",
      pmiRequestCancellation: "Mar 2037",
      pmiAutomaticTermination: "Feb 2038",
      mortgageInsuranceEnds: "02/2038",
      totalMortgageInsurance: "$24,824",
      financedFee: "$0",
    });
    // Payment 134 (01/2038) is the last with PMI.
    await expandSchedule(page);
    await expect(insuranceCells(page).nth(133)).toHaveText("$185");
    await expect(insuranceCells(page).nth(134)).toHaveText("$0");
  });

  test("choosing a program recalculates; the VA questions show only for VA; minimums refuse", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openCalculator(
      page,
      `${PAGE}?homePrice=300000&downPayment=9000&interestRate=6.5&${BARE}`,
    );
    // Conventional with 3 % down and no score: the spec's table, 1 % below 5 % down → $242.50.
    await expect(out(page, "monthlyPmi")).toHaveText("$243");
    await expect(page.locator("[data-va-questions]")).toBeHidden();

    // FHA at 3 % down is refused: 3.5 % of $300,000 = $10,500.
    await field(page, "loanType").selectOption("fha");
    await expect(page.locator("#mortgage-payment-downPayment-error")).toHaveText(
      "Error: An FHA loan needs at least 3.5% down with a credit score of 580 or more: $10,500 on this price.",
    );
    await expect(out(page, "monthlyPayment")).toHaveText("—");
    await expect(page).toHaveURL(/loanType=fha/);
    await expectNoAxeViolations(page, "mortgage payment, FHA refused");
    await shoot(page, "calc-programs-refused-1280");

    // A score below 500: FHA does not insure the loan.
    await field(page, "creditScore").fill("480");
    await expect(page.locator("#mortgage-payment-creditScore-error")).toHaveText(
      "Error: FHA loans need a credit score of at least 500.",
    );

    // VA: nothing down is fine; its questions appear and change the fee.
    await field(page, "loanType").selectOption("va");
    await expect(page.locator("[data-va-questions]")).toBeVisible();
    await field(page, "creditScore").fill("");
    // $291,000 base: first use with 3 % down → 2.15 % = $6,256.50.
    await expect(out(page, "financedFee")).toHaveText("$6,257");
    await field(page, "vaFirstUse").selectOption("no");
    // Later use: 3.3 % = $9,603.
    await expect(out(page, "financedFee")).toHaveText("$9,603");
    await field(page, "vaExempt").selectOption("yes");
    await expect(out(page, "financedFee")).toHaveText("$0");
    await expect(out(page, "totalLoanAmount")).toHaveText("$291,000");
  });

  test("screenshots at 375 and 1280 px", async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await openCalculator(page, LINK_A);
    await expect(out(page, "mortgageInsuranceEnds")).toHaveText("Life of loan");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page, "mortgage payment FHA, phone");
    await shoot(page, "calc-programs-fha-375");
    await page.setViewportSize(DESKTOP);
    await openCalculator(page, LINK_E);
    await shoot(page, "calc-programs-conventional-1280");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every program field shows and the GET form submits them", async ({ page }) => {
    await page.goto(`${PAGE}?homePrice=350000&downPayment=0&interestRate=6&${BARE}`);
    // Conventional with nothing down is refused (3 % = $10,500).
    await expect(page.locator("#mortgage-payment-downPayment-error")).toContainText(
      "A conventional loan needs at least 3% down: $10,500 on this price.",
    );
    // The VA questions are there without JavaScript.
    await expect(field(page, "vaFirstUse")).toBeVisible();
    await field(page, "loanType").selectOption("va");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/loanType=va/);
    // Reference C.
    await expectOutputs(page, {
      financedFee: "$7,525",
      totalLoanAmount: "$357,525",
      principalAndInterest: "$2,144",
      mortgageInsuranceEnds: "None",
    });
    await page.goto(LINK_B);
    await expectOutputs(page, {
      mortgageInsuranceEnds: "12/2037",
      totalMortgageInsurance: "$13,679",
    });
    // (axe runs in the page's JavaScript, so it is checked on the same page with JavaScript above.)
  });
});
