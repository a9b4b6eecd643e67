import { expect, test } from "vitest";
import { getForm } from "~/lib/application/forms";
import { sealedFieldSizes } from "./padding.server";

test("every encrypted field of every form has a bucket its longest legal value fits in", () => {
  const sizes = Object.fromEntries(sealedFieldSizes(getForm("purchase")!));
  // A group's longest answer is its most items, each its questions' longest answers
  // ({"name":value,...} per item, a comma between items, the brackets). By hand:
  // a job (other_jobs, previous_jobs): 2 + employer_name (15+2+1526: 254 characters × 6 + 2)
  // + position (10+2+1526) + self_employed (15+2+5: "yes") + monthly_income (16+2+32)
  // + years (7+2+32) + months (8+2+32) = 3238; 5 jobs: 5 × 3239 + 2 = 16197, +2 → 16256;
  // 10 jobs: 32392, +2 → 32448. A source of other income: 2 + source (8+2+22:
  // "separate_maintenance") + monthly_amount (16+2+32) = 84; 10 sources: 852, +2 → 896.
  // A free-text answer of up to 100 characters (a tribe, "other" origins, another language):
  // each character at most 6 bytes as JSON ("\u0000"), + 2 quotes = 602 → 640. The origins'
  // checkbox lists, every option chosen: Hispanic ["mexican","puerto_rican","cuban",
  // "other_hispanic_or_latino"] = 61 → 64; Asian (7 options) 84 → 128; Pacific Islander (4) 77 → 128.
  expect(sizes).toEqual({
    expected_rent: 64,
    investment_rent: 64,
    date_of_birth: 64,
    business_monthly_amount: 64,
    base_income: 64,
    overtime_income: 64,
    bonus_income: 64,
    commission_income: 64,
    other_jobs: 16256,
    previous_jobs: 32448,
    other_income_sources: 896,
    ssn: 64,
    reo_rental_income: 64,
    ethnicity: 64,
    hispanic_origin: 64,
    other_hispanic_origin: 640,
    // All six options chosen: ["american_indian_or_alaska_native","asian",...] is 150 bytes.
    race: 192,
    tribe: 640,
    asian_origin: 128,
    other_asian_race: 640,
    pacific_islander_origin: 128,
    other_pacific_islander_race: 640,
    sex: 64,
    language_preference: 64,
    language_other: 640,
  });
  // The largest legal money value: $90,000,000,000.00 in cents, and an SSN, as stored (JSON).
  expect(JSON.stringify(9_000_000_000_000).length + 2).toBeLessThanOrEqual(64);
  for (const id of ["refinance", "short-purchase", "short-refinance"]) {
    for (const size of sealedFieldSizes(getForm(id)!).values()) expect(size % 64).toBe(0);
  }
});
