/**
 * Issue 14: the borrower's URLA sections 5, 7, 8, the Supplemental Consumer Information Form and
 * section 6, answered through the real pages: follow-ups appear only when they apply, the HMDA
 * subcategories only under their category, and axe finds nothing on any of the new steps.
 */
import { type Page } from "@playwright/test";
import { getForm } from "~/lib/application/forms";
import { currentSlug, walkPage } from "../support/page-walk";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  waitForHydration,
} from "./helpers";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

async function next(page: Page, from: string): Promise<void> {
  await page.getByRole("button", { name: /^(NEXT|SUBMIT)$/ }).click();
  await expect.poll(() => currentSlug(page), { timeout: 30_000 }).not.toBe(from);
}

/** The radio of a question (a fieldset named by its legend) with the given label. */
function choice(page: Page, question: RegExp, answer: string) {
  return page.getByRole("group", { name: question }).getByLabel(answer, { exact: true });
}

async function check(page: Page, slug: string, width: number): Promise<void> {
  await screenshot(page, `urla-c-${width}-${slug}`);
  await expectNoAxeViolations(page, slug);
}

for (const [width, viewport] of [
  [375, PHONE],
  [1280, DESKTOP],
] as const) {
  test(`purchase at ${width} px: declarations with ownership and bankruptcy follow-ups, military, demographics with subcategories`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.goto("/apply/purchase");
    await walkPage(page, purchase, { stopAt: "declarations" });
    expect(await currentSlug(page)).toBe("declarations");
    await waitForHydration(page);

    // 5a: the three-year question appears with Yes to living there; its type and title with Yes.
    const ownership = page.getByRole("group", { name: /owned all or part of another property/ });
    const propertyType = page.getByRole("combobox", { name: "What type of property was it?" });
    const amount = page.getByLabel("How much money is that?");
    await expect(ownership).toBeHidden();
    await choice(page, /primary residence/, "Yes").check();
    await expect(ownership).toBeVisible();
    await expect(propertyType).toBeHidden();
    await choice(page, /owned all or part of another property/, "Yes").check();
    await expect(propertyType).toBeVisible();
    await propertyType.selectOption("fha_secondary");
    await page
      .getByRole("combobox", { name: "How did you hold title to it?" })
      .selectOption("joint_spouse");
    await choice(page, /related to the seller/, "No").check();
    await expect(amount).toBeHidden();
    await choice(page, /borrowing money for this loan/, "Yes").check();
    await amount.fill("4,000");
    for (const q of [/mortgage on another property/, /new credit/, /lien that gets paid before/]) {
      await choice(page, q, "No").check();
    }
    await check(page, "declarations", width);
    await next(page, "declarations");

    // 5b: the chapters appear with Yes to bankruptcy, and are required then.
    expect(await currentSlug(page)).toBe("declarations_finances");
    const chapters = page.getByRole("group", { name: /Which type of bankruptcy/ });
    for (const q of [
      /co-signer or guarantor/,
      /unpaid court judgments/,
      /federal government/,
      /party to a lawsuit/,
      /deed in lieu/,
      /short sale/,
      /foreclosed on/,
    ]) {
      await choice(page, q, "No").check();
    }
    await expect(chapters).toBeHidden();
    await choice(page, /declared bankruptcy/, "Yes").check();
    await expect(chapters).toBeVisible();
    await page.getByRole("button", { name: "NEXT" }).click();
    await expect(page.locator("#field-bankruptcy_types-error")).toHaveText(
      /Choose the type of bankruptcy\./,
    );
    await chapters.getByLabel("Chapter 13").check();
    await check(page, "declarations_finances", width);
    await next(page, "declarations_finances");

    // 7: statuses with Yes; the projected end date only for active duty.
    expect(await currentSlug(page)).toBe("military_service");
    const end = page.getByRole("textbox", { name: /projected to end/ });
    await choice(page, /ever serve/, "Yes").check();
    await page.getByLabel("Retired, discharged or separated from service").check();
    await expect(end).toBeHidden();
    await page.getByLabel("Serving on active duty now").check();
    await expect(end).toBeVisible();
    await end.fill("09/2027");
    await check(page, "military_service", width);
    await next(page, "military_service");

    // 8: subcategories under their category, "Other" text under "Other"; decline stands alone.
    expect(await currentSlug(page)).toBe("demographics");
    const asian = page.getByRole("group", { name: /^Asian: which groups/ });
    const otherAsian = page.getByRole("textbox", { name: "Other Asian race (optional)" });
    const hispanic = page.getByRole("group", { name: /^Hispanic or Latino: which origin/ });
    const ethnicity = page.getByRole("group", { name: /^Ethnicity/ });
    const race = page.getByRole("group", { name: /^Race/ });
    await expect(asian).toBeHidden();
    await expect(hispanic).toBeHidden();
    await ethnicity.getByLabel("I do not wish to provide this information").check();
    await ethnicity.getByLabel("Hispanic or Latino", { exact: true }).check();
    await expect(
      ethnicity.getByLabel("I do not wish to provide this information"),
    ).not.toBeChecked();
    await expect(hispanic).toBeVisible();
    await hispanic.getByLabel("Puerto Rican").check();
    await hispanic.getByLabel("Other Hispanic or Latino").check();
    await page
      .getByRole("textbox", { name: "Other Hispanic or Latino origin (optional)" })
      .fill("Dominican");
    await race.getByLabel("Asian", { exact: true }).check();
    await expect(asian).toBeVisible();
    await expect(otherAsian).toBeHidden();
    await asian.getByLabel("Korean").check();
    await asian.getByLabel("Other Asian").check();
    await otherAsian.fill("Hmong");
    await race.getByLabel("American Indian or Alaska Native").check();
    await page
      .getByRole("textbox", { name: "Name of enrolled or principal tribe (optional)" })
      .fill("Navajo Nation");
    // Unticking "Asian" hides its list and the "Other Asian" text under it.
    await race.getByLabel("Asian", { exact: true }).uncheck();
    await expect(asian).toBeHidden();
    await expect(otherAsian).toBeHidden();
    await race.getByLabel("Asian", { exact: true }).check();
    await expect(otherAsian).toBeVisible();
    await page.getByRole("group", { name: /^Sex/ }).getByLabel("Female").check();
    await check(page, "demographics", width);
    const body = page.waitForRequest((r) => r.method() === "PATCH");
    await next(page, "demographics");
    expect(JSON.parse((await body).postData() ?? "{}")).toMatchObject({
      ethnicity: ["hispanic_or_latino"],
      hispanic_origin: ["puerto_rican", "other_hispanic_or_latino"],
      other_hispanic_origin: "Dominican",
      race: expect.arrayContaining(["asian", "american_indian_or_alaska_native"]) as unknown,
      asian_origin: ["korean", "other_asian"],
      other_asian_race: "Hmong",
      tribe: "Navajo Nation",
      sex: ["female"],
    });

    // Form 1103: language "Other" asks which; counseling details only on Yes.
    expect(await currentSlug(page)).toBe("language_preference");
    const which = page.getByLabel("Which language?");
    await expect(which).toBeHidden();
    await page.getByLabel("Other", { exact: true }).check();
    await which.fill("Haitian Creole");
    await check(page, "language_preference", width);
    await next(page, "language_preference");

    expect(await currentSlug(page)).toBe("homeownership_education");
    const agency = page.getByLabel("Name of the housing counseling agency or counseling provider");
    await choice(page, /homeownership education/, "No").check();
    await expect(agency).toBeHidden();
    await choice(page, /housing counseling \(one-on-one/, "Yes").check();
    await expect(agency).toBeVisible();
    await page
      .getByRole("group", { name: "How was the counseling given?" })
      .getByLabel("By telephone")
      .check();
    await agency.fill("Portland Housing Center");
    await page
      .getByRole("textbox", { name: "Date the counseling was completed (MM/DD/YYYY)" })
      .fill("03/10/2026");
    await check(page, "homeownership_education", width);
    await next(page, "homeownership_education");

    expect(await currentSlug(page)).toBe("acknowledgments");
    await expect(
      page.getByRole("link", { name: /Read the Acknowledgments and Agreements/ }),
    ).toHaveAttribute("href", "/acknowledgments");
    await page.getByLabel(/I've read and agree to the Acknowledgments/).check();
    await check(page, "acknowledgments", width);
    await next(page, "acknowledgments");
    expect(await currentSlug(page)).toBe("review_and_consent");
  });
}

test("the refinance asks no seller question and still reaches form_received (1280 px)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await page.goto("/apply/refinance");
  await walkPage(page, refinance, { stopAt: "declarations" });
  await expect(page.getByText(/related to the seller/)).toHaveCount(0);
  const visited = await walkPage(page, refinance);
  expect(visited).toContain("acknowledgments");
});

test("the acknowledgments page gives URLA section 6 in full (375 px)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/acknowledgments");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Acknowledgments and agreements of the loan application",
  );
  for (const heading of [
    "1. The complete information for this application",
    "2. The property's security",
    "3. The property's appraisal, value and condition",
    "4. Electronic records and signatures",
    "5. Delinquency",
    "6. Authorization for use and sharing of information",
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await screenshot(page, "urla-c-375-acknowledgments-page");
  await expectNoAxeViolations(page, "/acknowledgments");
});
