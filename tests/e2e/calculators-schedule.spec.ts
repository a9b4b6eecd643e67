import { readFileSync } from "node:fs";
import { buildSchedule } from "~/lib/finance/schedule";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { box, openCalculator } from "./calculator-helpers";
import { expect, test } from "./helpers";

/**
 * Issue 19: the server HTML holds only the first rows of the schedule (no page over 60 KB); the
 * browser computes the rest from the inputs, and without JavaScript plain links page through it.
 *
 * Hand-worked ($162,000 at 3.875 % for 30 years from 01/2025): r = 0.03875 / 12; payment =
 * 162000 × r / (1 − (1 + r)^−360) = 761.7838… → $761.78. Month 1: interest 162000 × r = 523.125
 * → $523.13, principal 761.78 − 523.13 = $238.65, balance $161,761.35. Month 2: interest
 * 161761.35 × r = 522.354… → $522.35, principal $239.43, balance $161,521.92. The last payment
 * clears the balance: $0.
 */
const LOAN =
  "loanAmount=162%2C000&loanTermYears=30&interestRate=3.875&startDate=01%2F2025&additionalPayment=0";
const URL = `/calculators/amortization?${LOAN}`;
const KB = 1024;

const rowTexts = (page: import("@playwright/test").Page) =>
  box(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")),
    );

test("the server sends the first year; with JavaScript the whole 360-row schedule appears", async ({
  page,
}) => {
  const html = await (await page.request.get(URL, { headers: { Accept: "text/html" } })).text();
  expect(Buffer.byteLength(html)).toBeLessThan(60 * KB);
  const schedule = html.slice(html.indexOf("data-schedule-box"));
  const tbody = schedule.slice(schedule.indexOf("<tbody"), schedule.indexOf("</tbody>"));
  expect(tbody.match(/<tr/g)).toHaveLength(12);

  await openCalculator(page, URL);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(box(page)).toHaveAttribute("data-state", "expanded");
  await expect(box(page).locator("tbody tr")).toHaveCount(360);
  await expect(page.locator("[data-schedule-pages]")).toHaveCount(0);
  const rows = await rowTexts(page);
  expect(rows[0]).toEqual(["1", "01/25", "$762", "$523", "$239", "$161,761"]);
  expect(rows[1]).toEqual(["2", "02/25", "$762", "$522", "$239", "$161,522"]);
  expect(rows[359]?.[0]).toBe("360");
  expect(rows[359]?.[1]).toBe("12/54");
  expect(rows[359]?.[5]).toBe("$0");
  // Every row is what the finance code gives for these inputs.
  const entries = buildSchedule({
    principalCents: 16_200_000,
    annualRatePercent: 3.875,
    termMonths: 360,
    start: { year: 2025, month: 1 },
  }).entries;
  expect(rows).toEqual(
    entries.map((e) => [
      String(e.number),
      e.displayDate,
      formatCentsAsCurrency(e.paymentCents),
      formatCentsAsCurrency(e.interestCents),
      formatCentsAsCurrency(e.principalCents + e.extraCents),
      formatCentsAsCurrency(e.balanceCents),
    ]),
  );

  // The CSV has every payment, in cents: the hand-worked first row and a last balance of 0.00.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: /Download the schedule/ }).click(),
  ]);
  const csv = readFileSync(await download.path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv).toHaveLength(361);
  expect(csv[1]).toBe("1,01/2025,761.78,523.13,238.65,161761.35");
  expect(csv[2]).toBe("2,02/2025,761.78,522.35,239.43,161521.92");
  expect(csv[360]?.endsWith(",0.00")).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a link leads to the rest of the schedule, five years a page", async ({ page }) => {
    await page.goto(URL);
    await expect(box(page).locator("tbody tr")).toHaveCount(12);
    await expect(page.locator("[data-schedule-pages]")).toContainText("Payments 1 to 12 of 360");
    await page.getByRole("link", { name: "Show the full schedule" }).click();
    await expect(page).toHaveURL(/schedule=monthly-all/);
    await expect(box(page)).toHaveAttribute("data-state", "expanded");
    await expect(box(page).locator("tbody tr")).toHaveCount(60);
    let rows = await rowTexts(page);
    expect(rows[0]).toEqual(["1", "01/25", "$762", "$523", "$239", "$161,761"]);
    const pages = page.getByRole("navigation", { name: "Schedule pages" });
    await expect(pages.getByRole("link")).toHaveCount(6);
    await expect(pages.getByRole("link", { name: "Years 1–5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pages.getByRole("link", { name: "Years 26–30" }).click();
    await expect(page).toHaveURL(/schedulePage=6/);
    // The inputs travel with the link: the same loan.
    await expect(page).toHaveURL(/interestRate=3\.875/);
    await expect(box(page).locator("tbody tr td").first()).toHaveText("301");
    rows = await rowTexts(page);
    expect(rows).toHaveLength(60);
    expect(rows[0]?.[0]).toBe("301");
    expect(rows[59]?.slice(0, 2)).toEqual(["360", "12/54"]);
    expect(rows[59]?.[5]).toBe("$0");
    await expect(page.locator("[data-schedule-pages]")).toContainText("Payments 301 to 360 of 360");
    const size = await page.evaluate(() => document.documentElement.outerHTML.length);
    expect(size).toBeLessThan(60 * KB);
  });
});
