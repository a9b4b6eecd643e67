import { type Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  settle,
  test,
  watchConsole,
} from "./helpers";

/**
 * The six simple calculators as a visitor uses them. Every expected figure is a hand-worked case
 * (the arithmetic is in the unit tests beside app/features/simple-calculators, and was checked
 * with an independent decimal calculation), never a number read back from the code.
 */
type Case = {
  id: string;
  path: string;
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  /** A value the form must refuse (browser validity), leaving the results as they were. */
  invalid: [string, string];
};

const CASES: Case[] = [
  {
    id: "affordability",
    path: "/calculators/affordability",
    // 28 % × 8,000 = 2,240; 36 % × 8,000 − 1,000 = 1,880 (smaller); PV of 1,880 × 360 at 7 %/12
    inputs: {
      "monthly-income": "8000",
      "monthly-debt": "1000",
      "interest-rate": "7",
      "loan-length": "30",
    },
    outputs: { "affordable-loan-amount": "$282,578.23" },
    invalid: ["interest-rate", "31"],
  },
  {
    id: "income-requirement",
    path: "/calculators/income-requirement",
    // P&I 1,498.88 + 250 + 100 = 1,848.88; + 550 debts = 2,398.88 / 0.36 × 12 = 79,962.67 → $79,962
    inputs: {
      "loan-amount": "250000",
      "loan-length": "30",
      "interest-rate": "6",
      "property-tax": "3000",
      "mortgage-insurance": "1200",
      "auto-loans": "300",
      "credit-cards": "50",
      "student-loans": "200",
      "alimony-child-support": "0",
      "other-loan-payments": "0",
    },
    outputs: { "required-income": "$79,962" },
    invalid: ["loan-amount", ""],
  },
  {
    id: "monthly-payment",
    path: "/calculators/monthly-payment",
    // $300,000 at 7 % for 30 years = 1,995.91; 4,800 / 12 = 400; 1,800 / 12 = 150
    inputs: {
      "loan-mount": "300000",
      "loan-length": "30",
      "interest-rate": "7",
      "property-tax": "4800",
      "home-insurance": "1800",
    },
    outputs: {
      "monthly-payment": "$1,995.91",
      "monthly-tax": "$400.00",
      "monthly-insurance": "$150.00",
      "monthly-total": "$2,545.91",
    },
    invalid: ["loan-length", "0"],
  },
  {
    id: "qualifying-income",
    path: "/calculators/qualifying-income",
    // housing 1,500 + 300 + 100 = 1,900 / 0.28 × 12 = 81,428.57 (> 2,300 / 0.36 × 12) → $81,428
    inputs: {
      "mortgage-principal-interest": "1500",
      "property-tax": "3600",
      "home-insurance": "1200",
      "other-loan-payments": "400",
    },
    outputs: { "qualifying-income": "$81,428" },
    invalid: ["other-loan-payments", "12.345"],
  },
  {
    id: "pay-more",
    path: "/calculators/pay-more",
    // $200,000 at 6 % for 30 years = 1,199.10; with $200 more, paid off in 252 months instead of 360
    inputs: {
      loan_amount: "200000",
      loan_length: "30",
      interest_rate: "6",
      additional_monthly_payment: "200",
    },
    outputs: {
      original_monthly_payment: "$1,199.10",
      total_without: "$431,677.04",
      new_monthly_payment: "$1,399.10",
      total_with: "$351,876.18",
      savings: "$79,800.86",
      time_savings: "9 years",
    },
    invalid: ["additional_monthly_payment", "-50"],
  },
];

/** $300,000 at 6.5 % for 30 years: down payment and P&I for each row (payment = loan × 0.00632068). */
const DOWN_PAYMENT_ROWS: [string, string, string][] = [
  ["0", "$0.00", "$1,896.20"],
  ["1", "$3,000.00", "$1,877.24"],
  ["3", "$9,000.00", "$1,839.32"],
  ["5", "$15,000.00", "$1,801.39"],
  ["10", "$30,000.00", "$1,706.58"],
  ["15", "$45,000.00", "$1,611.77"],
  ["20", "$60,000.00", "$1,516.96"],
];

async function outputsOf(page: Page, names: string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of names)
    result[name] = (await page.locator(`[data-output="${name}"]`).textContent())?.trim() ?? "";
  return result;
}

function queryOf(inputs: Record<string, string>): string {
  return new URLSearchParams(inputs).toString();
}

for (const c of CASES) {
  test(`${c.id}: the button calculates in place, an invalid form writes nothing`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto(c.path);
    const form = `form[data-calculator="${c.id}"]`;
    await expect(page.locator(form)).toHaveAttribute("method", "get");
    const button = page.locator(`button[type="submit"][data-calculator="${c.id}"]`);
    await expect(button).toHaveText("Calculate");

    // A marker that a full page load would wipe out: the calculator must not reload the page.
    await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    for (const [name, value] of Object.entries(c.inputs)) {
      await page.locator(`${form} input[name="${name}"]`).fill(value);
    }
    await button.click();
    await expect.poll(() => outputsOf(page, Object.keys(c.outputs))).toEqual(c.outputs);
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    // The address bar now holds a shareable link with every input.
    const url = new URL(page.url());
    for (const [name, value] of Object.entries(c.inputs))
      expect(url.searchParams.get(name)).toBe(value);

    // An invalid value: the browser refuses the form, nothing is recalculated or rewritten.
    const [badName, badValue] = c.invalid;
    const bad = page.locator(`${form} input[name="${badName}"]`);
    await bad.fill(badValue);
    expect(await bad.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await button.click();
    // The browser's refusal moves focus to the invalid field; a calculation would have rewritten
    // the address in the same click.
    await expect(bad).toBeFocused();
    expect(await outputsOf(page, Object.keys(c.outputs))).toEqual(c.outputs);
    expect(page.url()).toBe(url.href);

    await settle(page);
    await expectNoAxeViolations(page, c.path);
    expect(console.errors).toEqual([]);
  });
}

test("down payment: one row per percent with the down payment and the monthly payment", async ({
  page,
}) => {
  await page.goto("/calculators/down-payment");
  const form = 'form[data-calculator="down-payment"]';
  await page.locator(`${form} input[name="loan_amount"]`).fill("300000");
  await page.locator(`${form} input[name="loan_length"]`).fill("30");
  await page.locator(`${form} input[name="interest_rate"]`).fill("6.5");
  await page.locator('button[type="submit"][data-calculator="down-payment"]').click();
  await expect(page.locator('tr[data-percent="20"] [data-output="monthly_payment"]')).toHaveText(
    "$1,516.96",
  );
  const rows = page.locator("tr[data-percent]");
  await expect(rows).toHaveCount(7);
  for (const [percent, down, payment] of DOWN_PAYMENT_ROWS) {
    const row = page.locator(`tr[data-percent="${percent}"]`);
    await expect(row.locator('[data-output="down_payment"]')).toHaveText(down);
    await expect(row.locator('[data-output="monthly_payment"]')).toHaveText(payment);
  }
  // A rate with 4 decimals fails the step check: the table keeps its numbers.
  await page.locator(`${form} input[name="interest_rate"]`).fill("6.1234");
  await page.locator('button[type="submit"][data-calculator="down-payment"]').click();
  await expect(page.locator(`${form} input[name="interest_rate"]`)).toBeFocused();
  await expect(page.locator('tr[data-percent="20"] [data-output="monthly_payment"]')).toHaveText(
    "$1,516.96",
  );
  await settle(page);
  await expectNoAxeViolations(page, "down payment");
});

test("pay more: time saved reads in years and months, singular", async ({ page }) => {
  // $36,000 at 0 % for 3 years: $1,000 a month. $600 more → 36,000 / 1,600 = 22.5 → 23 payments,
  // 13 months sooner; no interest at 0 %, so nothing saved.
  await page.goto(
    "/calculators/pay-more?loan_amount=36000&loan_length=3&interest_rate=0&additional_monthly_payment=600",
  );
  await expect(page.locator('[data-output="time_savings"]')).toHaveText("1 year and 1 month");
  await expect(page.locator('[data-output="savings"]')).toHaveText("$0.00");
});

test("on a phone, Calculate brings the results into view", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/calculators/affordability");
  const form = 'form[data-calculator="affordability"]';
  await page.locator(`${form} input[name="monthly-income"]`).fill("8000");
  await page.locator(`${form} input[name="monthly-debt"]`).fill("1000");
  await page.locator(`${form} input[name="interest-rate"]`).fill("7");
  await page.locator('button[type="submit"][data-calculator="affordability"]').click();
  await expect(page.locator('[data-output="affordable-loan-amount"]')).toHaveText("$282,578.23");
  await expect(page.locator('[data-output="affordable-loan-amount"]')).toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.id}: a link with the inputs shows the same results in the server HTML`, async ({
      page,
    }) => {
      await page.goto(`${c.path}?${queryOf(c.inputs)}`);
      expect(await outputsOf(page, Object.keys(c.outputs))).toEqual(c.outputs);
      for (const [name, value] of Object.entries(c.inputs)) {
        await expect(page.locator(`input[name="${name}"]`)).toHaveValue(value);
      }
    });
  }

  test("down payment: the rows come from the link", async ({ page }) => {
    await page.goto(
      "/calculators/down-payment?loan_amount=300000&loan_length=30&interest_rate=6.5",
    );
    for (const [percent, down, payment] of DOWN_PAYMENT_ROWS) {
      const row = page.locator(`tr[data-percent="${percent}"]`);
      await expect(row.locator('[data-output="down_payment"]')).toHaveText(down);
      await expect(row.locator('[data-output="monthly_payment"]')).toHaveText(payment);
    }
  });

  test("the form itself works: Calculate loads the page with the inputs in the address", async ({
    page,
  }) => {
    await page.goto("/calculators/monthly-payment");
    await page.locator('input[name="loan-mount"]').fill("300000");
    await page.locator('input[name="loan-length"]').fill("30");
    await page.locator('input[name="interest-rate"]').fill("7");
    await page.locator('input[name="property-tax"]').fill("4800");
    await page.locator('input[name="home-insurance"]').fill("1800");
    await page.locator('button[type="submit"][data-calculator="monthly-payment"]').click();
    await page.waitForURL(/loan-mount=300000/);
    await expect(page.locator('[data-output="monthly-total"]')).toHaveText("$2,545.91");
  });

  test("a link with a value the form would refuse shows no result", async ({ page }) => {
    await page.goto(
      "/calculators/affordability?monthly-income=8000&monthly-debt=1000&interest-rate=45&loan-length=30",
    );
    await expect(page.locator("[data-output]")).toHaveCount(0);
    await expect(page.locator('input[name="interest-rate"]')).toHaveValue("45");
  });
});

const PAGES = [
  ...CASES.map((c) => ({ id: c.id, path: c.path })),
  { id: "down-payment", path: "/calculators/down-payment" },
];

for (const { id, path } of PAGES) {
  test(`${id}: screenshots at 375 and 1280 px, assumptions shown`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "What this estimate assumes" })).toBeVisible();
    // Labels say whether an amount is monthly or yearly.
    const labels = await page.locator(`form[data-calculator="${id}"] label`).allTextContents();
    for (const label of labels.filter((l) =>
      /tax|insurance|income|debt|loans|support|cards|principal|extra/i.test(l),
    )) {
      expect(label).toMatch(/per month|per year/);
    }
    await expectNoAxeViolations(page, `${path} at 375 px`);
    await screenshot(page, `calc-${id}-375`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `calc-${id}-1280`);
  });
}
