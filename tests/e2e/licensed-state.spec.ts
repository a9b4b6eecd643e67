import type { Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
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

// Issue 14 item 3: the lender's ten licensed states (app/config/lender.ts, copied by hand) and its
// phone number, as the refusal must name them.
const LICENSED =
  "Arizona, California, Colorado, Florida, Idaho, Nevada, Oregon, Texas, Utah and Washington";
const LENDER_PHONE = "(800) 555-0142";

const refinance = getForm("refinance")!;
const shortRefinance = getForm("short-refinance")!;

/** Counts the step submissions (PATCH) the page sends. */
function countPatches(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "PATCH") seen.count += 1;
  });
  return seen;
}

async function fillRefinanceAddress(page: Page, state: string): Promise<void> {
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Elm Street");
  await page.getByRole("textbox", { name: "City" }).fill("Albany");
  await page.getByRole("textbox", { name: "ZIP code" }).fill("12207");
  await page.getByRole("combobox", { name: "State" }).selectOption(state);
}

for (const [name, viewport] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`an unlicensed state is refused in the browser with the states and the phone (${name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const console = watchConsole(page);
    await page.goto("/apply/refinance");
    expect(await currentSlug(page)).toBe("refinance_address");
    // Before anything is chosen the borrower can read where we lend.
    await expect(page.getByText(`We lend on homes in ${LICENSED}.`)).toBeVisible();
    const patches = countPatches(page);
    await fillRefinanceAddress(page, "NY");
    const message = page.locator("#field-property_state-error");
    await expect(message).toContainText(`We can only make loans on homes in ${LICENSED}`);
    await expect(message).toContainText(LENDER_PHONE);
    await expect(page.getByRole("combobox", { name: "State" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await screenshot(page, `licensed-state-${name}-refused`);
    await expectNoAxeViolations(page, "the unlicensed-state message beside the state select");

    // NEXT sends nothing while the state is refused.
    await page.getByRole("button", { name: "NEXT" }).click();
    expect(await currentSlug(page)).toBe("refinance_address");
    expect(patches.count).toBe(0);

    // A licensed state clears the message and the step goes through.
    await page.getByRole("combobox", { name: "State" }).selectOption("OR");
    await expect(message).toHaveCount(0);
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect.poll(() => currentSlug(page)).toBe("property_type");
    expect(patches.count).toBe(1);
    // The e2e server configures a Places key, and this machine cannot reach Google.
    expect(console.errors.filter((e) => !e.includes("maps.googleapis.com"))).toEqual([]);
  });
}

test("the short refinance asks the home's state first, with the same rule (375 px)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/apply/short-refinance");
  expect(await currentSlug(page)).toBe("approximate_value");
  await page.getByRole("combobox", { name: "State the home is in" }).selectOption("Georgia");
  await expect(page.locator("#field-property_state-error")).toContainText(LENDER_PHONE);
  await screenshot(page, "licensed-state-375-short-refinance");
  await expectNoAxeViolations(page, "short refinance with the state refused");
  await page.getByRole("combobox", { name: "State the home is in" }).selectOption("Utah");
  await walkPage(page, shortRefinance, { stopAt: "loan_balance" });
  expect(await currentSlug(page)).toBe("loan_balance");
});

test("the refinance of a rental asks where the borrower lives; of a main home it does not (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/apply/refinance");
  await walkPage(page, refinance, {
    persona: { property_use: { property_use: "investment" } },
    stopAt: "current_address",
  });
  expect(await currentSlug(page)).toBe("current_address");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where do you live now?");
  await screenshot(page, "licensed-state-1280-current-address");
  await expectNoAxeViolations(page, "refinance current address");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the server refuses the state and draws the step again with the message (375 px)", async ({
    page,
  }) => {
    await page.goto("/apply/refinance/refinance_address");
    await fillRefinanceAddress(page, "NY");
    await page.getByRole("button", { name: "NEXT" }).click();
    expect(await currentSlug(page)).toBe("refinance_address");
    const message = page.locator("#field-property_state-error");
    await expect(message).toContainText(`We can only make loans on homes in ${LICENSED}`);
    await expect(message).toContainText(LENDER_PHONE);
    // What the borrower typed is still there.
    await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Albany");
    // (axe needs the page's JavaScript: the same step is checked with it above.)
    await screenshot(page, "licensed-state-375-no-js-refused");

    await page.getByRole("combobox", { name: "State" }).selectOption("WA");
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect.poll(() => currentSlug(page)).toBe("property_type");
  });
});
