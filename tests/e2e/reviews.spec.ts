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
 * The e2e server imports tests/fixtures/reviews.csv (23 reviews, none of them samples) before it
 * starts. Worked out by hand from that file:
 * - newest first by date: 20 (2026-10-20), 10, 19, 09, 18, 08, 17, 07, 16, 06 | 15, 05, 14, 04,
 *   23, 13, 03, 22, 12, 02 | 21, 11, 01, so pages of 10 hold 10, 10 and 3;
 * - ratings add up to 98 (42 + 42 + 14), and 98 / 23 = 4.26 → 4.3.
 */
const PAGE_1 = ["20", "10", "19", "09", "18", "08", "17", "07", "16", "06"].map(
  (n) => `Test review ${n}`,
);
const PAGE_2 = ["15", "05", "14", "04", "23", "13", "03", "22", "12", "02"].map(
  (n) => `Test review ${n}`,
);
const PAGE_3 = ["21", "11", "01"].map((n) => `Test review ${n}`);

const items = (page: Page) => page.locator("ol > li[data-review]");
const titles = (page: Page) => items(page).locator("h3").allTextContents();
const loadMore = (page: Page) =>
  page.getByRole("button", { name: /Load more reviews|Loading reviews|No more reviews/ });

test("newest first, 10 a page, with the average, the count and AggregateRating markup", async ({
  page,
}) => {
  await page.goto("/reviews");
  expect(await titles(page)).toEqual(PAGE_1);
  await expect(page.locator("[data-review-average]")).toHaveAttribute("data-review-average", "4.3");
  await expect(page.locator("[data-review-count]")).toContainText("Average of 23 reviews");
  // Stars have a text alternative.
  await expect(items(page).first().getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(page.getByRole("img", { name: "4.3 out of 5 stars" })).toBeVisible();
  // Dates are shown in words, from the date alone (no time zone shift).
  await expect(items(page).first().locator("time")).toHaveText("October 20, 2026");

  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const rating = ld
    .map((t) => JSON.parse(t) as { aggregateRating?: Record<string, unknown> })
    .find((d) => d.aggregateRating);
  expect(rating?.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.3,
    reviewCount: 23,
    bestRating: 5,
    worstRating: 1,
  });
  // Production never shows the development samples.
  await expect(page.getByText("Sample review")).toHaveCount(0);
});

test("Load more: disabled while loading, 10 → 20 → 23, then a single space means no more", async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto("/reviews");
  const button = loadMore(page);
  await expect(button).toHaveText("Load more reviews");

  const requests: { url: string; marker: string | null }[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/reviews?page="))
      requests.push({ url: r.url(), marker: r.headers()["x-requested-with"] ?? null });
  });

  // Hold page 2 back to see the button while it loads.
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/reviews\?page=2$/, async (route) => {
    await gate;
    await route.continue();
  });
  await button.click();
  await expect(button).toHaveText("Loading reviews…");
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(items(page)).toHaveCount(20);
  await expect(button).toBeEnabled();
  await expect(button).toHaveText("Load more reviews");
  await page.unroute(/\/reviews\?page=2$/);

  await button.click();
  await expect(items(page)).toHaveCount(23);
  expect(await titles(page)).toEqual([...PAGE_1, ...PAGE_2, ...PAGE_3]);
  await expect(button).toBeEnabled();

  await button.click();
  await expect(button).toHaveText("No more reviews");
  await expect(button).toBeDisabled();
  await expect(items(page)).toHaveCount(23);
  // Pressing the exhausted button asks for nothing more.
  await button.click({ force: true });
  // A request made by that click would be reported before one the page makes afterwards.
  await page.evaluate(() => fetch("/healthz").then((r) => r.text()));

  expect(requests.map((r) => new URL(r.url).search)).toEqual(["?page=2", "?page=3", "?page=4"]);
  expect(requests.every((r) => r.marker === "XMLHttpRequest")).toBe(true);
  await settle(page);
  await expectNoAxeViolations(page, "/reviews after loading every page");
  expect(console.errors).toEqual([]);
});

test("a failed load is ignored silently and the same page is asked for again", async ({ page }) => {
  await page.goto("/reviews");
  const button = loadMore(page);
  await expect(button).toHaveText("Load more reviews");
  await page.route(/\/reviews\?page=2$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: "text/html",
      body: "<li data-review='x'><h3>Server error page</h3></li>",
    }),
  );
  await button.click();
  await expect(button).toBeEnabled();
  await expect(button).toHaveText("Load more reviews");
  await expect(items(page)).toHaveCount(10);
  await expect(page.getByText("Server error page")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A network failure is ignored the same way.
  await page.unroute(/\/reviews\?page=2$/);
  await page.route(/\/reviews\?page=2$/, (route) => route.abort("failed"));
  await button.click();
  await expect(button).toBeEnabled();
  await expect(items(page)).toHaveCount(10);

  // The counter did not move: the next press asks for page 2 again and it works.
  await page.unroute(/\/reviews\?page=2$/);
  const next = page.waitForRequest(/\/reviews\?page=\d+$/);
  await button.click();
  expect(new URL((await next).url()).search).toBe("?page=2");
  await expect(items(page)).toHaveCount(20);
  expect((await titles(page)).slice(10)).toEqual(PAGE_2);
});

test("screenshots at 375 and 1280 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/reviews");
  await expect(loadMore(page)).toHaveText("Load more reviews");
  await expectNoAxeViolations(page, "/reviews at 375 px");
  await screenshot(page, "reviews-375");
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, "/reviews at 1280 px");
  await screenshot(page, "reviews-1280");
  // A later page, with its link back to the newest reviews.
  await page.goto("/reviews?page=2");
  expect(await titles(page)).toEqual(PAGE_2);
  await expect(page.getByRole("link", { name: "Newer reviews" })).toBeVisible();
  await expectNoAxeViolations(page, "/reviews?page=2");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("plain next and previous page links", async ({ page }) => {
    await page.goto("/reviews");
    expect(await titles(page)).toEqual(PAGE_1);
    await page.getByRole("link", { name: "Older reviews" }).click();
    await page.waitForURL(/\/reviews\?page=2$/);
    expect(await titles(page)).toEqual(PAGE_2);
    await page.getByRole("link", { name: "Older reviews" }).click();
    await page.waitForURL(/\/reviews\?page=3$/);
    expect(await titles(page)).toEqual(PAGE_3);
    await expect(page.getByRole("link", { name: "Older reviews" })).toHaveCount(0);
    await page.getByRole("link", { name: "Newer reviews" }).click();
    await page.waitForURL(/\/reviews\?page=2$/);
    expect(await titles(page)).toEqual(PAGE_2);
  });

  test("a page number that is not a whole number from 1 shows the first page", async ({ page }) => {
    for (const bad of ["abc", "0", "-1", "2.5"]) {
      await page.goto(`/reviews?page=${bad}`);
      expect(await titles(page)).toEqual(PAGE_1);
    }
  });
});
