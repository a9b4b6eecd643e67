import { expect, test } from "vitest";
import { urlaSchemaErrors } from "../../../tests/support/urla-schema";
import { slotOf } from "./borrowers";
import { defineField, yesNo } from "./define-field";
import { visibleFields } from "./engine";
import { FORM_IDS, FORM_RECEIVED, getForm, getStep } from "./forms";
import { walk, type Persona } from "./test-fixtures";
import type { Answers, FieldDef, FormDef, StepDef, StepValues } from "./types";
import {
  BORROWER_PARTS,
  camelKey,
  payloadPlaceOf,
  payloadValue,
  urlaDocument,
  type UrlaDocument,
  type UrlaMeta,
} from "./urla-payload";

const META: UrlaMeta = {
  id: "6f1c2b9e-8d4a-4c3e-9b1f-2a7d5e8c0f13",
  status: "submitted",
  createdAt: "2026-11-20T16:02:11.000Z",
  submittedAt: "2026-11-20T16:40:05.000Z",
  applicationReceivedAt: "2026-11-20T16:38:59.000Z",
  attribution: { source: null, internetSource: null, endorser: null },
};

/** "step.field" for every field of `form` that has no payload place, on its own or its step's. */
function unplacedFields(form: FormDef): string[] {
  return form.steps.flatMap((step) =>
    step.fields.filter((f) => !payloadPlaceOf(step, f)).map((f) => `${step.slug}.${f.name}`),
  );
}

test("every field of the four forms has a place in the URLA payload, so no answer can be left out", () => {
  for (const id of FORM_IDS) expect(unplacedFields(getForm(id)!), id).toEqual([]);
});

test("the check catches a step without a place, and the builder refuses to drop its answer", () => {
  const purchase = getForm("purchase")!;
  const stripped: FormDef = {
    ...purchase,
    steps: purchase.steps.map((s) =>
      s.slug === "credit_score" ? { ...s, payload: undefined } : s,
    ),
  };
  expect(unplacedFields(stripped)).toEqual(["credit_score.credit_score"]);
  const { answers } = walk(stripped);
  expect(() => urlaDocument(stripped, answers, META)).toThrow(
    "No payload place for field credit_score of step credit_score (purchase)",
  );
});

test("a per-borrower step's place names the borrower its slug does; list sections have no field named group", () => {
  for (const id of FORM_IDS) {
    for (const step of getForm(id)!.steps) {
      for (const field of step.fields) {
        const place = payloadPlaceOf(step, field);
        if (place?.section === "borrower") {
          expect(place.borrower, `${id}/${step.slug}.${field.name}`).toBe(slotOf(step.slug).slot);
        }
        if (place && ["assets", "liabilities", "realEstateOwned"].includes(place.section)) {
          expect(field.name, `${id}/${step.slug}`).not.toBe("group");
        }
      }
    }
  }
});

/**
 * Whether `field`'s answer decides anything: another question of its step depends on it, or the
 * step's next() goes elsewhere for some option (the engine's `earlier` is passed as "nothing",
 * whatever next() takes).
 */
function decides(step: StepDef, field: FieldDef): boolean {
  if (step.fields.some((f) => f.dependsOn?.field === field.name)) return true;
  const next = step.next as (values: StepValues, earlier: () => undefined) => string;
  const targets = new Set(
    (field.options ?? []).map((o) =>
      next(
        { [field.name]: field.kind === "checkbox-group" ? [o.value] : o.value },
        () => undefined,
      ),
    ),
  );
  return targets.size > 1;
}

/**
 * Four borrowers, each with a year at their address and in their job: the co-borrowers' blocks
 * and every borrower's two-year histories (a former address and a past job of 12 months each:
 * 12 + 12 = 24 by hand) are on this walk's path, which choices of options alone never reach.
 */
function shortHistories(form: FormDef): Persona {
  if (form.formType !== "full") return {};
  const persona: Record<string, Record<string, unknown>> = {
    credit_type: { borrower_count: "4" },
    // The refinance's home is not the borrower's main home: current_address is asked.
    property_use: form.id === "refinance" ? { property_use: "investment" } : {},
  };
  for (const prefix of ["", "borrower2_", "borrower3_", "borrower4_"]) {
    persona[`${prefix}current_address`] = { years_at_address: "1", months_at_address: "0" };
    persona[`${prefix}former_addresses`] = {
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
    };
    persona[`${prefix}employment`] = {
      employment_status: "employed",
      years_on_job: "1",
      months_on_job: "0",
    };
    persona[`${prefix}previous_employment`] = {
      previous_jobs: [
        {
          employer_name: "Harbor Freight",
          position: "Clerk",
          self_employed: "no",
          monthly_income: "3,000",
          years: "1",
          months: "0",
        },
      ],
    };
  }
  return persona as Persona;
}

/**
 * Walks `form` on every branch: from the all-examples walk, each option of each choice that
 * decides something, on each step reached, is tried in turn (on top of the walk that reached the
 * step), so every question a dependsOn or a next() hides is answered on some walk.
 */
function everyBranch(form: FormDef): { persona: Persona; answers: Answers; slugs: string[] }[] {
  const walks: { persona: Persona; answers: Answers; slugs: string[] }[] = [];
  const tried = new Set<string>();
  const queue: Persona[] = [{}, shortHistories(form)];
  while (queue.length > 0) {
    const persona = queue.shift()!;
    let walked: ReturnType<typeof walk>;
    try {
      walked = walk(form, persona);
    } catch {
      // A choice the examples can't satisfy on their own (two dependants need two ages, a rule
      // across the step): not a branch to cover here. The test below still requires that every
      // question of the form is answered on some walk, so nothing is skipped unseen.
      continue;
    }
    const { slugs, answers } = walked;
    walks.push({ persona, answers, slugs });
    for (const slug of slugs) {
      const step = getStep(form, slug)!;
      // Only the questions the walk showed: an option of a question shown under another (a race's
      // subcategories) is tried once its trigger is chosen, not used up while it was hidden.
      for (const field of visibleFields(step, answers[slug] ?? {})) {
        if (!field.options || !decides(step, field)) continue;
        for (const option of field.options) {
          const key = `${slug}.${field.name}=${option.value}`;
          if (tried.has(key)) continue;
          tried.add(key);
          const value = field.kind === "checkbox-group" ? [option.value] : option.value;
          queue.push({ ...persona, [slug]: { ...persona[slug], [field.name]: value } });
        }
      }
    }
  }
  return walks;
}

/** Whether the document holds `field`'s typed answer of `step` where its place says. */
function holds(document: UrlaDocument, step: StepDef, fieldName: string, stored: unknown): boolean {
  const field = step.fields.find((f) => f.name === fieldName)!;
  const place = payloadPlaceOf(step, field)!;
  const key = camelKey(fieldName);
  const value = payloadValue(field, stored);
  // Both sides are built in field order, so their JSON texts are equal when the values are.
  const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  // A second field of the same name in the same place would go under "<stepSlug><Field>".
  const clash = camelKey(`${step.slug}_${fieldName}`);
  const same = (record: Readonly<Record<string, unknown>> | undefined) =>
    record !== undefined &&
    Object.hasOwn(record, key) &&
    !Object.hasOwn(record, clash) &&
    equal(record[key], value);
  switch (place.section) {
    case "loan":
    case "property":
      return same(document[place.section]);
    case "borrower":
      return same(document.borrowers[place.borrower - 1]?.[place.part]);
    default: {
      const entries = document[place.section];
      if (field.kind !== "group" || place.section === "realEstateOwned") {
        // A property's mortgages stay inside the property's own entry.
        return entries.some((e) => e.group === camelKey(step.slug) && same(e));
      }
      const items = entries
        .filter((e) => e.group === key)
        .map(({ group: _group, ...item }) => item);
      return equal(items, value);
    }
  }
}

test("on every branch of every form, each answer on the path is in the document and the document fits the schema", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    const answered = new Set<string>();
    const walks = everyBranch(form);
    for (const { answers, slugs } of walks) {
      const document = urlaDocument(form, answers, META);
      expect(urlaSchemaErrors(document), `${id}: ${slugs.join(" → ")}`).toEqual([]);
      for (const slug of slugs) {
        if (slug === FORM_RECEIVED) continue;
        const step = getStep(form, slug)!;
        for (const name of Object.keys(answers[slug] ?? {})) {
          answered.add(`${slug}.${name}`);
          const stored = answers[slug]![name];
          expect(holds(document, step, name, stored), `${id}/${slug}.${name}`).toBe(true);
        }
      }
    }
    // The walks reach every question of the form: a new step's fields are checked too.
    const every = form.steps.flatMap((s) => s.fields.map((f) => `${s.slug}.${f.name}`));
    expect(
      every.filter((f) => !answered.has(f)),
      id,
    ).toEqual([]);
  }
}, 60_000);

test("a purchase borrower's answers as a loan officer reads them: typed, in their URLA sections", () => {
  const purchase = getForm("purchase")!;
  const { answers } = walk(purchase, {
    home_in_mind: { home_found: "yes", under_contract: "no" },
    property_address: {
      property_street: "1200 NW Everett St",
      property_city: "Portland",
      property_state: "OR",
      property_zip: "97209",
    },
    property_type: { property_type: "multi_family", unit_count: "3" },
    purchase_price: { purchase_price: "350,000", down_payment: "70,000.50" },
    first_time_buyer: { first_time_buyer: "no" },
    military_service: { military_service: "yes", military_status: ["veteran"] },
    language_preference: { language_preference: "spanish" },
    homeownership_education: { homeownership_education: "no", housing_counseling: "no" },
    income: { base_income: "8,250.75" },
    other_income: {
      has_other_income: "yes",
      other_income_sources: [{ source: "pension", monthly_amount: "1,500" }],
    },
    assets: {
      has_accounts: "yes",
      accounts: [
        { account_type: "checking", institution: "Umpqua Bank", value: "12,345.67" },
        { account_type: "retirement", institution: "Vanguard", value: "80,000" },
      ],
    },
    liabilities: { has_debts: "no" },
    other_liabilities: { other_expenses: ["none"] },
    real_estate: { owns_real_estate: "no" },
    personal_info: { first_name: "Pat", last_name: "Quinn", date_of_birth: "04/15/1985" },
    demographics: { ethnicity: ["not_hispanic_or_latino"], race: ["decline"], sex: [] },
    review_and_consent: { ssn: "123-45-6789" },
  });
  // An answer left over from a branch the borrower no longer takes stays out.
  const withStale = { ...answers, property_area: { area_city: "Bend", area_state: "OR" } };
  const document = urlaDocument(purchase, withStale, META);

  expect(document.id).toBe(META.id);
  expect(document.form).toBe("purchase");
  expect(document.trid).toEqual({ applicationReceivedAt: "2026-11-20T16:38:59.000Z" });
  expect(document.property).toMatchObject({
    homeFound: true,
    underContract: false,
    propertyStreet: "1200 NW Everett St",
    propertyState: "OR",
    propertyZip: "97209",
    propertyType: "multi_family",
    unitCount: "3",
  });
  expect(document.property).not.toHaveProperty("areaCity");
  // Dollars with cents: $350,000 and $70,000.50 (the price and down payment typed above).
  expect(document.loan).toMatchObject({ purchasePrice: 350000, downPayment: 70000.5 });
  expect(document.borrowers).toHaveLength(1);
  const [pat] = document.borrowers;
  expect(pat!.personal).toMatchObject({
    firstName: "Pat",
    lastName: "Quinn",
    dateOfBirth: "1985-04-15",
    ssn: "123456789",
    firstTimeBuyer: false,
    phone: "5035550142",
  });
  expect(pat!.militaryService).toEqual({ militaryService: true, militaryStatus: ["veteran"] });
  expect(pat!.employment).toMatchObject({ baseIncome: 8250.75 });
  expect(pat!.otherIncome).toEqual({
    hasOtherIncome: true,
    otherIncomeSources: [{ source: "pension", monthlyAmount: 1500 }],
  });
  expect(pat!.demographics).toEqual({
    ethnicity: ["not_hispanic_or_latino"],
    race: ["decline"],
    sex: [],
  });
  expect(pat!.declarations).toMatchObject({ creditCheckConsent: true, esignConsent: true });
  expect(pat!.addresses).toMatchObject({ yearsAtAddress: 3, monthsAtAddress: 3 });
  // Form 1103: the language, and no class or counseling taken (nothing more asked).
  expect(pat!.languagePreference).toEqual({
    languagePreference: "spanish",
    homeownershipEducation: false,
    housingCounseling: false,
  });
  // One entry per account, the dollars as typed ($12,345.67 and $80,000).
  expect(document.assets.filter((entry) => entry.group === "accounts")).toEqual([
    { group: "accounts", accountType: "checking", institution: "Umpqua Bank", value: 12345.67 },
    { group: "accounts", accountType: "retirement", institution: "Vanguard", value: 80000 },
  ]);
  expect(document.liabilities).toEqual([
    { group: "liabilities", hasDebts: false },
    { group: "otherLiabilities", otherExpenses: ["none"] },
  ]);
  expect(document.realEstateOwned).toEqual([{ group: "realEstate", ownsRealEstate: false }]);
  expect(urlaSchemaErrors(document)).toEqual([]);
});

test("a refinance lists the home being refinanced first in URLA 3, from the answers about the loan", () => {
  const refinance = getForm("refinance")!;
  const { answers } = walk(refinance, {
    refinance_address: {
      property_street: "88 Alder Ave",
      property_unit: "",
      property_city: "Boise",
      property_state: "ID",
      property_zip: "83702",
    },
    property_use: { property_use: "primary" },
    approximate_value: { home_value: "425,000" },
    current_loan: {
      loan_balance: "231,400.10",
      current_payment: "1,612.44",
      current_loan_type: "fha",
      current_lender: "Rocket Mortgage",
      current_account_ending: "0042",
      home_monthly_costs: "410",
      has_second_mortgage: "yes",
      second_mortgage_balance: "18,000",
      second_lender: "OnPoint",
      second_payment: "210",
      second_credit_limit: "40,000",
      second_paid_off: "no",
    },
    real_estate: { owns_real_estate: "no" },
  });
  const document = urlaDocument(refinance, answers, META);
  // By hand from the answers above: dollars as typed, the first mortgage paid off by the
  // refinance, the second as the borrower said; the home kept (retained) and lived in.
  expect(document.realEstateOwned[0]).toEqual({
    group: "subjectProperty",
    reoStreet: "88 Alder Ave",
    reoCity: "Boise",
    reoState: "ID",
    reoZip: "83702",
    reoValue: 425000,
    reoStatus: "retained",
    reoOccupancy: "primary",
    reoMonthlyCosts: 410,
    reoMortgages: [
      {
        creditor: "Rocket Mortgage",
        accountEnding: "0042",
        monthlyPayment: 1612.44,
        balance: 231400.1,
        loanType: "fha",
        paidOff: true,
      },
      {
        creditor: "OnPoint",
        monthlyPayment: 210,
        balance: 18000,
        creditLimit: 40000,
        paidOff: false,
      },
    ],
  });
  // Then the other property question, answered No.
  expect(document.realEstateOwned.slice(1)).toEqual([
    { group: "realEstate", ownsRealEstate: false },
  ]);
  expect(urlaSchemaErrors(document)).toEqual([]);
  // A purchase has no such entry: the home being bought is not owned yet.
  const purchase = getForm("purchase")!;
  const bought = urlaDocument(purchase, walk(purchase, {}).answers, META);
  expect(bought.realEstateOwned.some((e) => e.group === "subjectProperty")).toBe(false);
});

test("money is dollars with at most two decimals in the JSON text", () => {
  const money = defineField({ name: "amount", label: "Amount", kind: "money" });
  // 1 cent, 10 cents, and $123,456,789.01: cents ÷ 100, written as people write dollars.
  expect(JSON.stringify(payloadValue(money, 1))).toBe("0.01");
  expect(JSON.stringify(payloadValue(money, 10))).toBe("0.1");
  expect(JSON.stringify(payloadValue(money, 12345678901))).toBe("123456789.01");
  expect(payloadValue(money, "12")).toBeUndefined();
});

const debts = defineField({
  name: "debts",
  label: "Your debts",
  kind: "group",
  itemLabel: "debt",
  fields: [
    defineField({ name: "company_name", label: "Company", kind: "text" }),
    defineField({ name: "unpaid_balance", label: "Unpaid balance", kind: "money" }),
    yesNo("to_be_paid_off", "Will you pay it off before closing?"),
  ],
});

function testForm(
  steps: Omit<StepDef, "next" | "previousVisible" | "nextVisible" | "submitStep">[],
) {
  const defs: StepDef[] = [...steps, { slug: FORM_RECEIVED, title: "", label: "", fields: [] }].map(
    (s, i, all) => ({
      ...s,
      next: () => all[i + 1]?.slug ?? FORM_RECEIVED,
      previousVisible: i > 0,
      nextVisible: true,
      submitStep: false,
    }),
  );
  return {
    id: "purchase",
    productType: "purchase",
    formType: "full",
    wrapKey: null,
    title: "Test",
    firstSlug: defs[0]!.slug,
    steps: defs,
  } satisfies FormDef;
}

test("a group's items become typed objects with camelCase keys, each an entry of its list section", () => {
  const form = testForm([
    { slug: "debts", title: "", label: "", fields: [debts], payload: { section: "liabilities" } },
  ]);
  const document = urlaDocument(
    form,
    {
      debts: {
        debts: [
          { company_name: "Chase", unpaid_balance: 1234550, to_be_paid_off: "yes" },
          { company_name: "Toyota Financial", unpaid_balance: 980000, to_be_paid_off: "no" },
        ],
      },
    },
    META,
  );
  expect(document.liabilities).toEqual([
    { group: "debts", companyName: "Chase", unpaidBalance: 12345.5, toBePaidOff: true },
    { group: "debts", companyName: "Toyota Financial", unpaidBalance: 9800, toBePaidOff: false },
  ]);
});

test("a co-borrower's step fills the second borrower; every borrower has the eight parts", () => {
  const first = defineField({ name: "first_name", label: "First name", kind: "name" });
  const form = testForm([
    {
      slug: "personal_info",
      title: "",
      label: "",
      fields: [first],
      payload: { section: "borrower", borrower: 1, part: "personal" },
    },
    {
      slug: "borrower2_personal_info",
      title: "",
      label: "",
      fields: [first, debts],
      payload: { section: "borrower", borrower: 2, part: "personal" },
    },
  ]);
  const document = urlaDocument(
    form,
    {
      personal_info: { first_name: "Pat" },
      borrower2_personal_info: {
        first_name: "Sam",
        debts: [{ company_name: "Chase", unpaid_balance: 100, to_be_paid_off: "no" }],
      },
    },
    META,
  );
  expect(document.borrowers.map((b) => b.personal.firstName)).toEqual(["Pat", "Sam"]);
  expect(document.borrowers[1]!.personal.debts).toEqual([
    { companyName: "Chase", unpaidBalance: 1, toBePaidOff: false },
  ]);
  for (const borrower of document.borrowers) {
    expect(Object.keys(borrower)).toEqual([...BORROWER_PARTS]);
  }
  expect(urlaSchemaErrors(document)).toEqual([]);
});

test("the schema refuses a broken document: no borrowers, wrong types, a fifth borrower, a bad time", () => {
  const { answers } = walk(getForm("refinance")!);
  const good = urlaDocument(getForm("refinance")!, answers, META);
  expect(urlaSchemaErrors(good)).toEqual([]);

  const { borrowers: _dropped, ...noBorrowers } = good;
  expect(urlaSchemaErrors(noBorrowers)).toContain("/ must have required property 'borrowers'");
  expect(urlaSchemaErrors({ ...good, borrowers: "Pat" })).toContain("/borrowers must be array");
  expect(urlaSchemaErrors({ ...good, borrowers: [] })).toContain(
    "/borrowers must NOT have fewer than 1 items",
  );
  const pat = good.borrowers[0]!;
  expect(urlaSchemaErrors({ ...good, borrowers: [pat, pat, pat, pat, pat] })).toContain(
    "/borrowers must NOT have more than 4 items",
  );
  const { demographics: _gone, ...noDemographics } = pat;
  expect(urlaSchemaErrors({ ...good, borrowers: [noDemographics] })).toContain(
    "/borrowers/0 must have required property 'demographics'",
  );
  expect(
    urlaSchemaErrors({
      ...good,
      borrowers: [{ ...pat, personal: { ...pat.personal, ssn: 123456789 } }],
    }),
  ).toContain("/borrowers/0/personal/ssn must be string");
  expect(urlaSchemaErrors({ ...good, loan: { ...good.loan, loanBalance: "250,000" } })).toContain(
    "/loan/loanBalance must be number",
  );
  expect(urlaSchemaErrors({ ...good, trid: { applicationReceivedAt: "yesterday" } })).toContain(
    '/trid/applicationReceivedAt must match format "date-time"',
  );
  expect(urlaSchemaErrors({ ...good, assets: { checking: 5 } })).toContain("/assets must be array");
});

test("two answers of one name in one place are both kept, the second under its step's name", () => {
  const rent = defineField({ name: "monthly_rent", label: "Rent", kind: "money" });
  const place = { section: "borrower", borrower: 1, part: "addresses" } as const;
  const form = testForm([
    { slug: "current_address", title: "", label: "", fields: [rent], payload: place },
    { slug: "former_address", title: "", label: "", fields: [rent], payload: place },
  ]);
  const document = urlaDocument(
    form,
    { current_address: { monthly_rent: 150000 }, former_address: { monthly_rent: 120000 } },
    META,
  );
  expect(document.borrowers[0]!.addresses).toEqual({
    monthlyRent: 1500,
    formerAddressMonthlyRent: 1200,
  });
  // The branch walk's check reports the clash on the second step.
  expect(holds(document, form.steps[0]!, "monthly_rent", 150000)).toBe(true);
  expect(holds(document, form.steps[1]!, "monthly_rent", 120000)).toBe(false);
});
