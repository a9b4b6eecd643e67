import { expect, test } from "vitest";
import { getForm } from "~/lib/application/forms";
import { sealedFieldSizes } from "./padding.server";

test("every encrypted field of every form has a bucket its longest legal value fits in", () => {
  const sizes = Object.fromEntries(sealedFieldSizes(getForm("purchase")!));
  expect(sizes).toEqual({
    base_income: 64,
    overtime_income: 64,
    bonus_income: 64,
    commission_income: 64,
    other_income_source: 64,
    other_income: 64,
    date_of_birth: 64,
    ethnicity: 64,
    // All six options chosen: ["american_indian_or_alaska_native","asian",...] is 150 bytes.
    race: 192,
    sex: 64,
    ssn: 64,
  });
  // The largest legal money value: $90,000,000,000.00 in cents, and an SSN, as stored (JSON).
  expect(JSON.stringify(9_000_000_000_000).length + 2).toBeLessThanOrEqual(64);
  for (const id of ["refinance", "short-purchase", "short-refinance"]) {
    for (const size of sealedFieldSizes(getForm(id)!).values()) expect(size % 64).toBe(0);
  }
});
