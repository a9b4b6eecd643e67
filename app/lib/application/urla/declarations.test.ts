import { expect, test } from "vitest";
import { BORROWER_SLOTS } from "../borrowers";
import { validateStep, visibleFields } from "../engine";
import { getForm, getStep } from "../forms";
import { TODAY, walk } from "../test-fixtures";
import type { BorrowerSlot, FieldDef, FormDef, StepDef } from "../types";
import {
  acknowledgmentsStep,
  declarationsFinancesStep,
  declarationsStep,
  declarationSteps,
  demographicsStep,
  homeownershipEducationStep,
  languageStep,
  militaryStep,
} from "./declarations";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

/** A factory's content as a form step (the flags do not matter to validation). */
function asStep(content: Omit<StepDef, "next" | "previousVisible" | "nextVisible" | "submitStep">) {
  const step: StepDef = {
    ...content,
    next: () => "form_received",
    previousVisible: true,
    nextVisible: true,
    submitStep: false,
  };
  const form: FormDef = {
    id: "purchase",
    productType: "purchase",
    formType: "full",
    wrapKey: null,
    title: "test",
    firstSlug: step.slug,
    steps: [step],
  };
  return { step, form };
}

function shown(step: StepDef, answers: object): string[] {
  return visibleFields(step, answers).map((f) => f.name);
}

function validate(step: StepDef, input: object) {
  const { form } = asStep(step);
  return validateStep(form, step.slug, input, TODAY);
}

// ---------------------------------------------------------------------------------------------
// Declarations (URLA 5a, 5b)
// ---------------------------------------------------------------------------------------------

test("5a: the three-year ownership question only for a future occupant, its type and title only on Yes", () => {
  const step = getStep(purchase, "declarations")!;
  const follow = (answers: object) =>
    shown(step, answers).filter((n) => n === "ownership_past_3_years" || n.startsWith("prior_"));
  expect(follow({})).toEqual([]);
  expect(follow({ occupy_primary: "no", ownership_past_3_years: "yes" })).toEqual([]);
  expect(follow({ occupy_primary: "yes" })).toEqual(["ownership_past_3_years"]);
  expect(follow({ occupy_primary: "yes", ownership_past_3_years: "no" })).toEqual([
    "ownership_past_3_years",
  ]);
  expect(follow({ occupy_primary: "yes", ownership_past_3_years: "yes" })).toEqual([
    "ownership_past_3_years",
    "prior_property_type",
    "prior_title_held",
  ]);
});

test("5a: the property types and titles are the URLA's PR, SR, SH, IP and S, SP, O", () => {
  const step = getStep(purchase, "declarations")!;
  const labels = (name: string) =>
    step.fields.find((f) => f.name === name)!.options!.map((o) => /\((\w+)\)$/.exec(o.label)?.[1]);
  // URLA 2021 section 5a, question A: "(1) What type of property did you own: primary
  // residence (PR), FHA secondary residence (SR), second home (SH), or investment property
  // (IP)? (2) How did you hold title to the property: by yourself (S), jointly with your spouse
  // (SP), or jointly with another person (O)?"
  expect(labels("prior_property_type")).toEqual(["PR", "SR", "SH", "IP"]);
  expect(labels("prior_title_held")).toEqual(["S", "SP", "O"]);
  const answered = validate(step, {
    occupy_primary: "yes",
    ownership_past_3_years: "yes",
    prior_property_type: "fha_secondary",
    seller_relationship: "no",
    undisclosed_borrowing: "no",
    other_mortgage_applying: "no",
    new_credit_applying: "no",
    priority_lien: "no",
  });
  expect(answered.ok).toBe(false);
  if (!answered.ok)
    expect(answered.errors).toEqual({ prior_title_held: "Choose how the title was held." });
});

test("5a: the seller question is for a purchase only", () => {
  for (const slot of BORROWER_SLOTS) {
    const names = (product: "purchase" | "refinance") =>
      declarationsStep(slot, product).fields.map((f) => f.name);
    expect(names("purchase")).toContain("seller_relationship");
    expect(names("refinance")).not.toContain("seller_relationship");
  }
  expect(getStep(refinance, "declarations")!.fields.map((f) => f.name)).not.toContain(
    "seller_relationship",
  );
});

test("5a: undisclosed money asks its amount on Yes only", () => {
  const step = getStep(purchase, "declarations")!;
  expect(shown(step, { undisclosed_borrowing: "no" })).not.toContain(
    "undisclosed_borrowing_amount",
  );
  expect(shown(step, { undisclosed_borrowing: "yes" })).toContain("undisclosed_borrowing_amount");
});

test("5b: the bankruptcy chapters only on Yes, required then, and only chapters 7, 11, 12, 13", () => {
  const step = getStep(purchase, "declarations_finances")!;
  const noes = Object.fromEntries(
    step.fields.filter((f) => !f.dependsOn).map((f) => [f.name, "no"]),
  );
  expect(shown(step, noes)).not.toContain("bankruptcy_types");
  expect(validate(step, { ...noes, bankruptcy_types: ["chapter_7"] })).toEqual({
    ok: true,
    values: noes,
  });
  expect(validate(step, { ...noes, bankruptcy: "yes" })).toEqual({
    ok: false,
    errors: { bankruptcy_types: "Choose the type of bankruptcy." },
  });
  expect(validate(step, { ...noes, bankruptcy: "yes", bankruptcy_types: ["chapter_9"] })).toEqual({
    ok: false,
    errors: { bankruptcy_types: "Choose from the options shown." },
  });
  expect(
    validate(step, { ...noes, bankruptcy: "yes", bankruptcy_types: ["chapter_13", "chapter_7"] }),
  ).toEqual({
    ok: true,
    values: { ...noes, bankruptcy: "yes", bankruptcy_types: ["chapter_7", "chapter_13"] },
  });
});

// ---------------------------------------------------------------------------------------------
// Military service (URLA 7)
// ---------------------------------------------------------------------------------------------

test("7: the statuses only on Yes; the projected end of service only for active duty", () => {
  const step = asStep(militaryStep(1)).step;
  expect(shown(step, { military_service: "no" })).toEqual(["military_service"]);
  expect(shown(step, { military_service: "yes" })).toEqual(["military_service", "military_status"]);
  expect(
    shown(step, { military_service: "yes", military_status: ["veteran", "surviving_spouse"] }),
  ).toEqual(["military_service", "military_status"]);
  expect(shown(step, { military_service: "yes", military_status: ["active_duty"] })).toEqual([
    "military_service",
    "military_status",
    "service_end",
  ]);
  expect(validate(step, { military_service: "yes", military_status: ["active_duty"] })).toEqual({
    ok: false,
    errors: { service_end: "Enter the month and year the service or tour is projected to end." },
  });
  expect(
    validate(step, {
      military_service: "yes",
      military_status: ["reserve_guard", "active_duty"],
      service_end: "09/2027",
    }),
  ).toEqual({
    ok: true,
    values: {
      military_service: "yes",
      military_status: ["active_duty", "reserve_guard"],
      service_end: "2027-09",
    },
  });
  expect(validate(step, { military_service: "yes" })).toEqual({
    ok: false,
    errors: { military_status: "Choose each status that applies." },
  });
});

// ---------------------------------------------------------------------------------------------
// Demographics (URLA 8, Regulation C appendix B)
// ---------------------------------------------------------------------------------------------

const demographics = asStep(demographicsStep(1)).step;
const options = (name: string) =>
  demographics.fields.find((f) => f.name === name)!.options!.map((o) => o.label);

test("8: the categories and subcategories are those of the Demographic Information Addendum", () => {
  // Regulation C (12 CFR 1003) appendix B, the sample data collection form, as the 2021 URLA's
  // Demographic Information Addendum prints it.
  expect(options("ethnicity")).toEqual([
    "Hispanic or Latino",
    "Not Hispanic or Latino",
    "I do not wish to provide this information",
  ]);
  expect(options("hispanic_origin")).toEqual([
    "Mexican",
    "Puerto Rican",
    "Cuban",
    "Other Hispanic or Latino",
  ]);
  expect(options("race")).toEqual([
    "American Indian or Alaska Native",
    "Asian",
    "Black or African American",
    "Native Hawaiian or Other Pacific Islander",
    "White",
    "I do not wish to provide this information",
  ]);
  expect(options("asian_origin")).toEqual([
    "Asian Indian",
    "Chinese",
    "Filipino",
    "Japanese",
    "Korean",
    "Vietnamese",
    "Other Asian",
  ]);
  expect(options("pacific_islander_origin")).toEqual([
    "Native Hawaiian",
    "Guamanian or Chamorro",
    "Samoan",
    "Other Pacific Islander",
  ]);
  expect(options("sex")).toEqual(["Female", "Male", "I do not wish to provide this information"]);
});

test("8: each subcategory and free text shows only under its category (and its 'Other')", () => {
  expect(shown(demographics, {})).toEqual(["ethnicity", "race", "sex"]);
  expect(shown(demographics, { ethnicity: ["hispanic_or_latino"] })).toContain("hispanic_origin");
  expect(shown(demographics, { ethnicity: ["hispanic_or_latino"] })).not.toContain(
    "other_hispanic_origin",
  );
  expect(
    shown(demographics, {
      ethnicity: ["hispanic_or_latino"],
      hispanic_origin: ["other_hispanic_or_latino"],
    }),
  ).toContain("other_hispanic_origin");
  expect(shown(demographics, { race: ["american_indian_or_alaska_native"] })).toContain("tribe");
  expect(shown(demographics, { race: ["asian"], asian_origin: ["other_asian"] })).toEqual([
    "ethnicity",
    "race",
    "asian_origin",
    "other_asian_race",
    "sex",
  ]);
  expect(
    shown(demographics, {
      race: ["native_hawaiian_or_pacific_islander"],
      pacific_islander_origin: ["other_pacific_islander"],
    }),
  ).toEqual(["ethnicity", "race", "pacific_islander_origin", "other_pacific_islander_race", "sex"]);
  // "Other Asian" still ticked, "Asian" no longer: neither the list nor its text shows.
  expect(shown(demographics, { race: ["white"], asian_origin: ["other_asian"] })).toEqual([
    "ethnicity",
    "race",
    "sex",
  ]);
});

test("8: a subcategory without its category is not kept", () => {
  expect(
    validate(demographics, {
      ethnicity: ["not_hispanic_or_latino"],
      hispanic_origin: ["cuban"],
      race: ["white"],
      asian_origin: ["chinese", "other_asian"],
      other_asian_race: "Thai",
      tribe: "Navajo Nation",
      pacific_islander_origin: ["samoan"],
    }),
  ).toEqual({
    ok: true,
    values: { ethnicity: ["not_hispanic_or_latino"], race: ["white"], sex: [] },
  });
});

test("8: categories with subcategories and free text are kept", () => {
  expect(
    validate(demographics, {
      ethnicity: ["hispanic_or_latino"],
      hispanic_origin: ["other_hispanic_or_latino", "mexican"],
      other_hispanic_origin: "  Colombian ",
      race: ["asian", "american_indian_or_alaska_native"],
      tribe: "Navajo Nation",
      asian_origin: ["other_asian", "korean"],
      other_asian_race: "Hmong",
      sex: ["female"],
    }),
  ).toEqual({
    ok: true,
    values: {
      ethnicity: ["hispanic_or_latino"],
      hispanic_origin: ["mexican", "other_hispanic_or_latino"],
      other_hispanic_origin: "Colombian",
      race: ["american_indian_or_alaska_native", "asian"],
      tribe: "Navajo Nation",
      asian_origin: ["korean", "other_asian"],
      other_asian_race: "Hmong",
      sex: ["female"],
    },
  });
});

test("8: 'I do not wish to provide this information' stands alone in each category", () => {
  const message =
    "Choose “I do not wish to provide this information” on its own, or the other answers without it.";
  for (const [name, other] of [
    ["ethnicity", "not_hispanic_or_latino"],
    ["race", "white"],
    ["sex", "male"],
  ] as const) {
    expect(validate(demographics, { [name]: ["decline", other] })).toEqual({
      ok: false,
      errors: { [name]: message },
    });
    const alone = validate(demographics, { [name]: ["decline"] });
    expect(alone.ok && alone.values[name]).toEqual(["decline"]);
  }
});

test("8: every answer is optional and encrypted; free text is bounded to 100 characters", () => {
  for (const field of demographics.fields) {
    expect(field.required, field.name).toBe(false);
    expect(field.sensitive, field.name).toBe(true);
    // HMDA Filing Instructions Guide: the free-form race and ethnicity text fields take up to
    // 100 characters.
    if (field.kind === "text") expect(field.maxLength, field.name).toBe(100);
  }
  const long = validate(demographics, {
    race: ["american_indian_or_alaska_native"],
    tribe: "x".repeat(101),
  });
  expect(long.ok).toBe(false);
  if (!long.ok) expect(Object.keys(long.errors)).toEqual(["tribe"]);
  const fits = validate(demographics, {
    race: ["american_indian_or_alaska_native"],
    tribe: "x".repeat(100),
  });
  expect(fits.ok).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// Form 1103
// ---------------------------------------------------------------------------------------------

test("1103: the languages of the form, 'Other' with its text, and 'I do not wish to respond'", () => {
  const step = asStep(languageStep(1)).step;
  // Fannie Mae / Freddie Mac Form 1103, section 2 (language preference).
  expect(step.fields[0]!.options!.map((o) => o.label)).toEqual([
    "English",
    "Chinese",
    "Korean",
    "Spanish",
    "Tagalog",
    "Vietnamese",
    "Other",
    "I do not wish to respond",
  ]);
  expect(validate(step, {})).toEqual({ ok: true, values: {} });
  expect(shown(step, { language_preference: "spanish" })).toEqual(["language_preference"]);
  expect(validate(step, { language_preference: "other" })).toEqual({
    ok: false,
    errors: { language_other: "Enter the language, or choose another answer." },
  });
  expect(
    validate(step, { language_preference: "other", language_other: "Haitian Creole" }),
  ).toEqual({
    ok: true,
    values: { language_preference: "other", language_other: "Haitian Creole" },
  });
  expect(validate(step, { language_preference: "korean", language_other: "ignored" })).toEqual({
    ok: true,
    values: { language_preference: "korean" },
  });
  for (const field of step.fields) expect(field.sensitive, field.name).toBe(true);
  expect(step.fields[1]!.maxLength).toBe(100);
});

test("1103: education and counseling details only on Yes, with their formats", () => {
  const step = asStep(homeownershipEducationStep(1)).step;
  expect(shown(step, { homeownership_education: "no", housing_counseling: "no" })).toEqual([
    "homeownership_education",
    "housing_counseling",
  ]);
  expect(shown(step, { homeownership_education: "no", housing_counseling: "yes" })).toEqual([
    "homeownership_education",
    "housing_counseling",
    "counseling_format",
    "counseling_agency",
    "counseling_agency_id",
    "counseling_date",
  ]);
  const formats = (name: string) =>
    step.fields.find((f) => f.name === name)!.options!.map((o) => o.value);
  expect(formats("education_format")).toEqual(["in_person", "online", "hybrid"]);
  expect(formats("counseling_format")).toEqual(["in_person", "telephone", "online", "hybrid"]);
  expect(validate(step, { homeownership_education: "yes", housing_counseling: "no" })).toEqual({
    ok: false,
    errors: {
      education_format: "Choose how the education was given.",
      education_agency: "Enter the name of the agency or provider.",
      education_date: "Enter the date the education was completed as MM/DD/YYYY.",
    },
  });
  // TODAY is 15 June 2025: a completion date after it is refused.
  const future = validate(step, {
    homeownership_education: "yes",
    education_format: "online",
    education_agency: "Portland Housing Center",
    education_date: "07/01/2025",
    housing_counseling: "no",
  });
  expect(future).toEqual({
    ok: false,
    errors: { education_date: "This date can't be in the future." },
  });
});

// ---------------------------------------------------------------------------------------------
// Acknowledgments (URLA 6) and a co-borrower's own consents
// ---------------------------------------------------------------------------------------------

test("6: the borrower agrees with one box linked to the full text; review_and_consent is unchanged", () => {
  const step = getStep(purchase, "acknowledgments")!;
  expect(step.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
    ["urla_acknowledgments", "checkbox", true],
  ]);
  expect(step.fields[0]!.document?.href).toBe("/acknowledgments");
  expect(validate(step, {})).toEqual({
    ok: false,
    errors: { urla_acknowledgments: "Agree to the Acknowledgments and Agreements to continue." },
  });
  expect(getStep(purchase, "review_and_consent")!.fields.map((f) => f.name)).toEqual([
    "ssn",
    "credit_check_consent",
    "esign_consent",
    "privacy_ack",
    "information_certification",
  ]);
});

test("6: each co-borrower gives their own consents, credit check included, in their own words", () => {
  for (const slot of [2, 3, 4] as const) {
    const step = asStep(acknowledgmentsStep(slot)).step;
    expect(step.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ["urla_acknowledgments", "checkbox", true],
      ["credit_check_consent", "checkbox", true],
      ["esign_consent", "checkbox", true],
      ["privacy_ack", "checkbox", true],
      ["information_certification", "checkbox", true],
    ]);
    for (const field of step.fields) expect(field.label).toContain(`I, Co-borrower ${slot - 1},`);
    const refused = validate(step, {
      urla_acknowledgments: "on",
      esign_consent: "on",
      privacy_ack: "on",
      information_certification: "on",
    });
    expect(refused).toEqual({
      ok: false,
      errors: { credit_check_consent: "The co-borrower must authorize the credit check." },
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Slots and the payload
// ---------------------------------------------------------------------------------------------

const PARTS: Readonly<Record<string, string>> = {
  declarations: "declarations",
  declarations_finances: "declarations",
  military_service: "militaryService",
  demographics: "demographics",
  language_preference: "languagePreference",
  homeownership_education: "languagePreference",
  acknowledgments: "declarations",
};

test("slots 2 to 4: prefixed slugs, the co-borrower named in the title, 'they' in the questions", () => {
  for (const slot of [2, 3, 4] as const) {
    const steps = declarationSteps(slot, "purchase");
    expect(steps.map((s) => s.slug)).toEqual(
      Object.keys(PARTS).map((base) => `borrower${slot}_${base}`),
    );
    for (const step of steps) {
      expect(step.title.startsWith(`Co-borrower ${slot - 1}: `), step.title).toBe(true);
      const words = [
        step.title,
        step.description ?? "",
        ...step.fields.flatMap((f) => [f.label, f.help ?? ""]),
      ].join(" ");
      // Consents are ticked by the co-borrower in person: "I, Co-borrower 1, ... my ...".
      const text = step.slug.endsWith("acknowledgments") ? step.title : words;
      expect(text, step.slug).not.toMatch(/\b(you|your|yourself)\b/i);
    }
  }
  expect(declarationsStep(2, "purchase").fields[0]!.label).toBe(
    "Will this home be their primary residence, where they live most of the year?",
  );
  expect(declarationsStep(1, "purchase").fields[0]!.label).toBe(
    "Will this home be your primary residence, where you live most of the year?",
  );
  expect(declarationsFinancesStep(3).title).toBe(
    "Co-borrower 2: Do any of these apply to their finances?",
  );
  expect(militaryStep(4).fields[0]!.label).toBe(
    "Did they (or their late spouse) ever serve, or are they serving now, in the US Armed Forces?",
  );
});

test("every step and field says where it goes in the payload: this borrower's part", () => {
  for (const slot of BORROWER_SLOTS) {
    for (const product of ["purchase", "refinance"] as const) {
      for (const step of declarationSteps(slot, product)) {
        const base = step.slug.replace(/^borrower\d_/, "");
        const place = { section: "borrower", borrower: slot, part: PARTS[base] };
        expect(step.payload, step.slug).toEqual(place);
        for (const field of step.fields) expect(field.payload, field.name).toEqual(place);
      }
    }
  }
});

test("a co-borrower's steps validate like the borrower's, with the same field names", () => {
  const slot: BorrowerSlot = 2;
  const step = asStep(demographicsStep(slot)).step;
  expect(step.fields.map((f: FieldDef) => f.name)).toEqual(demographics.fields.map((f) => f.name));
  expect(validate(step, { race: ["asian"], asian_origin: ["filipino"] })).toEqual({
    ok: true,
    values: { ethnicity: [], race: ["asian"], asian_origin: ["filipino"], sex: [] },
  });
});

test("both full forms take the borrower's steps in order after URLA 2-4, then review_and_consent", () => {
  const order = [
    "loan_program",
    "declarations",
    "declarations_finances",
    "military_service",
    "demographics",
    "language_preference",
    "homeownership_education",
    "acknowledgments",
    "review_and_consent",
    "form_received",
  ];
  for (const form of [purchase, refinance]) {
    const { slugs } = walk(form);
    expect(slugs.slice(slugs.indexOf("loan_program"))).toEqual(order);
  }
  for (const id of ["short-purchase", "short-refinance"]) {
    expect(getStep(getForm(id)!, "declarations")).toBeUndefined();
  }
});
