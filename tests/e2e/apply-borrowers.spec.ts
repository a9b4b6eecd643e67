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
  // Two debts, and one rental property with its mortgage (and no other property).
  liabilities: {
    has_debts: "yes",
    debts: [
      {
        debt_type: "revolving",
        company: "Chase",
        account_ending: "0423",
        balance: "1,234.56",
        monthly_payment: "45",
        paid_off: "no",
      },
      {
        debt_type: "installment",
        company: "Toyota Financial",
        account_ending: "7781",
        balance: "14,200",
        monthly_payment: "389",
        paid_off: "no",
      },
    ],
  },
  real_estate: {
    owns_real_estate: "yes",
    reo_street: "12 Elm St",
    reo_city: "Portland",
    reo_state: "OR",
    reo_zip: "97204",
    reo_value: "410,000",
    reo_status: "retained",
    reo_occupancy: "investment",
    reo_monthly_costs: "350",
    reo_has_rent: "yes",
    reo_rental_income: "2,100",
    reo_has_mortgage: "yes",
    reo_mortgages: [
      {
        creditor: "Wells Fargo",
        account_ending: "9911",
        monthly_payment: "1,480.20",
        balance: "265,000",
        paid_off: "no",
        loan_type: "conventional",
        credit_limit: "",
      },
    ],
    another_property: "no",
  },
};

/** URLA 2 to 4 with one property owned (urla/finances.ts). */
const FINANCES = [
  "assets",
  "other_assets",
  "liabilities",
  "other_liabilities",
  "real_estate",
  "new_loans",
  "loan_program",
];

/** URLA 5, 7, 8, Form 1103 and 6 of one borrower (urla/declarations.ts). */
const DECLARATIONS = [
  "declarations",
  "declarations_finances",
  "military_service",
  "demographics",
  "language_preference",
  "homeownership_education",
  "acknowledgments",
];

test.describe("a joint application", () => {
  test.use({ viewport: PHONE });

  // The path, by hand: the property, then the borrower's URLA 1 with both histories, then the
  // co-borrower's block (living with the borrower, 3 years in their job: no history steps), URLA
  // 2-4 with one property, then URLA 5-8 for each borrower, then the consents.
  const PATHS = {
    purchase: [
      "home_in_mind",
      "property_address",
      "property_type",
      "property_use",
      "purchase_price",
      "first_time_buyer",
      "credit_score",
    ],
    refinance: [
      "refinance_address",
      "property_type",
      "property_use",
      "approximate_value",
      "current_loan",
      "refinance_goal",
      "credit_score",
    ],
  } as const;

  for (const id of ["purchase", "refinance"] as const) {
    test(`${id}: two borrowers, two jobs and two addresses in two years, two debts and a rental, to form_received`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const form = getForm(id)!;
      await page.goto(`/apply/${id}`);
      // The refinanced home is a rental here, so the borrower's own address is asked.
      const persona: Persona =
        id === "refinance" ? { ...JOINT, property_use: { property_use: "investment" } } : JOINT;
      const visited = await walkPage(page, form, {
        persona,
        beforeAnswer: async (slug) => {
          if (URLA_1.has(slotOf(slug).base)) await expectNoAxeViolations(page, `${id}/${slug}`);
        },
        afterAnswer: async (slug, n) => {
          if (!URLA_1.has(slotOf(slug).base)) return;
          const name = `joint-${id}-${String(n).padStart(2, "0")}-${slug}`;
          await screenshot(page, `${name}-375`);
          await page.setViewportSize(DESKTOP);
          await screenshot(page, `${name}-1280`);
          await page.setViewportSize(PHONE);
        },
      });
      expect(visited).toEqual([
        ...PATHS[id],
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
        ...FINANCES,
        ...DECLARATIONS,
        ...DECLARATIONS.map((slug) => `borrower2_${slug}`),
        "review_and_consent",
      ]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Thank you. We have your application.",
      );
      await expectNoAxeViolations(page, `${id}/form_received`);
    });
  }

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
