import { slotOf } from "~/lib/application/borrowers";
import { getForm } from "~/lib/application/forms";
import type { Persona } from "~/lib/application/test-fixtures";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

/** The steps of URLA section 1 (issue 14), whoever they ask about. */
const URLA_1 = new Set([
  "credit_type",
  "personal_info",
  "contact_info",
  "current_address",
  "former_addresses",
  "mailing_address",
  "employment",
  "income",
  "additional_employment",
  "previous_employment",
  "other_income",
]);

/**
 * Two people buy a home together. The borrower has lived at their address for 1 year (the year
 * before, at another) and has had their job for 1 year (1 year 6 months before that at another):
 * 12 + 12 = 24 months of addresses, 12 + 18 = 30 months of work, both at least the two years
 * the URLA asks for. The co-borrower lives with them.
 */
const JOINT: Persona = {
  credit_type: { borrower_count: "2" },
  current_address: { years_at_address: "1", months_at_address: "0" },
  former_addresses: {
    former_addresses: [
      {
        former_street: "12 Elm St",
        former_city: "Salem",
        former_state: "OR",
        former_zip: "97301",
        housing_status: "rent",
        years: "1",
        months: "0",
      },
    ],
  },
  employment: {
    employment_status: "employed",
    employer_name: "Acme Corp",
    job_title: "Analyst",
    years_on_job: "1",
    months_on_job: "0",
  },
  previous_employment: {
    previous_jobs: [
      {
        employer_name: "Harbor Freight",
        position: "Clerk",
        self_employed: "no",
        monthly_income: "3,000",
        years: "1",
        months: "6",
      },
    ],
    gap_explanation: "",
  },
  borrower2_personal_info: { first_name: "Sam", last_name: "Lee", ssn: "219-09-9999" },
  borrower2_current_address: { same_address: "yes" },
};

test.describe("a joint purchase application", () => {
  test.use({ viewport: PHONE });

  test("two borrowers, two jobs and two addresses in two years, to form_received", async ({
    page,
  }) => {
    test.setTimeout(480_000);
    const form = getForm("purchase")!;
    await page.goto("/apply/purchase");
    const visited = await walkPage(page, form, {
      persona: JOINT,
      beforeAnswer: async (slug) => {
        if (URLA_1.has(slotOf(slug).base)) await expectNoAxeViolations(page, `purchase/${slug}`);
      },
      afterAnswer: async (slug, n) => {
        if (!URLA_1.has(slotOf(slug).base)) return;
        const name = `joint-${String(n).padStart(2, "0")}-${slug}`;
        await screenshot(page, `${name}-375`);
        await page.setViewportSize(DESKTOP);
        await screenshot(page, `${name}-1280`);
        await page.setViewportSize(PHONE);
      },
    });
    // The path, by hand: the property, then the borrower's URLA 1 with both histories, then
    // the co-borrower's block (3 years at the address and job: no history steps), then the rest.
    expect(visited).toEqual([
      "home_in_mind",
      "property_address",
      "property_type",
      "property_use",
      "purchase_price",
      "first_time_buyer",
      "credit_score",
      "credit_type",
      "personal_info",
      "contact_info",
      "current_address",
      "former_addresses",
      "mailing_address",
      "employment",
      "income",
      "additional_employment",
      "previous_employment",
      "other_income",
      "borrower2_personal_info",
      "borrower2_contact_info",
      "borrower2_current_address",
      "borrower2_mailing_address",
      "borrower2_employment",
      "borrower2_income",
      "borrower2_additional_employment",
      "borrower2_other_income",
      "assets",
      "declarations",
      "demographics",
      "review_and_consent",
    ]);
  });

  test("the history steps refuse a list short of two years, and say how far it gets", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const form = getForm("purchase")!;
    await page.goto("/apply/purchase");
    await walkPage(page, form, { persona: JOINT, stopAt: "former_addresses" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where did you live before?");
    await page.locator('[name="former_addresses[0][former_street]"]').fill("12 Elm St");
    await page.locator('[name="former_addresses[0][former_city]"]').fill("Salem");
    await page.locator('[name="former_addresses[0][former_state]"]').selectOption("OR");
    await page.locator('[name="former_addresses[0][former_zip]"]').fill("97301");
    await page.locator('[name="former_addresses[0][housing_status]"][value="own"]').check();
    await page.locator('[name="former_addresses[0][years]"]').fill("0");
    await page.locator('[name="former_addresses[0][months]"]').fill("6");
    await page.getByRole("button", { name: "NEXT" }).click();
    // The server's rule (it reads the 1 year at the current address): 12 + 6 = 18 months.
    await expect(page.locator("#field-former_addresses-error")).toContainText(
      "With your current address these add up to 1 year 6 months. Add the places you lived until they cover 2 years.",
    );
    await expectNoAxeViolations(page, "purchase/former_addresses refused");
    await screenshot(page, "joint-former-addresses-refused-375");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "joint-former-addresses-refused-1280");
  });
});
