import { type Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
import type { FormId } from "~/lib/application/types";
import { currentSlug, walkPage } from "../support/page-walk";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  watchConsole,
} from "./helpers";

/** Personal details typed in these tests: none may show up in analytics, storage or URLs. */
const PII = [
  "pat@example.com",
  "5035550142",
  "(503) 555-0142",
  "123-45-6789",
  "123456789",
  "04/15/1985",
  "1985-04-15",
  "Acme Corp",
];

/** Answers every step up to form_received, or up to (not including) the step `stopAt`. */
async function completeFlow(
  page: Page,
  formId: FormId,
  options: { axe?: boolean; shots?: string; stopAt?: string } = {},
) {
  // The full forms walk 27+ steps (six properties owned, urla/finances.ts), each checked by axe.
  test.setTimeout(480_000);
  const { axe, shots } = options;
  return walkPage(page, getForm(formId)!, {
    stopAt: options.stopAt,
    beforeAnswer: axe ? (slug) => expectNoAxeViolations(page, `${formId}/${slug}`) : undefined,
    afterAnswer: shots
      ? (slug, n) => screenshot(page, `${shots}-${String(n).padStart(2, "0")}-${slug}`)
      : undefined,
  });
}

test.describe("with JavaScript on a phone", () => {
  test.use({ viewport: PHONE });

  test("the full purchase application: every step, analytics without personal data, attribution sent", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __tracked: unknown[]; sessionTracking: unknown };
      w.__tracked = [];
      w.sessionTracking = { track: (p: unknown) => w.__tracked.push(p) };
    });
    const bodies: string[] = [];
    const urls: string[] = [];
    page.on("request", (req) => {
      urls.push(req.url());
      if (req.method() === "PATCH") bodies.push(req.postData() ?? "");
    });
    await page.goto("/?src=newsletter&isrc=email&end=agent-12");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("marketing-values")))
      .toContain("agent-12");
    await page.goto("/apply/purchase");
    const visited = await completeFlow(page, "purchase", {
      axe: true,
      shots: "apply-purchase-375",
    });
    expect(visited[0]).toBe("home_in_mind");
    expect(visited.at(-1)).toBe("review_and_consent");
    await screenshot(page, "apply-purchase-375-received");
    await expectNoAxeViolations(page, "form_received");

    // Attribution rides along with every step.
    expect(bodies).toHaveLength(visited.length);
    for (const body of bodies)
      expect(JSON.parse(body)).toMatchObject({
        source: "newsletter",
        internet_source: "email",
        endorser: "agent-12",
      });

    // One data-layer event per step load, start and completion flagged, never an answer.
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter(
        (e) => e.event === "application_step",
      ),
    );
    expect(events.map((e) => e.current_page)).toEqual([...visited, "form_received"]);
    expect(events[0]).toMatchObject({
      application_start: true,
      application_complete: false,
      product_type: "purchase",
      form_type: "full",
    });
    expect(events.at(-1)).toMatchObject({ application_start: false, application_complete: true });
    expect(Object.keys(events[0]!).sort()).toEqual([
      "application_complete",
      "application_start",
      "current_page",
      "event",
      "form_type",
      "product_type",
      "session_uuid",
    ]);
    const tracked = await page.evaluate(
      () => (window as unknown as { __tracked: unknown[] }).__tracked,
    );
    expect(tracked.length).toBe(events.length);

    const storage = await page.evaluate(
      () =>
        JSON.stringify({ ...sessionStorage }) +
        JSON.stringify({ ...localStorage }) +
        document.cookie,
    );
    const analytics = JSON.stringify(events) + JSON.stringify(tracked);
    for (const secret of PII) {
      expect(analytics).not.toContain(secret);
      expect(storage).not.toContain(secret);
      for (const url of urls) expect(decodeURIComponent(url)).not.toContain(secret);
    }
    // The e2e server has a Places key but there is no network: Google's script fails to load,
    // and the page carries on with the site's own ZIP data (spec 8). Nothing else may fail.
    expect(console.errors.filter((e) => !e.includes("https://maps.googleapis.com/"))).toEqual([]);
  });

  for (const formId of ["refinance", "short-purchase", "short-refinance"] as const) {
    test(`the ${formId} application to form_received`, async ({ page }) => {
      await page.goto(`/apply/${formId}`);
      const visited = await completeFlow(page, formId, { axe: true, shots: `apply-${formId}-375` });
      expect(visited[0]).toBe(getForm(formId)!.firstSlug);
    });
  }

  test("the E-SIGN and privacy consents link their documents in a new tab, keeping what was typed", async ({
    page,
    context,
  }) => {
    await page.goto("/apply/refinance");
    await completeFlow(page, "refinance", { stopAt: "review_and_consent" });
    await page.getByRole("textbox", { name: "Social Security number" }).fill("123-45-6789");

    const esign = page.getByRole("checkbox", {
      name: /receive my loan disclosures and documents electronically/,
    });
    await expect(esign).toHaveAccessibleDescription(
      /E-SIGN Act .* Read the E-SIGN disclosure \(opens in a new tab\)/,
    );
    const esignLink = page.getByRole("link", {
      name: "Read the E-SIGN disclosure (opens in a new tab)",
    });
    await expect(esignLink).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([context.waitForEvent("page"), esignLink.click()]);
    await expect(popup).toHaveURL(/\/esign$/);
    await expect(popup.getByRole("heading", { level: 1 })).toHaveText(
      "E-SIGN disclosure and consent",
    );
    for (const section of [
      "What your consent covers",
      "What you need",
      "Paper copies are free",
      "Withdrawing your consent",
    ]) {
      await expect(popup.getByRole("heading", { name: section })).toBeVisible();
    }
    await popup.close();

    const privacy = page.getByRole("checkbox", { name: /read the Privacy Notice/ });
    await expect(privacy).toHaveAccessibleDescription(
      "Read the Privacy Notice (opens in a new tab)",
    );
    const privacyLink = page.getByRole("link", {
      name: "Read the Privacy Notice (opens in a new tab)",
    });
    await expect(privacyLink).toHaveAttribute("href", "/privacy");
    await expect(privacyLink).toHaveAttribute("target", "_blank");

    // The borrower is still on the same step with the number they typed.
    expect(await currentSlug(page)).toBe("review_and_consent");
    await expect(page.getByRole("textbox", { name: "Social Security number" })).toHaveValue(
      "123-45-6789",
    );
    await expectNoAxeViolations(page, "review_and_consent with document links");
  });

  test("Back shows the previous step with its answers, and the progress bar follows", async ({
    page,
  }) => {
    await page.goto("/apply/purchase");
    await page.getByLabel("Not yet, I'm still looking").check();
    await page.getByLabel("In the next 3 months").check();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/\/apply\/purchase\/property_area$/);
    await expect(page.locator('[aria-current="step"]'))
      .toContainText("Your home", { useInnerText: true })
      .catch(() => undefined);
    await expect(page.locator('li[data-state="complete"]')).toHaveCount(1);
    await page.getByRole("link", { name: /previous step/ }).click();
    await expect(page).toHaveURL(/\/apply\/purchase\/home_in_mind$/);
    await expect(page.getByLabel("Not yet, I'm still looking")).toBeChecked();
    await expect(page.getByLabel("In the next 3 months")).toBeChecked();
    await expect(page.locator('li[data-state="complete"]')).toHaveCount(0);
  });

  test("a refused step shows what to fix, keeps what was typed, and sends nothing twice", async ({
    page,
  }) => {
    // The page's own check would stop this step before it is sent (client-validation.spec.ts);
    // without its rules (a download that failed) the server refuses it and the page shows why.
    await page.route(/\/client-rules-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/apply/short-purchase");
    await page.getByRole("button", { name: "NEXT" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Some answers need your attention");
    await expect(alert).toBeFocused();
    await screenshot(page, "apply-short-purchase-375-errors");
    await expectNoAxeViolations(page, "errors");
  });
});

test.describe("address help and double submits", () => {
  test.use({ viewport: PHONE });

  test("a ZIP code fills city and state from the site's own data; the area question suggests cities", async ({
    page,
  }) => {
    await page.goto("/apply/purchase");
    await page.getByLabel("Not yet, I'm still looking").check();
    await page.getByLabel("In the next 3 months").check();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/property_area$/);
    const city = page.locator('input[name="area_city"]');
    await city.pressSequentially("Portl");
    // The typing may have begun before the page's script ran: the suggestions still come.
    await expect(city).toHaveAttribute("list", /^cities-/);
    const listId = await city.getAttribute("list");
    await expect(
      page.locator(`datalist#${listId} option[value="Portland"]`).first(),
    ).toBeAttached();

    await page.goto("/apply/refinance");
    const zip = page.locator('input[name="property_zip"]');
    await zip.pressSequentially("97204");
    await expect(page.locator('input[name="property_city"]')).toHaveValue("Portland");
    await expect(page.locator('select[name="property_state"]')).toHaveValue("OR");
  });

  test("a ZIP code typed before the page's script has run still fills city and state", async ({
    context,
  }) => {
    // A page of its own: the shared page fixture waits for the scripts on every goto.
    const page = await context.newPage();
    // Hold every script until the ZIP code is typed: a slow phone on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/packs/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/apply/refinance", { waitUntil: "commit" });
    const zip = page.locator('input[name="property_zip"]');
    await zip.pressSequentially("97204");
    await expect(page.locator('input[name="property_city"]')).toHaveValue("");
    release();
    await expect(page.locator('input[name="property_city"]')).toHaveValue("Portland");
    await expect(page.locator('select[name="property_state"]')).toHaveValue("OR");
    await expect(zip).toHaveValue("97204");
  });

  test("city suggestions that arrive out of order: the list is the one for the latest text", async ({
    page,
  }) => {
    // The answer for "Po" is held back until after the one for "Portl" has arrived.
    let releaseShort = () => {};
    const shortHeld = new Promise<void>((resolve) => (releaseShort = resolve));
    let longAnswered = false;
    await page.route("**/api/places/cities?**", async (route) => {
      const q = new URL(route.request().url()).searchParams.get("q");
      if (q === "Po") await shortHeld;
      await route.continue();
      if (q === "Portl") {
        longAnswered = true;
        releaseShort();
      }
    });
    await page.goto("/apply/purchase");
    await page.getByLabel("Not yet, I'm still looking").check();
    await page.getByLabel("In the next 3 months").check();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/property_area$/);
    const city = page.locator('input[name="area_city"]');
    const lateShort = page.waitForResponse((r) => new URL(r.url()).searchParams.get("q") === "Po");
    await city.pressSequentially("Portl");
    await expect.poll(() => longAnswered).toBe(true);
    // Let the late "Po" answer land, then check it did not replace the list.
    await lateShort;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const listId = await city.getAttribute("list");
    const options = page.locator(`datalist#${listId} option`);
    await expect(options.first()).toBeAttached();
    for (const value of await options.evaluateAll((all) =>
      all.map((o) => (o as HTMLOptionElement).value),
    ))
      expect(value.toLowerCase()).toMatch(/^portl/);
  });

  test("with a Places key, the street field gets US-only Google suggestions that fill the address", async ({
    page,
  }) => {
    // A stand-in for Google's script (the e2e server has GOOGLE_PLACES_KEY set; there is no
    // network here): it records the options and lets the test choose a place.
    await page.route("https://maps.googleapis.com/maps/api/js**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.google = { maps: { places: { Autocomplete: class {
          constructor(input, options) { window.__places = { input: input.name, options }; }
          addListener(event, fn) { window.__choose = fn; }
          getPlace() { return { address_components: [
            { long_name: "200", short_name: "200", types: ["street_number"] },
            { long_name: "Southwest Market Street", short_name: "SW Market St", types: ["route"] },
            { long_name: "Portland", short_name: "Portland", types: ["locality", "political"] },
            { long_name: "Oregon", short_name: "OR", types: ["administrative_area_level_1", "political"] },
            { long_name: "97201", short_name: "97201", types: ["postal_code"] } ] }; }
        } } } };
        window.__placesReady();`,
      }),
    );
    await page.goto("/apply/refinance");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __places?: unknown }).__places))
      .toEqual({
        input: "property_street",
        options: {
          componentRestrictions: { country: ["us"] },
          types: ["address"],
          fields: ["address_components"],
        },
      });
    await page.evaluate(() => (window as unknown as { __choose: () => void }).__choose());
    await expect(page.locator('input[name="property_street"]')).toHaveValue(
      "200 Southwest Market Street",
    );
    await expect(page.locator('input[name="property_city"]')).toHaveValue("Portland");
    await expect(page.locator('select[name="property_state"]')).toHaveValue("OR");
    await expect(page.locator('input[name="property_zip"]')).toHaveValue("97201");
  });

  test("while a step is being sent, NEXT and the Enter key do not send it again", async ({
    page,
  }) => {
    await page.goto("/apply/short-refinance");
    const patches: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/apply/short-refinance/approximate_value", async (route) => {
      if (route.request().method() !== "PATCH") return route.continue();
      patches.push(route.request().postData() ?? "");
      await held;
      await route.continue();
    });
    await page.locator('select[name="property_state"]').selectOption("OR");
    const value = page.locator('input[name="home_value"]');
    await value.fill("450,000");
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page.locator("form[data-application-form]")).toHaveAttribute(
      "data-prevent-submit",
      "true",
    );
    await value.press("Enter");
    await page.getByRole("button", { name: "NEXT" }).click({ force: true });
    expect(patches).toHaveLength(1);
    release();
    await expect(page).toHaveURL(/loan_balance$/);
    expect(patches).toHaveLength(1);
  });

  test("each step load fires a page-load event", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __loads: string[] };
      w.__loads = [];
      document.addEventListener("application:page-load", (e) =>
        w.__loads.push((e as CustomEvent<{ current_page: string }>).detail.current_page),
      );
    });
    await page.goto("/apply/short-refinance");
    await page.locator('select[name="property_state"]').selectOption("OR");
    await page.locator('input[name="home_value"]').fill("450,000");
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page).toHaveURL(/loan_balance$/);
    await page.getByRole("link", { name: /previous step/ }).click();
    await expect(page).toHaveURL(/approximate_value$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __loads: string[] }).__loads))
      .toEqual(["approximate_value", "loan_balance", "approximate_value"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the full purchase application works as plain forms", async ({ page }) => {
    await page.goto("/apply/purchase");
    const visited = await completeFlow(page, "purchase");
    expect(visited.at(-1)).toBe("review_and_consent");
    await screenshot(page, "apply-purchase-nojs-received");
  });
});
