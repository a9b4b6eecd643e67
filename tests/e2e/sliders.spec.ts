import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  settle,
  test,
  waitForHydration,
  watchConsole,
} from "./helpers";

/**
 * Price and percentage sliders beside the simple calculators' fields (spec 2, spec 9). Expected
 * payments are worked by hand: the monthly principal and interest of a loan L at rate R for 30
 * years is L × r(1+r)^360 / ((1+r)^360 − 1), r = R/1200, computed with 40-digit decimals:
 *   6.5 %:   244,000 → 1,542.2460 (shown $1,542.25)
 *   6.375 %: 240,000 → 1,497.2878 (shown $1,497.29)
 */
const PATH = "/calculators/down-payment?loan_amount=300000&loan_length=30&interest_rate=6.5";
const FORM = 'form[data-calculator="down-payment"]';
const ROW20 = 'tr[data-percent="20"]';

test.describe("down payment sliders", () => {
  test.use({ viewport: DESKTOP });

  test("the keyboard moves the price slider, the field and the results", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(PATH);
    await waitForHydration(page);
    const price = page.getByRole("slider", {
      name: "Home price (before any down payment), slider",
    });
    const field = page.locator(`${FORM} input[name="loan_amount"]`);
    await expect(price).toHaveValue("300000");
    await expect(price).toHaveAttribute("aria-valuetext", "$300,000");

    // One step right: $5,000 more. 20 % of 305,000 = 61,000; the loan 244,000 pays 1,542.25.
    await price.focus();
    await page.keyboard.press("ArrowRight");
    await expect(field).toHaveValue("305000");
    await expect(price).toHaveAttribute("aria-valuetext", "$305,000");
    await expect(page.locator(`${ROW20} [data-output="down_payment"]`)).toHaveText("$61,000.00");
    await expect(page.locator(`${ROW20} [data-output="monthly_payment"]`)).toHaveText("$1,542.25");
    await expect.poll(() => new URL(page.url()).searchParams.get("loan_amount")).toBe("305000");

    // Page Up moves further than one step; Home and End go to the slider's ends.
    await page.keyboard.press("PageUp");
    expect(Number(await field.inputValue())).toBeGreaterThan(310_000);
    await page.keyboard.press("Home");
    await expect(field).toHaveValue("50000");
    await expect(page.locator(`${ROW20} [data-output="down_payment"]`)).toHaveText("$10,000.00");
    await page.keyboard.press("End");
    await expect(field).toHaveValue("2000000");
    await expect(price).toHaveAttribute("aria-valuetext", "$2,000,000");
    await expect(page.locator(`${ROW20} [data-output="down_payment"]`)).toHaveText("$400,000.00");
    expect(console.errors).toEqual([]);
  });

  test("the keyboard moves the rate slider in eighths of a point", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const rate = page.getByRole("slider", { name: "Interest rate (% per year), slider" });
    await expect(rate).toHaveAttribute("aria-valuetext", "6.5 percent");
    await rate.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator(`${FORM} input[name="interest_rate"]`)).toHaveValue("6.375");
    await expect(rate).toHaveAttribute("aria-valuetext", "6.375 percent");
    // 240,000 at 6.375 % for 30 years: 1,497.29.
    await expect(page.locator(`${ROW20} [data-output="monthly_payment"]`)).toHaveText("$1,497.29");
  });

  test("typing in the field moves the slider", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    const price = page.getByRole("slider", {
      name: "Home price (before any down payment), slider",
    });
    const field = page.locator(`${FORM} input[name="loan_amount"]`);
    await field.fill("450000");
    await expect(price).toHaveValue("450000");
    await expect(price).toHaveAttribute("aria-valuetext", "$450,000");
    // Beyond the slider's range the field keeps the value and the slider waits at its end.
    await field.fill("5000000");
    await expect(price).toHaveValue("2000000");
    await expect(field).toHaveValue("5000000");
    // Typing alone does not calculate (the button does): the 20 % row still shows $300,000's.
    await expect(page.locator(`${ROW20} [data-output="down_payment"]`)).toHaveText("$60,000.00");
  });

  test("passes axe with the sliders; screenshots at 375 and 1280 px", async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(page.getByRole("slider")).toHaveCount(2);
    await settle(page);
    await expectNoAxeViolations(page, "down payment with sliders");
    await screenshot(page, "sliders-down-payment-1280");
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectNoAxeViolations(page, "down payment with sliders, phone");
    await screenshot(page, "sliders-down-payment-375");
  });

  test("the other simple calculators have their sliders", async ({ page }) => {
    for (const [path, count] of [
      ["/calculators/affordability", 1],
      ["/calculators/monthly-payment", 2],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("slider")).toHaveCount(count);
    }
    // Monthly payment: a slider moves its field and recalculates without the button.
    const rate = page.getByRole("slider", { name: "Interest rate (% per year), slider" });
    await rate.focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.locator('input[name="interest-rate"]')).toHaveValue("6.625");
    await expect.poll(() => new URL(page.url()).searchParams.get("interest-rate")).toBe("6.625");
  });
});

test.describe("mortgage payment: down payment percent slider", () => {
  test.use({ viewport: DESKTOP });
  const MP = 'form[data-calculator="mortgage-payment"]';

  test("the slider and the linked amount follow each other both ways", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto("/calculators/mortgage-payment");
    await waitForHydration(page);
    const slider = page.getByRole("slider", { name: "Down payment percent, slider" });
    const amount = page.locator(`${MP} input[name="downPayment"]`);
    const percent = page.locator(`${MP} input[name="downPaymentPercent"]`);
    // The default $400,000 home with 10 % down.
    await expect(slider).toHaveValue("10");
    await expect(slider).toHaveAttribute("aria-valuetext", "10 percent, $40,000");

    // Typing the amount moves the percent and the slider: 80,000 / 400,000 = 20 %.
    await amount.fill("80,000");
    await expect(percent).toHaveValue("20");
    await expect(slider).toHaveValue("20");
    await expect(slider).toHaveAttribute("aria-valuetext", "20 percent, $80,000");

    // One step right: 20.5 % of 400,000 = 82,000; the loan 318,000 at 6.5 % for 30 years pays
    // 318,000 × r(1+r)^360 / ((1+r)^360 − 1), r = 0.065/12: 2,009.98 → shown "$2,010".
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(percent).toHaveValue("20.5");
    await expect(amount).toHaveValue("82,000");
    await expect(slider).toHaveAttribute("aria-valuetext", "20.5 percent, $82,000");
    await expect(page.locator('[data-output="principalAndInterest"]').first()).toHaveText("$2,010");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("downPaymentPercent"))
      .toBe("20.5");
    expect(console.errors).toEqual([]);
  });

  test("passes axe; screenshots at 375 and 1280 px", async ({ page }) => {
    // Two axe runs over a page with a 360-row amortization table.
    test.setTimeout(180_000);
    await page.goto("/calculators/mortgage-payment");
    await waitForHydration(page);
    const slider = page.getByRole("slider", { name: "Down payment percent, slider" });
    await expect(slider).toBeVisible();
    await settle(page);
    await expectNoAxeViolations(page, "mortgage payment with the slider");
    await slider.scrollIntoViewIfNeeded();
    await screenshot(page, "sliders-mortgage-payment-1280");
    await page.setViewportSize(PHONE);
    await settle(page);
    await expectNoAxeViolations(page, "mortgage payment with the slider, phone");
    await slider.scrollIntoViewIfNeeded();
    await screenshot(page, "sliders-mortgage-payment-375");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("no slider is shown and the field works as before", async ({ page }) => {
    await page.goto(PATH);
    // The sliders are in the HTML (so nothing moves when the script takes over) but not shown.
    await expect(page.locator('input[type="range"]:visible')).toHaveCount(0);
    await expect(page.locator('input[type="range"]').first()).toBeHidden();
    await page.locator(`${FORM} input[name="loan_amount"]`).fill("305000");
    await page.locator('button[type="submit"][data-calculator="down-payment"]').click();
    await expect(page).toHaveURL(/loan_amount=305000/);
    await expect(page.locator(`${ROW20} [data-output="monthly_payment"]`)).toHaveText("$1,542.25");
  });
});
