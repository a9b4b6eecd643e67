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
 * Extra payments of every kind (issue "Calculators that know the loan", part 4): the yearly,
 * one-time and biweekly extras of the amortization and extra-payment calculators, opened from
 * links with the query names of DESIGN.md 5, typed with JavaScript and submitted without it.
 *
 * The server pins today to 2026-11-22 (APP_TODAY): the amortization calculator's recurring extras
 * start in 11/2026, or with a later first payment (decision 016).
 *
 * Expected numbers are independent of the app:
 * - Published: Jack Guttentag (The Mortgage Professor), Inman, 26 Nov 2007,
 *   https://www.inman.com/2007/11/26/biweekly-payment-programs-use-lenders-or-make-your-own/ :
 *   "a 30-year, 6 percent mortgage will pay off in 297 months if the biweekly payments are
 *   credited monthly" (294.5 if credited biweekly). Decision 016 credits monthly → 297.
 * - Hand-worked cases, in the tests' comments.
 * - The rest from a separate Python decimal model of the rules (its code is in
 *   app/lib/finance/schedule.test.ts), whole dollars half-up:
 *   A $400,000, 6 %, 30 y from 12/2026, biweekly: $2,398.20 a month; 297 payments, last Aug 2051;
 *     interest $368,788.99; extras 24 × $2,398.20 = $57,556.80 (the first with payment 12, 11/2027)
 *   B $200,000, 6.5 %, 30 y from 01/2027, $10,000 once in 06/2027, $2,000 every December:
 *     239 payments, last Nov 2046; interest $149,994.34; extras $48,000.00
 *   C $300,000, 6.5 %, 30 y from 12/2026 (the defaults), $1,000 every March and biweekly:
 *     266 payments, last Jan 2049; interest $267,136.72; extras $63,716.40
 *   D payoff calculator, $200,000, 6.5 %, 30 y from 01/2027, extras from 01/2027: $1,000 every
 *     March, $5,000 once in 06/2028, biweekly: standard $1,264.14 a month and $255,085.82
 *     interest over 360 payments; with the extras $156,661.01 over 243 (last Mar 2047), extras
 *     $50,282.80 → savings $98,424.81, 117 months = 9 years 9 months earlier
 */

const AMORTIZATION = "/calculators/amortization";
const EXTRA_PAYMENT = "/calculators/extra-payment";

const LINK_A =
  "loanAmount=400000&loanTermYears=30&interestRate=6&startDate=12%2F2026&additionalPayment=0&biweekly=1";
const LINK_B =
  "loanAmount=200000&loanTermYears=30&interestRate=6.5&startDate=01%2F2027&additionalPayment=0" +
  "&yearlyPayment=2000&yearlyPaymentMonth=12&oneTimePayment=10000&oneTimePaymentDate=06%2F2027";
const LINK_D =
  "loanAmount=200000&interestRate=6.5&loanTermYears=30&startDate=01%2F2027&extraStartDate=01%2F2027" +
  "&additionalPayment=0&yearlyPayment=1000&yearlyPaymentMonth=3&oneTimePayment=5000" +
  "&oneTimePaymentDate=06%2F2028&biweekly=1";

test.describe("amortization calculator", () => {
  test("biweekly from a link: the published 297 months, and the extra principal column", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await openCalculator(page, `${AMORTIZATION}?${LINK_A}`);
    await expect(field(page, "biweekly")).toBeChecked();
    await expectOutputs(page, {
      monthlyPayment: "$2,398",
      paymentCount: "297",
      payoffDate: "Aug 2051",
      loanDurationYears: "24.75 years",
      totalInterest: "$368,789",
      totalCost: "$768,789",
      totalExtraPayments: "$57,557",
    });
    // Half of $2,398.20 is $1,199.10 every two weeks, shown in whole dollars.
    await expect(page.getByText("Paid biweekly: $1,199 every two weeks")).toBeVisible();
    // The table shows the extra on its own: none until payment 12 (11/2027), then $2,398.20.
    const headers = box(page).locator("thead th");
    await expect(headers.nth(5)).toHaveText("Extra principal");
    const rows = box(page).locator("tbody tr");
    await expect(rows.nth(10).locator("[data-extra-cell]")).toHaveText("$0");
    await expect(rows.nth(11)).toContainText("11/27");
    await expect(rows.nth(11).locator("[data-extra-cell]")).toHaveText("$2,398");
    // The chart's data table: one row per year from 2026 to the payoff in 2051 (not to 2056),
    // where the remaining balance is $0.
    await expect(page.locator("[data-series]")).toHaveCount(3);
    await page.getByRole("button", { name: /Show the data as a table/ }).click();
    const chartTable = page.locator(".calculator-chart table");
    await expect(chartTable.locator("tbody tr")).toHaveCount(26);
    await expect(chartTable.locator("tbody tr").last()).toContainText("2051");
    await expect(chartTable.locator("tbody tr").last()).toContainText("$0");

    // The same loan without biweekly runs its 360 payments.
    await field(page, "biweekly").uncheck();
    await expect(out(page, "paymentCount")).toHaveText("360");
    await expect(out(page, "totalExtraPayments")).toHaveText("$0");
    await expect(page).not.toHaveURL(/biweekly/);
    await expect(headers).toHaveCount(6);
    expect(console.errors).toEqual([]);
  });

  test("a yearly and a one-time payment from a link (Python reference) and by hand", async ({
    page,
  }) => {
    await openCalculator(page, `${AMORTIZATION}?${LINK_B}`);
    await expect(field(page, "yearlyPaymentMonth")).toHaveValue("12");
    await expectOutputs(page, {
      monthlyPayment: "$1,264",
      paymentCount: "239",
      payoffDate: "Nov 2046",
      totalInterest: "$149,994",
      totalCost: "$349,994",
      totalExtraPayments: "$48,000",
    });
    await expect(page.locator("[data-summary]")).toContainText(
      "plus $2,000 every December and $10,000 once in Jun 2027",
    );

    // Hand-worked: $1,200 at 0 % for 1 year from 01/2027 is $100 a month. $300 once in 03/2027
    // and $200 every June: balances 1,100; 1,000; 600; 500; 400; 100; July pays the last $100
    // → 7 payments, payoff Jul 2027, $500 of extras, 7 / 12 = 0.58 years.
    await openCalculator(
      page,
      `${AMORTIZATION}?loanAmount=1200&loanTermYears=1&interestRate=0&startDate=01%2F2027&additionalPayment=0&yearlyPayment=200&yearlyPaymentMonth=6&oneTimePayment=300&oneTimePaymentDate=03%2F2027`,
    );
    await expectOutputs(page, {
      monthlyPayment: "$100",
      paymentCount: "7",
      payoffDate: "Jul 2027",
      totalInterest: "$0",
      totalCost: "$1,200",
      loanDurationYears: "0.58 years",
      totalExtraPayments: "$500",
    });
    const march = box(page).locator("tbody tr").nth(2);
    await expect(march).toContainText("03/27");
    await expect(march.locator("td")).toHaveText([
      "3",
      "03/27",
      "$400",
      "$0",
      "$100",
      "$300",
      "$600",
    ]);
  });

  test("typed with JavaScript: a yearly payment, its month and biweekly; the address follows", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openCalculator(page, AMORTIZATION);
    // The defaults have no extras, and the address carries none of the new names.
    await expect(out(page, "paymentCount")).toHaveText("360");
    await expect(out(page, "totalExtraPayments")).toHaveText("$0");
    await field(page, "yearlyPayment").fill("");
    await field(page, "yearlyPayment").pressSequentially("1000");
    await field(page, "yearlyPaymentMonth").selectOption({ label: "March" });
    await page.getByLabel("Pay every two weeks (biweekly)", { exact: true }).check();
    // Reference C.
    await expectOutputs(page, {
      monthlyPayment: "$1,896",
      paymentCount: "266",
      payoffDate: "Jan 2049",
      totalInterest: "$267,137",
      totalCost: "$567,137",
      loanDurationYears: "22.17 years",
      totalExtraPayments: "$63,716",
    });
    await expect(page).toHaveURL(
      /additionalPayment=0&yearlyPayment=1%2C000&yearlyPaymentMonth=3&biweekly=1$/,
    );
    await expectNoAxeViolations(page, "amortization with extras");
    expect(console.errors).toEqual([]);
  });

  test("a month that is not a month, and a one-time payment outside the loan, are refused beside the field", async ({
    page,
  }) => {
    // No result, so no table: page.goto itself waits for the page's JavaScript (helpers.ts).
    await page.goto(
      `${AMORTIZATION}?${LINK_B.replace("yearlyPaymentMonth=12", "yearlyPaymentMonth=13")}`,
    );
    const month = field(page, "yearlyPaymentMonth");
    // Shown as given (decision 013), marked invalid, the message tied to it; no result.
    await expect(month).toHaveValue("13");
    await expect(month).toHaveAttribute("aria-invalid", "true");
    const message = page.locator("#amortization-yearlyPaymentMonth-error");
    await expect(message).toHaveText("Error: Choose a month from January to December.");
    await expect(month).toHaveAttribute(
      "aria-describedby",
      /amortization-yearlyPaymentMonth-error/,
    );
    await expect(out(page, "monthlyPayment")).toHaveText("—");
    await expect(out(page, "totalExtraPayments")).toHaveText("—");
    await expect(page.locator("[data-summary]")).toContainText(
      "Correct the month of the yearly payment to see the schedule.",
    );
    await expect(box(page)).toHaveCount(0);
    await expectNoAxeViolations(page, "amortization, refused month");
    await shoot(page, "calc-extras-refused-month-1280");

    // Choosing a real month brings the results back.
    await month.selectOption({ label: "December" });
    await expect(out(page, "paymentCount")).toHaveText("239");
    await expect(message).toHaveCount(0);

    // A one-time payment before the first payment (01/2027) is refused with the loan's months.
    await page.goto(`${AMORTIZATION}?${LINK_B.replace("06%2F2027", "10%2F2026")}`);
    await expect(page.locator("#amortization-oneTimePaymentDate-error")).toHaveText(
      "Error: Enter a month of the loan, from 01/2027 to 12/2056.",
    );
    await expect(out(page, "paymentCount")).toHaveText("—");
  });

  test("screenshots at 375 and 1280 px with extras", async ({ page }) => {
    // Two page loads, a long table and axe: slow on a busy machine.
    test.slow();
    await page.setViewportSize(PHONE);
    await openCalculator(page, `${AMORTIZATION}?${LINK_B}&biweekly=1`);
    await expect(out(page, "totalExtraPayments")).not.toHaveText("—");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page, "amortization with extras, phone");
    await shoot(page, "calc-extras-amortization-375");
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(page.locator("[data-download-csv]")).toBeVisible();
    await expect(out(page, "totalExtraPayments")).not.toHaveText("—");
    await shoot(page, "calc-extras-amortization-1280");
  });
});

test.describe("extra payment calculator", () => {
  test("every kind of extra counts in the savings, the payoff, the chart and the table", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.setViewportSize(DESKTOP);
    await openCalculator(page, `${EXTRA_PAYMENT}?${LINK_D}`);
    await expectOutputs(page, {
      standardPayment: "$1,264",
      // The new monthly payment is the monthly one: yearly, one-time and biweekly are not in it.
      newPayment: "$1,264",
      interestSavings: "$98,425",
      paidOffEarlier: "9 yrs and 9 mos. earlier",
      newPayoffDate: "Mar 2047",
      totalExtraPayments: "$50,283",
    });
    await expect(page.locator('[data-series="Without extra payments"]')).toHaveCount(1);
    await expect(page.locator('[data-series="With extra payments"]')).toHaveCount(1);
    await expect(box(page).locator("thead th").nth(5)).toHaveText("Extra principal");
    // 243 monthly rows; March 2027 (row 3) carries the $1,000 yearly payment.
    await expandSchedule(page);
    await expect(box(page).locator("tbody tr")).toHaveCount(243);
    await expect(box(page).locator("tbody tr").nth(2).locator("[data-extra-cell]")).toHaveText(
      "$1,000",
    );
    await expectNoAxeViolations(page, "extra payment with extras");
    expect(console.errors).toEqual([]);
  });

  test("recurring extras wait for the extra start; a refused month shows its message", async ({
    page,
  }) => {
    // Hand-worked: $1,200 at 0 % for 1 year from 01/2027, extras from 05/2027, $300 every
    // March: the first March after the start is 03/2028, after the loan ends → nothing saved.
    // Every June instead: June 2027 pays 100 + 300 → 9 payments, 3 months earlier.
    const base = `${EXTRA_PAYMENT}?loanAmount=1200&interestRate=0&loanTermYears=1&startDate=01%2F2027&extraStartDate=05%2F2027&additionalPayment=0&yearlyPayment=300`;
    await openCalculator(page, `${base}&yearlyPaymentMonth=3`);
    await expect(out(page, "interestSavings")).toHaveText("$0");
    await expect(out(page, "totalExtraPayments")).toHaveText("$0");
    await expect(out(page, "paidOffEarlier")).toHaveText("0 yrs and 0 mos. earlier");
    await openCalculator(page, `${base}&yearlyPaymentMonth=6`);
    await expectOutputs(page, {
      paidOffEarlier: "0 yrs and 3 mos. earlier",
      newPayoffDate: "Sep 2027",
      totalExtraPayments: "$300",
    });

    await page.goto(`${base}&yearlyPaymentMonth=13`);
    await expect(page.locator("#extra-payment-yearlyPaymentMonth-error")).toHaveText(
      "Error: Choose a month from January to December.",
    );
    await expect(out(page, "interestSavings")).toHaveText("—");
    await expect(page.locator("[data-summary]")).toContainText("Correct the fields marked above");
    await expectNoAxeViolations(page, "extra payment, refused month");
  });

  test("screenshots at 375 and 1280 px with extras", async ({ page }) => {
    // Two page loads, a long table and axe: slow on a busy machine.
    test.slow();
    await page.setViewportSize(PHONE);
    await openCalculator(page, `${EXTRA_PAYMENT}?${LINK_D}`);
    await expect(out(page, "interestSavings")).toHaveText("$98,425");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await expectNoAxeViolations(page, "extra payment with extras, phone");
    await shoot(page, "calc-extras-extra-payment-375");
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await expect(page.locator("[data-download-csv]")).toBeVisible();
    await expect(out(page, "interestSavings")).toHaveText("$98,425");
    await shoot(page, "calc-extras-extra-payment-1280");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form submits the new fields and the server renders the same results", async ({
    page,
  }) => {
    await page.goto(
      `${EXTRA_PAYMENT}?loanAmount=200000&interestRate=6.5&loanTermYears=30&startDate=01%2F2027&extraStartDate=01%2F2027&additionalPayment=0`,
    );
    await expect(out(page, "interestSavings")).toHaveText("$0");
    await field(page, "yearlyPayment").fill("1000");
    await field(page, "yearlyPaymentMonth").selectOption("3");
    await field(page, "oneTimePayment").fill("5000");
    await field(page, "oneTimePaymentDate").fill("06/2028");
    await page.getByLabel("Pay every two weeks (biweekly)", { exact: true }).check();
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/yearlyPaymentMonth=3/);
    await expect(page).toHaveURL(/biweekly=1/);
    // Reference D.
    await expectOutputs(page, {
      interestSavings: "$98,425",
      paidOffEarlier: "9 yrs and 9 mos. earlier",
      totalExtraPayments: "$50,283",
    });

    await page.goto(`${AMORTIZATION}?${LINK_A}`);
    await expectOutputs(page, { paymentCount: "297", payoffDate: "Aug 2051" });
    await page.goto(`${AMORTIZATION}?${LINK_A}&yearlyPaymentMonth=13&yearlyPayment=100`);
    await expect(page.locator("#amortization-yearlyPaymentMonth-error")).toContainText(
      "Choose a month from January to December.",
    );
    await expect(out(page, "paymentCount")).toHaveText("—");
  });
});
