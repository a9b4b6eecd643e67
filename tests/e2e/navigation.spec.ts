import { type Page } from "@playwright/test";
import {
  animationsFinished,
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  test,
  waitForHydration,
} from "./helpers";

const ARTICLE = "/learn/how-a-mortgage-works";

/** A marker on window survives client-side navigation and disappears with a full page load. */
async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
}
async function isSamePage(page: Page) {
  return page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
}
/** Adds a link to the article's rendered content, as markdown would produce it. */
async function addLink(page: Page, href: string, attributes: Record<string, string> = {}) {
  await page.evaluate(
    ({ href, attributes }) => {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = `test link ${href}`;
      for (const [k, v] of Object.entries(attributes)) a.setAttribute(k, v);
      document.querySelector(".article-body")!.prepend(a);
    },
    { href, attributes },
  );
  return page.getByRole("link", { name: `test link ${href}` });
}

test("same-origin links inside rendered content navigate without a full reload", async ({
  page,
}) => {
  await page.goto(ARTICLE);
  await mark(page);
  await page.locator('.article-body a[href="/learn/fha-loans"]').first().click();
  await expect(page).toHaveURL(/\/learn\/fha-loans$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FHA loans");
  expect(await isSamePage(page)).toBe(true);
});

test("links with an opt-out marker, a download attribute or a target load the browser's way", async ({
  page,
  context,
}) => {
  await page.goto(ARTICLE);
  await mark(page);
  await (await addLink(page, "/learn/va-loans", { "data-reload": "" })).click();
  await expect(page).toHaveURL(/\/learn\/va-loans$/);
  expect(await isSamePage(page)).toBe(false);
  // The links below are added to the new page's content, which must first be hydrated.
  await waitForHydration(page);

  await mark(page);
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    (await addLink(page, "/learn/usda-loans", { target: "_blank" })).click(),
  ]);
  await expect(popup).toHaveURL(/\/learn\/usda-loans$/);
  expect(await isSamePage(page)).toBe(true);
  await expect(page).toHaveURL(/\/learn\/va-loans$/);
  await popup.close();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (await addLink(page, "/robots.txt", { download: "robots.txt" })).click(),
  ]);
  expect(download.suggestedFilename()).toBe("robots.txt");
  expect(await isSamePage(page)).toBe(true);
});

test("a click with a modifier key opens the link in a new tab, not in place", async ({
  page,
  context,
}) => {
  await page.goto(ARTICLE);
  await mark(page);
  const link = page.locator('.article-body a[href="/learn/jumbo-loans"]').first();
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    link.click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(popup).toHaveURL(/\/learn\/jumbo-loans$/);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  expect(await isSamePage(page)).toBe(true);
});

test("a page fetch that fails on the network falls back to a full page load", async ({ page }) => {
  await page.goto(ARTICLE);
  await mark(page);
  await page.route("**/*.data*", (route) => route.abort("internetdisconnected"));
  await page.locator('.article-body a[href="/learn/fha-loans"]').first().click();
  await expect(page).toHaveURL(/\/learn\/fha-loans$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FHA loans");
  expect(await isSamePage(page)).toBe(false);
});

test("a page fetch still pending after 60 seconds becomes a full page load", async ({ page }) => {
  await page.clock.install();
  await page.goto(ARTICLE);
  await mark(page);
  await page.route("**/*.data*", () => undefined); // never answered
  await page.locator('.article-body a[href="/learn/va-loans"]').first().click();
  // The 60 s timer starts when React commits the "loading" state, which may come after the click
  // returns. The progress bar is set up in the same commit and appears 300 ms later, so once it is
  // visible the timer is running and has used at most a few seconds of its minute.
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(bar).toBeVisible({ timeout: 200 });
  }).toPass();
  await page.clock.runFor(50_000);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  expect(await isSamePage(page)).toBe(true);
  await page.clock.runFor(10_000);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VA loans");
  expect(await isSamePage(page)).toBe(false);
});

test("a progress bar shows while a slow navigation is under way", async ({ page }) => {
  await page.goto(ARTICLE);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.data*", async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeHidden();
  await page.locator('.article-body a[href="/learn/fha-loans"]').first().click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FHA loans");
  await expect(bar).toBeHidden();
});

test("another failing status shows the server's error page", async ({ page }) => {
  await page.goto(ARTICLE);
  await mark(page);
  await (await addLink(page, "/learn/no-such-article")).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/can.t find|not found/i);
  expect(await isSamePage(page)).toBe(true);
});

test("back and forward reuse up to 10 cached pages", async ({ page }) => {
  await page.goto("/learn");
  const slugs = await page
    .locator('main a[href^="/learn/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  expect(slugs.length).toBeGreaterThanOrEqual(12);
  const fetched: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith(".data")) fetched.push(url.pathname.replace(/\.data$/, ""));
  });
  // Visit 12 articles by clicking links in place: 12 page fetches, the last 10 kept.
  for (const slug of slugs.slice(0, 12)) {
    await addLinkAnywhere(page, slug);
    await page.getByRole("link", { name: `go ${slug}` }).click();
    await expect(page).toHaveURL(new RegExp(`${slug}$`));
  }
  expect(fetched).toEqual(slugs.slice(0, 12));
  fetched.length = 0;
  // Back through the 9 articles before the last: all from the cache.
  for (let i = 10; i >= 2; i--) {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${slugs[i]}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(fetched).toEqual([]);
  // Older than the last 10 pages: fetched again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${slugs[1]}$`));
  await expect.poll(() => fetched).toEqual([slugs[1]]);
});

async function addLinkAnywhere(page: Page, href: string) {
  await page.evaluate((href) => {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = `go ${href}`;
    document.querySelector("main")!.prepend(a);
  }, href);
}

test.describe("the header", () => {
  test("a shadow once scrolled; the sub-menu hides scrolling down and returns scrolling up", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(ARTICLE);
    const header = page.locator("header").first();
    const sub = page.getByRole("navigation", { name: "Popular calculators" });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(sub).toHaveAttribute("data-hidden", "true");
    await expect
      .poll(() => header.locator("> div").evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe("none");
    // Hiding the sub-menu slides it away without moving the page.
    const before = await page.locator("h1").evaluate((el) => el.getBoundingClientRect().top);
    await animationsFinished(header);
    expect(await page.locator("h1").evaluate((el) => el.getBoundingClientRect().top)).toBe(before);
    await page.mouse.wheel(0, -200);
    await expect(sub).toHaveAttribute("data-hidden", "false");
    await expect(sub).toBeInViewport();
    await expect.poll(() => sub.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ARTICLE);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expectNoAxeViolations(page, "article with skip link used");
  });

  test("in-page links scroll the target to 100 px below the top; Back to top goes to the top", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(ARTICLE);
    await (await addLink(page, "#a-worked-example")).click();
    await expect
      .poll(() =>
        page
          .locator("#a-worked-example")
          .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(100);
    await expect(page).toHaveURL(/#a-worked-example$/);
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
