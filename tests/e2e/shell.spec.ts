import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

test("every page carries a CSRF token and the visitor cookie is locked down", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  // The 32-byte token masked with a fresh 32-byte pad for each response (BREACH, issue 13).
  expect(token).toMatch(/^[A-Za-z0-9_-]{86}$/);
  await page.reload();
  const again = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  expect(again).toMatch(/^[A-Za-z0-9_-]{86}$/);
  expect(again).not.toBe(token);
  const cookies = await context.cookies();
  const visitor = cookies.find((c) => c.name === "__Host-visitor");
  expect(visitor).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true, path: "/" });
  await expectNoAxeViolations(page, "home");
});

test("every same-origin request the page's script makes carries the CSRF header", async ({
  page,
}) => {
  const scripted: { url: string; token: string | undefined }[] = [];
  page.on("request", (req) => {
    if (!["fetch", "xhr"].includes(req.resourceType())) return;
    scripted.push({ url: req.url(), token: req.headers()["x-csrf-token"] });
  });
  await page.goto("/");
  // A client-side navigation (React Router's data request) and a reviews page load.
  await page
    .locator("main")
    .getByRole("link", { name: /mortgage calculators/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/calculators$/);
  await page.goto("/apply/short-purchase");
  await page.getByRole("textbox", { name: /ZIP/i }).first().fill("97204");
  await expect.poll(() => scripted.some((r) => r.url.includes("/api/places/zip/"))).toBe(true);
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const origin = new URL(page.url()).origin;
  const own = scripted.filter((r) => new URL(r.url).origin === origin);
  expect(own.length).toBeGreaterThanOrEqual(2);
  for (const request of own) expect(request.token, request.url).toMatch(/^[A-Za-z0-9_-]{86}$/);
  expect(own.at(-1)?.token).toBe(token);
});

test("the primary navigation moves what does not fit into More on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const more = page.getByRole("button", { name: "More" });
  await expect(more).toBeVisible();
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator("#more-menu");
  await expect(menu.getByRole("link").first()).toBeVisible();
  const inMenu = await menu.getByRole("link").count();
  const inRow = await page.locator("nav[aria-label=Main] li[data-nav-item]:not([hidden])").count();
  expect(inMenu + inRow).toBe(6);
  await screenshot(page, "shell-more-menu-375");
  await page.keyboard.press("Escape");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toBeFocused();
});

test("on a desktop every primary item fits and More stays hidden", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.locator("nav[aria-label=Main] li[data-nav-item]:not([hidden])")).toHaveCount(6);
  await expect(page.getByRole("button", { name: "More" })).toBeHidden();
  await screenshot(page, "shell-1280");
});

test.describe("the portal sign-in prompt", () => {
  test("opens on load from ?action=portal-signin, closes with Escape and shows a failed sign-in's answer as text", async ({
    page,
  }) => {
    const portal = "https://portal.example.test/cas-redirect/login";
    await page.route(portal, (route) =>
      route.fulfill({
        status: 401,
        contentType: "text/html",
        headers: {
          "Access-Control-Allow-Origin": new URL(page.url()).origin,
          "Access-Control-Allow-Credentials": "true",
        },
        body: "<html><body><h1>Sign-in failed</h1><p>Invalid username or password.</p><script>window.__portalRan = true</script></body></html>",
      }),
    );
    await page.goto("/learn?action=portal-signin");
    const dialog = page.getByRole("dialog", { name: "Sign in to your loan portal" });
    await expect(dialog).toBeVisible();
    await expect(page.getByLabel("Email or username")).toBeFocused();
    await expectNoAxeViolations(page, "sign-in modal");
    await screenshot(page, "signin-modal");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/learn$/);

    await page.goto("/?action=portal-signin");
    await page.getByLabel("Email or username").fill("pat");
    await page.getByLabel("Password", { exact: true }).fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(dialog.locator("[data-portal-answer]")).toHaveText(
      "Sign-in failed Invalid username or password.",
    );
    await expect(dialog.getByRole("textbox")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __portalRan?: boolean }).__portalRan),
    ).toBeUndefined();
  });

  test("a portal that cannot be reached gets plain next steps, and never the site's CSRF token", async ({
    page,
  }) => {
    const portal = "https://portal.example.test/cas-redirect/login";
    const sent: Record<string, string>[] = [];
    await page.route(portal, (route) => {
      sent.push(route.request().headers());
      return route.abort("connectionrefused");
    });
    await page.goto("/?action=portal-signin");
    const dialog = page.getByRole("dialog", { name: "Sign in to your loan portal" });
    await page.getByLabel("Email or username").fill("pat");
    await page.getByLabel("Password", { exact: true }).fill("secret");
    await page.getByRole("button", { name: "Sign in" }).click();
    const help = dialog.locator("[data-portal-unreachable]");
    await expect(help).toContainText("We couldn't reach the borrower portal from this page.");
    await expect(
      help.getByRole("link", { name: "sign in on the portal's own page" }),
    ).toHaveAttribute("href", portal);
    await expect(help.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toBeVisible();
    await expectNoAxeViolations(page, "sign-in unreachable");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.["x-csrf-token"]).toBeUndefined();
  });

  test("without JavaScript the sign-in form shows on load and posts to the portal", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/?action=portal-signin");
    const form = page.locator('form[action="https://portal.example.test/cas-redirect/login"]');
    await expect(form).toBeVisible();
    await expect(page.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
    await context.close();
  });
});
