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
 * "What a loan really costs": the cash-to-close calculator and the refinance calculator's
 * closing-cost choices, used as a borrower would. The server pins today to 2026-11-22.
 *
 * Every expected value is worked by hand here (amounts in dollars, shown whole as on a Loan
 * Estimate, halves rounded up):
 *
 * CASH (the link below): $400,000 home, $40,000 down → loan 360,000 at 6.5 %, 30 years, closing
 * 12/15/2026 in California.
 *   A  origination 1 % × 360,000                          = 3,600
 *   B  appraisal 650 + credit report 75                   =   725
 *   C  title insurance 1,400 + settlement 700             = 2,100
 *   D  3,600 + 725 + 2,100                                = 6,425
 *   E  recording 150 + transfer tax 0.11 % × 400,000 = 440 → 590
 *   F  insurance 12 months 1,800 + prepaid interest:
 *        360,000 × 0.065 ÷ 365 = 64.1096 → 64.11 a day × 17 days (Dec 15-31) = 1,089.87
 *        1,800 + 1,089.87                              = 2,889.87 → $2,890
 *   G  insurance 1,800 ÷ 12 = 150 × 2 = 300; tax 4,800 ÷ 12 = 400 × 3 = 1,200 → 1,500
 *   H  0
 *   I  590 + 2,889.87 + 1,500 + 0                         = 4,979.87 → $4,980
 *   J  6,425 + 4,979.87 − lender credits 1,000            = 10,404.87 → $10,405
 *   Cash to close: 10,404.87 + 0 + 40,000 − 10,000 (deposit) + 0 − 3,000 (seller) + 0
 *                                                          = 37,404.87 → $37,405
 *   Monthly P&I: PMT(6.5 %/12, 360, 360,000) = 2,275.44 → $2,275
 *
 * CASH in Florida instead (same link, state switched): the rates become 0.7 % of the price and
 * 0.55 % of the loan: transfer 2,800, mortgage 1,980; E = 150 + 2,800 + 1,980 = 4,930;
 * I = 4,930 + 2,889.87 + 1,500 = 9,319.87; J = 6,425 + 9,319.87 − 1,000 = 14,744.87 → $14,745;
 * cash to close = 14,744.87 + 40,000 − 10,000 − 3,000 = 41,744.87 → $41,745.
 *
 * From the mortgage payment calculator ($300,000 home, $15,000 down, 6.5 %, 30 years, tax
 * $3,000 and insurance $1,200 a year): loan 285,000; PMT(6.5 %/12, 360, 285,000) = 1,801.39.
 *
 * REFINANCE (the "both" link of calculators-rich.spec.ts): $300,000 at 7.25 % for 30 years from
 * 12/2023, new $290,000 at 6 % for 30 years from 12/2026, $5,000 of closing costs.
 *   By hand: payments left on the current loan from 12/2026 = 360 − 36 = 324; the new loan has
 *   360 → 36 more = "3 years more". Rolled in, the new loan borrows 290,000 + 5,000 = 295,000 and
 *   nothing is paid in cash; its payment is PMT(6 %/12, 360, 295,000) = 1,768.67, so the monthly
 *   savings are 2,046.53 − 1,768.67 = 277.86. A break-even at payment k of a loan whose first
 *   payment is 12/2026 falls in the month 12/2026 + (k − 1).
 *   Interest totals and the total-cost break-even (first month where the current loan's interest
 *   minus the new loan's, added up month by month, reaches $5,000) from the Decimal model of
 *   calculators-rich.spec.ts, extended:
 *     def refi(o, n, costs, roll):   # o, n = (principal, rate, months, (year, month))
 *         Po, orows = sched(*o); Pn, nrows = sched(n[0] + (costs if roll else 0), *n[1:])
 *         rem = [r for r in orows if r[0] >= n[3]]; oi = {r[0]: r[1] for r in rem}; saved = 0
 *         for k, d in enumerate(sorted({r[0] for r in nrows + rem})):
 *             saved += oi.get(d, 0) - (nrows[k][1] if k < len(nrows) else 0)
 *             if saved >= costs: return k + 1
 *   Cash:      interest left on the current loan 372,454.16; new loan 335,928.59; break-even 17
 *              (the simple one is 17 too: 5,000 ÷ 307.83 = 16.2) → Apr 2028
 *   Rolled in: new loan interest 341,725.28; lifetime savings 372,454.16 − 341,725.28 = 30,728.88,
 *              after the costs 25,728.88; break-even 18 → May 2028
 *   15-year new loan (the "interest" link), cash: the payment rises (no simple break-even:
 *              "Never") but the total-cost break-even is month 16 → Mar 2028; 180 payments
 *              against 324 left = 144 fewer = "12 years fewer"; new loan interest 150,493.64.
 */

const CASH =
  "homePrice=400000&downPayment=40000&interestRate=6.5&loanTermYears=30&closingDate=12%2F15%2F2026&propertyState=CA&originationFeePercent=1&appraisalFee=650&creditReportFee=75&titleInsurance=1400&settlementFee=700&recordingFees=150&homeInsurance=1800&propertyTax=4800&insuranceEscrowMonths=2&propertyTaxEscrowMonths=3&otherFees=0&earnestMoney=10000&sellerCredits=3000&lenderCredits=1000";

const CASH_OUTPUTS = {
  originationCharges: "$3,600",
  servicesYouCannotShopFor: "$725",
  servicesYouCanShopFor: "$2,100",
  totalLoanCosts: "$6,425",
  transferTaxes: "$440",
  taxesAndOtherGovernmentFees: "$590",
  prepaidInterest: "$1,090",
  prepaids: "$2,890",
  insuranceEscrow: "$300",
  propertyTaxEscrow: "$1,200",
  initialEscrowPayment: "$1,500",
  otherCosts: "$0",
  totalOtherCosts: "$4,980",
  lenderCreditsApplied: "-$1,000",
  totalClosingCosts: "$10,405",
  closingCostsFinanced: "$0",
  downPaymentFromBorrower: "$40,000",
  deposit: "-$10,000",
  fundsForBorrower: "$0",
  sellerCreditsApplied: "-$3,000",
  adjustmentsAndOtherCredits: "$0",
  cashToClose: "$37,405",
  loanAmount: "$360,000",
  monthlyPrincipalAndInterest: "$2,275",
};

const REFI =
  "originalLoanAmount=300000&originalInterestRate=7.25&originalLoanTermYears=30&originalStartDate=12%2F2023&originalAdditionalPayment=0&newLoanAmount=290000&newInterestRate=6&newLoanTermYears=30&newStartDate=12%2F2026&newAdditionalPayment=0&closingCosts=5000";

const REFI_CASH = {
  originalPayment: "$2,047",
  newPayment: "$1,739",
  monthlySavings: "$308",
  lifetimeSavings: "$36,526",
  breakEvenMonth: "Apr 2028",
  netLifetimeSavings: "$31,526",
  cashClosingCosts: "$5,000",
  newLoanTotal: "$290,000",
  totalCostBreakEvenMonth: "Apr 2028",
  currentLoanInterestLeft: "$372,454",
  newLoanInterest: "$335,929",
  extraPaymentMonths: "3 years more",
};

const REFI_ROLLED = {
  originalPayment: "$2,047",
  newPayment: "$1,769",
  monthlySavings: "$278",
  lifetimeSavings: "$30,729",
  netLifetimeSavings: "$25,729",
  cashClosingCosts: "$0",
  newLoanTotal: "$295,000",
  breakEvenMonth: "May 2028",
  totalCostBreakEvenMonth: "May 2028",
  currentLoanInterestLeft: "$372,454",
  newLoanInterest: "$341,725",
  extraPaymentMonths: "3 years more",
  payoffDifference: "3 years later",
};

const out = (page: Page, name: string): Locator => page.locator(`[data-output="${name}"]`);
const field = (page: Page, name: string): Locator =>
  page.locator(`form[data-calculator] [name="${name}"]`);

async function expectOutputs(page: Page, expected: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(out(page, name), name).toHaveText(value);
  }
}

/** A full-page screenshot from the top, with the sticky header settled. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("body > header")).toHaveAttribute("data-scrolled", "false");
  await screenshot(page, name);
}

test.describe("cash to close calculator", () => {
  test("a shared link shows every section of the Loan Estimate's page 2, worked by hand", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/calculators/cash-to-close?${CASH}`);
    await expectOutputs(page, CASH_OUTPUTS);
    await expect(
      page.getByText("Prepaid interest ($64.11 per day for 17 days @ 6.5%)"),
    ).toBeVisible();
    await expect(field(page, "transferTaxRate")).toHaveValue("0.11");
    for (const heading of [
      "A. Origination Charges",
      "B. Services You Cannot Shop For",
      "C. Services You Can Shop For",
      "E. Taxes and Other Government Fees",
      "F. Prepaids",
      "G. Initial Escrow Payment at Closing",
      "H. Other",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("table", { name: "Calculating Cash to Close" })).toBeVisible();
    await expectNoAxeViolations(page, "cash to close");
    expect(console.errors).toEqual([]);
  });

  test("choosing another state puts in its tax rates and recalculates", async ({ page }) => {
    await page.goto(`/calculators/cash-to-close?${CASH}`);
    await field(page, "propertyState").selectOption("FL");
    await expect(field(page, "transferTaxRate")).toHaveValue("0.7");
    await expect(field(page, "mortgageTaxRate")).toHaveValue("0.55");
    await expectOutputs(page, {
      transferTaxes: "$2,800",
      mortgageTaxes: "$1,980",
      taxesAndOtherGovernmentFees: "$4,930",
      totalClosingCosts: "$14,745",
      cashToClose: "$41,745",
    });
    // The address bar holds a link that gives the same result.
    await expect(page).toHaveURL(/propertyState=FL/);
    await page.reload();
    await expect(out(page, "cashToClose")).toHaveText("$41,745");
  });

  test("a refused value shows its message beside the field and no result", async ({ page }) => {
    await page.goto(
      `/calculators/cash-to-close?${CASH.replace("originationFeePercent=1&", "originationFeePercent=150&")}`,
    );
    await expect(field(page, "originationFeePercent")).toHaveValue("150");
    await expect(page.locator("#cash-to-close-originationFeePercent-error")).toHaveText(
      "Error: Enter a percentage from 0 to 100, with up to 3 decimals.",
    );
    await expect(field(page, "originationFeePercent")).toHaveAttribute("aria-invalid", "true");
    await expect(out(page, "cashToClose")).toHaveText("—");
    await expect(page.getByText("Correct the origination fee to see your estimate.")).toBeVisible();
    // Typing a valid value brings the result back.
    await field(page, "originationFeePercent").fill("1");
    await expect(out(page, "cashToClose")).toHaveText("$37,405");
    await expectNoAxeViolations(page, "cash to close, refused value");
  });

  test("the mortgage payment calculator's result links here with its numbers", async ({ page }) => {
    await page.goto(
      "/calculators/mortgage-payment?homePrice=300000&loanTermYears=30&interestRate=6.5&downPayment=15000&downPaymentPercent=5&propertyTax=3000&propertyTaxPercent=1.053&homeInsurance=1200&hoaDues=0&includePmi=on",
    );
    await page
      .getByRole("link", { name: "Estimate your cash to close with these numbers" })
      .click();
    await expect(page).toHaveURL(/\/calculators\/cash-to-close\?homePrice=300000/);
    await expect(field(page, "homePrice")).toHaveValue("300,000");
    await expect(field(page, "downPayment")).toHaveValue("15,000");
    await expect(field(page, "propertyTax")).toHaveValue("3,000");
    await expectOutputs(page, { loanAmount: "$285,000", monthlyPrincipalAndInterest: "$1,801" });
  });

  test("listed on /calculators; screenshots at 375 and 1280 px", async ({ page }) => {
    await page.goto("/calculators");
    await expect(page.getByRole("link", { name: "Cash to close calculator" })).toHaveAttribute(
      "href",
      "/calculators/cash-to-close",
    );
    await page.setViewportSize(DESKTOP);
    await page.goto(`/calculators/cash-to-close?${CASH}`);
    await expect(out(page, "cashToClose")).toHaveText("$37,405");
    await shoot(page, "calc-cash-to-close-1280");
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(out(page, "cashToClose")).toHaveText("$37,405");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page, "cash to close, phone");
    await shoot(page, "calc-cash-to-close-375");
  });
});

test("the learning center's closing-cost and refinancing articles link to the calculators", async ({
  page,
}) => {
  await page.goto("/learn/closing-costs-loan-estimate-closing-disclosure");
  await page
    .locator("article")
    .getByRole("link", { name: "cash to close calculator" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calculators\/cash-to-close$/);
  await expect(out(page, "cashToClose")).not.toHaveText("—");
  await page.goto("/learn/refinancing-and-break-even");
  await page.getByText("What if I roll the closing costs into the new loan?").click();
  await page.locator('article a[href="/calculators/refinance?rollClosingCosts=1"]').click();
  await expect(page).toHaveURL(/rollClosingCosts=1/);
  await expect(field(page, "rollClosingCosts")).toBeChecked();
  await expect(out(page, "cashClosingCosts")).toHaveText("$0");
});

test.describe("refinance: closing costs in cash or in the loan", () => {
  test("a link without the new box gives the old results and the new ones beside them", async ({
    page,
  }) => {
    // axe over the refinance page's 360-row schedule takes a while on a busy machine.
    test.slow();
    const console = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/calculators/refinance?${REFI}`);
    await expectOutputs(page, REFI_CASH);
    await expect(field(page, "rollClosingCosts")).not.toBeChecked();
    // Ticking the box rolls the $5,000 into the loan and recalculates everything.
    await field(page, "rollClosingCosts").check();
    await expectOutputs(page, REFI_ROLLED);
    await expect(page).toHaveURL(/rollClosingCosts=1/);
    await expectNoAxeViolations(page, "refinance, costs rolled in");
    await shoot(page, "calc-refinance-rolled-1280");
    expect(console.errors).toEqual([]);
  });

  test("rolled in, on a phone: no sideways scroll, axe, screenshot", async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto(`/calculators/refinance?${REFI}&rollClosingCosts=1`);
    await expect(out(page, "newLoanTotal")).toHaveText("$295,000");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page, "refinance, phone");
    await shoot(page, "calc-refinance-rolled-375");
  });

  test("a shorter new term: no simple break-even, but the total cost breaks even", async ({
    page,
  }) => {
    await page.goto(
      `/calculators/refinance?${REFI.replace("newLoanTermYears=30", "newLoanTermYears=15")}`,
    );
    await expectOutputs(page, {
      breakEvenMonth: "Never",
      totalCostBreakEvenMonth: "Mar 2028",
      newLoanInterest: "$150,494",
      extraPaymentMonths: "12 years fewer",
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("cash to close: the server renders the results, and the form works by GET", async ({
    page,
  }) => {
    await page.goto(`/calculators/cash-to-close?${CASH}`);
    await expectOutputs(page, CASH_OUTPUTS);
    // A new state and Calculate: the server puts in that state's rates.
    await field(page, "propertyState").selectOption("FL");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/propertyState=FL/);
    await expect(field(page, "transferTaxRate")).toHaveValue("0.7");
    await expectOutputs(page, { totalClosingCosts: "$14,745", cashToClose: "$41,745" });
  });

  test("cash to close: a down payment above the price is refused with a message", async ({
    page,
  }) => {
    await page.goto(
      `/calculators/cash-to-close?${CASH.replace("downPayment=40000", "downPayment=450000")}`,
    );
    await expect(page.locator("#cash-to-close-downPayment-error")).toHaveText(
      "Error: The down payment can't be more than the home price.",
    );
    await expect(out(page, "cashToClose")).toHaveText("—");
  });

  test("refinance: a link with the costs rolled in renders the rolled results", async ({
    page,
  }) => {
    await page.goto(`/calculators/refinance?${REFI}&rollClosingCosts=1`);
    await expectOutputs(page, REFI_ROLLED);
    await expect(field(page, "rollClosingCosts")).toBeChecked();
    // Untick and Calculate: the form by GET pays the costs in cash again.
    await field(page, "rollClosingCosts").uncheck();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).not.toHaveURL(/rollClosingCosts/);
    await expectOutputs(page, REFI_CASH);
  });
});
