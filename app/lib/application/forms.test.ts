import { expect, test } from "vitest";
import { FORM_IDS, FORM_RECEIVED, getForm, getStep, isFormId } from "./forms";
import { slotOf } from "./borrowers";
import type { FieldDef, FormDef } from "./types";

const forms = FORM_IDS.map((id) => getForm(id)!);
const allFields = (form: FormDef) => form.steps.flatMap((s) => s.fields);
/** The fields of the borrower's own steps (slot 1): a co-borrower's repeat them. */
const ownFields = (form: FormDef) =>
  form.steps.filter((s) => slotOf(s.slug).slot === 1).flatMap((s) => s.fields);
const noEarlier = () => undefined;
const fieldOf = (form: FormDef, slug: string, name: string): FieldDef =>
  getStep(form, slug)!.fields.find((f) => f.name === name)!;

test("getForm knows the four forms and nothing else", () => {
  expect(FORM_IDS.map((id) => getForm(id)!.id)).toEqual([
    "purchase",
    "refinance",
    "short-purchase",
    "short-refinance",
  ]);
  for (const bad of ["", "short", "Purchase", "__proto__", "constructor", "toString"]) {
    expect(getForm(bad), bad).toBeUndefined();
    expect(isFormId(bad)).toBe(false);
  }
  expect(getStep(getForm("purchase")!, "__proto__")).toBeUndefined();
  expect(getStep(getForm("purchase")!, "constructor")).toBeUndefined();
});

test("each form's first step, product, type and wrap key are as the spec's table says", () => {
  expect(forms.map((f) => [f.id, f.firstSlug, f.productType, f.formType, f.wrapKey])).toEqual([
    ["purchase", "home_in_mind", "purchase", "full", null],
    ["refinance", "refinance_address", "refinance", "full", null],
    ["short-purchase", "property_area", "purchase", "short", "short_purchase_application"],
    ["short-refinance", "approximate_value", "refinance", "short", "short_refinance_application"],
  ]);
});

test("every step's next slug (with no answer and with each choice) exists in its form", () => {
  for (const form of forms) {
    const slugs = new Set(form.steps.map((s) => s.slug));
    expect(slugs.size, form.id).toBe(form.steps.length);
    for (const step of form.steps) {
      expect(slugs.has(step.next({}, noEarlier)), `${form.id}/${step.slug}`).toBe(true);
      for (const field of step.fields) {
        for (const option of field.options ?? []) {
          const next = step.next({ [field.name]: option.value }, noEarlier);
          expect(slugs.has(next), `${form.id}/${step.slug}/${option.value}`).toBe(true);
        }
      }
    }
  }
});

test("form_received ends every form: no fields, no buttons, not a submit step", () => {
  for (const form of forms) {
    const last = form.steps.at(-1)!;
    expect(last.slug).toBe(FORM_RECEIVED);
    expect(last.fields).toEqual([]);
    expect([last.previousVisible, last.nextVisible, last.submitStep]).toEqual([
      false,
      false,
      false,
    ]);
  }
});

test("buttons: Previous hidden on the first step, one SUBMIT step per form", () => {
  const submit = forms.map((f) => f.steps.filter((s) => s.submitStep).map((s) => s.slug));
  expect(submit).toEqual([
    ["review_and_consent"],
    ["review_and_consent"],
    ["contact_info"],
    ["contact_info"],
  ]);
  for (const form of forms) {
    for (const step of form.steps) {
      const first = step.slug === form.firstSlug;
      const last = step.slug === FORM_RECEIVED;
      expect(step.previousVisible, `${form.id}/${step.slug}`).toBe(!first && !last);
      expect(step.nextVisible, `${form.id}/${step.slug}`).toBe(!last);
    }
  }
});

test("fields are well formed: snake_case names, labels, options, masks", () => {
  const masks: Partial<Record<FieldDef["kind"], string>> = {
    money: "money",
    percent: "percentage",
    number: "number",
    tel: "phone",
    date: "date",
    "month-year": "month-year",
    zip: "zip",
    name: "name",
    ssn: "ssn",
  };
  for (const form of forms) {
    for (const step of form.steps) {
      expect(step.title.length, step.slug).toBeGreaterThan(10);
      expect(step.label.length).toBeLessThanOrEqual(16);
      const names = step.fields.map((f) => f.name);
      expect(new Set(names).size, `${form.id}/${step.slug}`).toBe(names.length);
      for (const field of step.fields) {
        const where = `${form.id}/${step.slug}/${field.name}`;
        expect(field.name, where).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(field.label.trim().length, where).toBeGreaterThan(2);
        expect(field.mask, where).toBe(masks[field.kind]);
        const choice = ["radio", "select", "checkbox-group", "state"].includes(field.kind);
        if (!choice) expect(field.options, where).toBeUndefined();
        if (choice) {
          expect(field.options!.length, where).toBeGreaterThan(1);
          const values = field.options!.map((o) => o.value);
          expect(new Set(values).size, where).toBe(values.length);
        }
        for (const message of Object.values(field.messages ?? {})) {
          expect(message, where).toMatch(/^[A-Z“].*\.$/);
        }
        if (field.help) expect(field.help, where).toMatch(/\.$/);
      }
    }
  }
});

test("dependent fields follow a choice field of the same step, with values among its options", () => {
  for (const form of forms) {
    for (const step of form.steps) {
      step.fields.forEach((field, index) => {
        if (!field.dependsOn) return;
        const where = `${form.id}/${step.slug}/${field.name}`;
        const triggerIndex = step.fields.findIndex((f) => f.name === field.dependsOn!.field);
        expect(triggerIndex, where).toBeGreaterThanOrEqual(0);
        expect(triggerIndex, where).toBeLessThan(index);
        const trigger = step.fields[triggerIndex]!;
        expect(["radio", "select", "checkbox", "checkbox-group"], where).toContain(trigger.kind);
        // A sensitive trigger (an HMDA category) may reach the path functions encrypted: its
        // dependents then count as hidden there, so they must be optional or validated before
        // storing (they are), and sensitive too: a plaintext dependent would give its answer away.
        if (trigger.sensitive) expect(field.sensitive, where).toBe(true);
        const values = trigger.options!.map((o) => o.value);
        for (const v of field.dependsOn.values) expect(values, where).toContain(v);
      });
    }
  }
});

test("sensitive fields are the SSN, date of birth, income figures (rent too), HMDA answers and language", () => {
  const purchase = getForm("purchase")!;
  expect(
    ownFields(purchase)
      .filter((f) => f.sensitive)
      .map((f) => f.name),
  ).toEqual([
    // Rent is income (URLA 4c and 3): the home's expected rent, and each property owned's rent.
    "expected_rent",
    "investment_rent",
    "date_of_birth",
    "business_monthly_amount",
    "base_income",
    "overtime_income",
    "bonus_income",
    "commission_income",
    // Groups holding an income figure are encrypted whole.
    "other_jobs",
    "previous_jobs",
    "other_income_sources",
    ...Array<string>(6).fill("reo_rental_income"),
    "ethnicity",
    "hispanic_origin",
    "other_hispanic_origin",
    "race",
    "tribe",
    "asian_origin",
    "other_asian_race",
    "pacific_islander_origin",
    "other_pacific_islander_race",
    "sex",
    "language_preference",
    "language_other",
    "ssn",
  ]);
  // A co-borrower's block encrypts the same answers, and their SSN on their own step.
  for (const slot of [2, 3, 4]) {
    const theirs = purchase.steps
      .filter((s) => slotOf(s.slug).slot === slot)
      .flatMap((s) => s.fields)
      .filter((f) => f.sensitive)
      .map((f) => f.name);
    expect(theirs).toEqual([
      "date_of_birth",
      "ssn",
      "business_monthly_amount",
      "base_income",
      "overtime_income",
      "bonus_income",
      "commission_income",
      "other_jobs",
      "previous_jobs",
      "other_income_sources",
      // Their own URLA 8 and Form 1103 language (urla/declarations.ts).
      "ethnicity",
      "hispanic_origin",
      "other_hispanic_origin",
      "race",
      "tribe",
      "asian_origin",
      "other_asian_race",
      "pacific_islander_origin",
      "other_pacific_islander_race",
      "sex",
      "language_preference",
      "language_other",
    ]);
  }
  expect(allFields(getForm("short-purchase")!).some((f) => f.sensitive)).toBe(false);
});

test("personal data is marked PII and gets an autocomplete token", () => {
  const purchase = getForm("purchase")!;
  const tokens = Object.fromEntries(
    ownFields(purchase)
      .filter((f) => f.pii)
      .map((f) => [f.name, f.autocomplete]),
  );
  expect(tokens).toMatchObject({
    first_name: "given-name",
    middle_name: "additional-name",
    last_name: "family-name",
    date_of_birth: "bday",
    email: "email",
    phone: "tel",
    current_street: "address-line1",
    current_city: "address-level2",
    current_state: "address-level1",
    current_zip: "postal-code",
    property_street: "section-property address-line1",
    ssn: "off",
  });
  const address = allFields(purchase)
    .filter((f) => f.address)
    .map((f) => `${f.name}:${f.address}`);
  expect(address).toContain("property_street:street");
  expect(address).toContain("current_zip:zip");
  expect(address).toContain("area_city:city");
});

test("contact consents: the TCPA box is optional, unticked and says consent is no condition", () => {
  for (const form of forms) {
    const tcpa = fieldOf(form, "contact_info", "tcpa_consent");
    expect(tcpa.kind).toBe("checkbox");
    expect(tcpa.required).toBe(false);
    expect(tcpa.label).toContain(
      "Consent is not a condition of getting a loan or making any purchase.",
    );
  }
  expect(getStep(getForm("short-refinance")!, "contact_info")!.fields.map((f) => f.name)).toEqual([
    "first_name",
    "last_name",
    "email",
    "phone",
    "tcpa_consent",
    "call_time",
  ]);
  expect(getStep(getForm("purchase")!, "contact_info")!.fields.map((f) => f.name)).toEqual([
    "email",
    "phone",
    "tcpa_consent",
  ]);
});

test("review_and_consent asks the SSN and requires credit, E-SIGN and privacy consents", () => {
  for (const id of ["purchase", "refinance"]) {
    const step = getStep(getForm(id)!, "review_and_consent")!;
    expect(step.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ["ssn", "ssn", true],
      ["credit_check_consent", "checkbox", true],
      ["esign_consent", "checkbox", true],
      ["privacy_ack", "checkbox", true],
      ["information_certification", "checkbox", true],
    ]);
  }
});

test("demographics are optional, explain why, and each category offers 'I do not wish to provide'", () => {
  const step = getStep(getForm("purchase")!, "demographics")!;
  expect(step.description).toContain("Home Mortgage Disclosure Act");
  for (const field of step.fields) {
    expect(field.required).toBe(false);
    expect(field.sensitive).toBe(true);
  }
  const categories = step.fields.filter((f) => !f.dependsOn);
  expect(categories.map((f) => f.name)).toEqual(["ethnicity", "race", "sex"]);
  for (const field of categories) {
    expect(field.exclusiveOption).toBe("decline");
    expect(field.options!.at(-1)).toEqual({
      value: "decline",
      label: "I do not wish to provide this information",
    });
  }
});

test("declarations ask every URLA 5a/5b question as a required Yes/No, over two steps", () => {
  const form = getForm("purchase")!;
  const yesNo = ["declarations", "declarations_finances"].flatMap((slug) =>
    getStep(form, slug)!.fields.filter((f) => f.options?.map((o) => o.value).join() === "yes,no"),
  );
  expect(yesNo.map((f) => f.name)).toEqual([
    "occupy_primary",
    "ownership_past_3_years",
    "seller_relationship",
    "undisclosed_borrowing",
    "other_mortgage_applying",
    "new_credit_applying",
    "priority_lien",
    "cosigner",
    "outstanding_judgments",
    "federal_debt_delinquent",
    "lawsuit",
    "deed_in_lieu",
    "short_sale",
    "foreclosure",
    "bankruptcy",
  ]);
  expect(yesNo.every((f) => f.required && f.kind === "radio")).toBe(true);
});

test("labels of money fields that recur say their period", () => {
  const purchase = getForm("purchase")!;
  for (const name of [
    "base_income",
    "overtime_income",
    "bonus_income",
    "commission_income",
    "monthly_rent",
  ]) {
    expect(allFields(purchase).find((f) => f.name === name)!.label).toContain("per month");
  }
  const other = fieldOf(purchase, "other_income", "other_income_sources").fields!;
  expect(other.find((f) => f.name === "monthly_amount")!.label).toContain("per month");
  expect(fieldOf(getForm("refinance")!, "current_loan", "current_rate").label).toContain(
    "per year",
  );
  expect(fieldOf(getForm("refinance")!, "current_loan", "current_payment").label).toContain(
    "per month",
  );
});

test("refinance_goal offers cash-out, with the amount shown only for it", () => {
  const step = getStep(getForm("refinance")!, "refinance_goal")!;
  expect(step.fields[0]!.options!.map((o) => o.value)).toContain("cash_out");
  expect(fieldOf(getForm("refinance")!, "refinance_goal", "cash_out_amount").dependsOn).toEqual({
    field: "refinance_goal",
    values: ["cash_out"],
  });
});
