import { expect, test } from "vitest";
import { nextSlug, pathFor, validateStep, visibleFields } from "../engine";
import { getForm, getStep } from "../forms";
import { TODAY, validInput, walk } from "../test-fixtures";
import * as S from "../steps";
import type { FormDef } from "../types";
import { MAX_PROPERTIES, realEstateSlug } from "./finances";

/** No earlier answers: these steps branch on their own answers only. */
const noEarlier = () => undefined;

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

const FINANCE_SLUGS = [
  "assets",
  "other_assets",
  "liabilities",
  "other_liabilities",
  ...Array.from({ length: MAX_PROPERTIES }, (_, i) => realEstateSlug(i + 1)),
  "new_loans",
  "loan_program",
];

/** The visited slugs from assets to declarations. */
function financePart(slugs: string[]): string[] {
  // After URLA 1 (the borrower's other_income, or the last co-borrower's), before URLA 5.
  return slugs.slice(slugs.indexOf("assets"), slugs.indexOf("declarations"));
}

const debt = (extra: Record<string, string> = {}) => ({
  debt_type: "revolving",
  company: "Chase",
  account_ending: "0423",
  balance: "1,234.56",
  monthly_payment: "45",
  paid_off: "no",
  ...extra,
});

function check(form: FormDef, slug: string, input: Record<string, unknown>) {
  return validateStep(form, slug, input, TODAY);
}

test("both full forms ask URLA 2, 3 and 4b in order, between URLA 1 and declarations", () => {
  for (const form of [purchase, refinance]) {
    expect(financePart(walk(form).slugs), form.id).toEqual(FINANCE_SLUGS);
  }
  for (const id of ["short-purchase", "short-refinance"]) {
    const slugs = getForm(id)!.steps.map((s) => s.slug);
    for (const slug of FINANCE_SLUGS) expect(slugs, id).not.toContain(slug);
  }
});

test("real estate: no property skips to new_loans; each Yes to 'another' adds one step, six at most", () => {
  const none = walk(purchase, { real_estate: { owns_real_estate: "no" } });
  expect(financePart(none.slugs)).toEqual([
    "assets",
    "other_assets",
    "liabilities",
    "other_liabilities",
    "real_estate",
    "new_loans",
    "loan_program",
  ]);
  // Answering No hides every question about the property, so nothing of it is stored.
  expect(none.answers.real_estate).toEqual({ owns_real_estate: "no" });

  const two = walk(purchase, {
    real_estate: { owns_real_estate: "yes", another_property: "yes" },
    real_estate_2: { another_property: "no" },
  });
  expect(financePart(two.slugs).filter((s) => s.startsWith("real_estate"))).toEqual([
    "real_estate",
    "real_estate_2",
  ]);
  expect(pathFor(purchase, two.answers)).toEqual(two.slugs);

  // The sixth property's step has no "another property" question: it always moves on.
  const sixth = getStep(purchase, realEstateSlug(MAX_PROPERTIES))!;
  expect(sixth.fields.map((f) => f.name)).not.toContain("another_property");
  expect(sixth.next({ another_property: "yes" }, noEarlier)).toBe("new_loans");
  for (let n = 1; n < MAX_PROPERTIES; n++) {
    const step = getStep(purchase, realEstateSlug(n))!;
    expect(step.next({ owns_real_estate: "yes", another_property: "yes" }, noEarlier)).toBe(
      realEstateSlug(n + 1),
    );
    expect(step.next({ owns_real_estate: "yes", another_property: "no" }, noEarlier)).toBe(
      "new_loans",
    );
  }
});

test("a rental property with its mortgage (a HELOC with a limit) is kept as typed", () => {
  const result = check(purchase, "real_estate", {
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
      {
        creditor: "OnPoint",
        account_ending: "0007",
        monthly_payment: "120",
        balance: "8,000",
        paid_off: "yes",
        loan_type: "other",
        credit_limit: "25,000",
      },
    ],
    another_property: "no",
  });
  expect(result).toEqual({
    ok: true,
    values: {
      owns_real_estate: "yes",
      reo_street: "12 Elm St",
      reo_city: "Portland",
      reo_state: "OR",
      reo_zip: "97204",
      reo_value: 41_000_000,
      reo_status: "retained",
      reo_occupancy: "investment",
      reo_monthly_costs: 35_000,
      reo_has_rent: "yes",
      reo_rental_income: 210_000,
      reo_has_mortgage: "yes",
      reo_mortgages: [
        {
          creditor: "Wells Fargo",
          account_ending: "9911",
          monthly_payment: 148_020,
          balance: 26_500_000,
          paid_off: "no",
          loan_type: "conventional",
        },
        {
          creditor: "OnPoint",
          account_ending: "0007",
          monthly_payment: 12_000,
          balance: 800_000,
          paid_off: "yes",
          loan_type: "other",
          credit_limit: 2_500_000,
        },
      ],
      another_property: "no",
    },
  });
});

test("debts: the account ending must be exactly 4 digits, and keeps its leading zeros", () => {
  const message = "Debt 1: Enter only the last 4 digits of the account number, like 0423.";
  for (const bad of ["123", "12345", "abcd", "12-4", "4111 1111 1111 1111"]) {
    const result = check(purchase, "liabilities", {
      has_debts: "yes",
      debts: [debt({ account_ending: bad })],
    });
    expect(result, bad).toEqual({ ok: false, errors: { debts: message } });
  }
  const missing = check(purchase, "liabilities", {
    has_debts: "yes",
    debts: [debt(), debt({ account_ending: "" })],
  });
  expect(missing).toEqual({
    ok: false,
    errors: { debts: "Debt 2: Enter the last 4 digits of the account number." },
  });
  const ok = check(purchase, "liabilities", { has_debts: "yes", debts: [debt()] });
  expect(ok.ok && ok.values.debts).toEqual([
    {
      debt_type: "revolving",
      company: "Chase",
      account_ending: "0423",
      balance: 123_456,
      monthly_payment: 4_500,
      paid_off: "no",
    },
  ]);
});

test("debts: one paid off at closing is kept with the others; the question can't be skipped", () => {
  const result = check(purchase, "liabilities", {
    has_debts: "yes",
    debts: [
      debt(),
      debt({ debt_type: "installment", company: "Toyota Financial", paid_off: "yes" }),
    ],
  });
  expect(result.ok && result.values.debts).toMatchObject([
    { company: "Chase", paid_off: "no" },
    { company: "Toyota Financial", debt_type: "installment", paid_off: "yes" },
  ]);
  expect(
    check(purchase, "liabilities", { has_debts: "yes", debts: [debt({ paid_off: "" })] }),
  ).toEqual({
    ok: false,
    errors: { debts: "Debt 1: Tell us whether you'll pay it off at or before closing." },
  });
});

test("groups: Yes needs at least one item; the most are 10 debts, 10 accounts, 4 mortgages", () => {
  expect(check(purchase, "liabilities", { has_debts: "yes" })).toEqual({
    ok: false,
    errors: { debts: "Add at least one debt, or answer No above." },
  });
  expect(check(purchase, "assets", { has_accounts: "yes", accounts: [] })).toEqual({
    ok: false,
    errors: { accounts: "Add at least one account, or answer No above." },
  });
  const debts = (n: number) => Array.from({ length: n }, () => debt());
  expect(check(purchase, "liabilities", { has_debts: "yes", debts: debts(10) }).ok).toBe(true);
  expect(check(purchase, "liabilities", { has_debts: "yes", debts: debts(11) })).toEqual({
    ok: false,
    errors: { debts: "Add at most 10 of these." },
  });
  const account = { account_type: "savings", institution: "Ally", value: "5,000" };
  const accounts = (n: number) => Array.from({ length: n }, () => account);
  expect(check(purchase, "assets", { has_accounts: "yes", accounts: accounts(10) }).ok).toBe(true);
  expect(check(purchase, "assets", { has_accounts: "yes", accounts: accounts(11) })).toEqual({
    ok: false,
    errors: { accounts: "Add at most 10 of these." },
  });
  const step = getStep(purchase, "real_estate")!;
  const mortgage = (validInput(step, { owns_real_estate: "yes" }).reo_mortgages as object[])[0];
  const owning = (n: number) =>
    validInput(step, {
      owns_real_estate: "yes",
      reo_mortgages: Array.from({ length: n }, () => mortgage),
    });
  expect(check(purchase, "real_estate", owning(4)).ok).toBe(true);
  expect(check(purchase, "real_estate", owning(5))).toEqual({
    ok: false,
    errors: { reo_mortgages: "Add at most 4 of these." },
  });
});

test("other payments: each chosen one asks its amount; 'None of these' stands alone", () => {
  expect(
    check(purchase, "other_liabilities", {
      other_expenses: ["child_support", "job_related"],
      child_support_payment: "650",
    }),
  ).toEqual({
    ok: false,
    errors: {
      job_related_payment: "Enter what you pay per month for job-related expenses.",
    },
  });
  expect(
    check(purchase, "other_liabilities", {
      other_expenses: ["alimony"],
      alimony_payment: "1,200",
      child_support_payment: "650",
    }),
  ).toEqual({ ok: true, values: { other_expenses: ["alimony"], alimony_payment: 120_000 } });
  expect(check(purchase, "other_liabilities", { other_expenses: ["none", "alimony"] })).toEqual({
    ok: false,
    errors: {
      other_expenses: "Choose “None of these” on its own, or the other answers without it.",
    },
  });
});

test("gifts are asked once (URLA 2b and 4d): type, source, amount and whether deposited", () => {
  const gift = { gift_type: "grant", source: "state_agency", amount: "7,500", deposited: "no" };
  const result = check(purchase, "other_assets", {
    earnest_money: "yes",
    earnest_money_amount: "5,000",
    has_gifts: "yes",
    gifts: [gift],
    has_other_assets: "yes",
    other_credits: [{ asset_type: "employer_assistance", amount: "2,000" }],
  });
  expect(result).toEqual({
    ok: true,
    values: {
      earnest_money: "yes",
      earnest_money_amount: 500_000,
      has_gifts: "yes",
      gifts: [{ gift_type: "grant", source: "state_agency", amount: 750_000, deposited: "no" }],
      has_other_assets: "yes",
      other_credits: [{ asset_type: "employer_assistance", amount: 200_000 }],
    },
  });
  expect(
    check(purchase, "other_assets", {
      earnest_money: "no",
      has_gifts: "yes",
      gifts: [{ ...gift, deposited: "" }],
      has_other_assets: "no",
    }),
  ).toEqual({
    ok: false,
    errors: { gifts: "Gift 1: Tell us whether the gift is already in your account." },
  });
  // A refinance has no seller: no earnest money, no gift of equity.
  const refi = getStep(refinance, "other_assets")!;
  expect(refi.fields.map((f) => f.name)).not.toContain("earnest_money");
  const types = refi.fields.find((f) => f.name === "gifts")!.fields![0]!.options!;
  expect(types.map((o) => o.value)).toEqual(["cash_gift", "grant"]);
  // No other step of either full form asks about gifts.
  for (const form of [purchase, refinance]) {
    const gifts = form.steps.flatMap((s) =>
      s.fields.filter((f) => /gift/.test(f.name)).map((f) => `${s.slug}/${f.name}`),
    );
    expect(gifts, form.id).toEqual(["other_assets/has_gifts", "other_assets/gifts"]);
  }
});

test("property use: mixed use only for a home lived in; rent for 2-4 units or a rental", () => {
  const step = getStep(purchase, "property_use")!;
  const shown = (answers: object) => visibleFields(step, answers).map((f) => f.name);
  expect(shown({ property_use: "primary" })).toEqual([
    "property_use",
    "mixed_use",
    "rent_other_units",
  ]);
  expect(shown({ property_use: "primary", rent_other_units: "yes" })).toContain("expected_rent");
  expect(shown({ property_use: "second_home" })).toEqual(["property_use", "mixed_use"]);
  expect(shown({ property_use: "investment" })).toEqual(["property_use", "investment_rent"]);
});

test("refinance: the home refinanced is described once; real estate asks only about others", () => {
  const realEstate = getStep(refinance, "real_estate")!;
  expect(realEstate.fields[0]!.label).toBe(
    "Besides the home you're refinancing, do you own any other real estate?",
  );
  const loan = getStep(refinance, "current_loan")!;
  const shown = (answers: object) => visibleFields(loan, answers).map((f) => f.name);
  expect(shown({ has_second_mortgage: "no" })).not.toContain("second_lender");
  expect(shown({ has_second_mortgage: "yes" })).toEqual(
    expect.arrayContaining(["second_lender", "second_payment", "second_credit_limit"]),
  );
  // Loan amount: asked on a refinance; on a purchase it is the price less the down payment.
  expect(getStep(refinance, "loan_program")!.fields[0]!.name).toBe("loan_amount");
  expect(getStep(purchase, "loan_program")!.fields.map((f) => f.name)).toEqual([
    "loan_program",
    "loan_term",
    "rate_type",
  ]);
  // Nothing the earlier steps ask is asked again by the finance steps.
  const earlier = new Set(
    refinance.steps
      .filter((s) => !FINANCE_SLUGS.includes(s.slug))
      .flatMap((s) => s.fields.map((f) => f.name)),
  );
  for (const slug of FINANCE_SLUGS) {
    for (const field of getStep(refinance, slug)!.fields) {
      expect(earlier.has(field.name), `${slug}/${field.name}`).toBe(false);
    }
  }
});

test("every field of the finance steps says where it goes in the URLA payload", () => {
  // property_use and current_loan: the questions added to the steps of steps.ts.
  const base = new Set(
    [...S.propertyUse("purchase").fields, ...S.currentLoan.fields].map((f) => f.name),
  );
  for (const form of [purchase, refinance]) {
    for (const slug of [...FINANCE_SLUGS, "property_use", "current_loan"]) {
      const step = getStep(form, slug);
      if (!step) continue;
      if (FINANCE_SLUGS.includes(slug)) expect(step.payload, slug).toBeDefined();
      for (const field of step.fields.filter((f) => !base.has(f.name))) {
        expect(field.payload, `${form.id}/${slug}/${field.name}`).toBeDefined();
      }
    }
  }
  expect(getStep(purchase, "real_estate")!.payload).toEqual({ section: "realEstateOwned" });
  expect(getStep(purchase, "liabilities")!.payload).toEqual({ section: "liabilities" });
  const gifts = getStep(purchase, "other_assets")!.fields.find((f) => f.name === "gifts")!;
  expect(gifts.payload).toEqual({ section: "loan" });
  const mixedUse = getStep(refinance, "property_use")!.fields.find((f) => f.name === "mixed_use")!;
  expect(mixedUse.payload).toEqual({ section: "property" });
});

test("the default projection (no answers yet) shows one real-estate step", () => {
  expect(nextSlug(purchase, "real_estate", {})).toBeNull();
  expect(getStep(purchase, "real_estate")!.next({}, noEarlier)).toBe("new_loans");
});
