import { expect, test } from "vitest";
import {
  checkField,
  inputValues,
  pathFor,
  sensitiveFieldNames,
  stepSchema,
  validateStep,
  visibleFields,
} from "./engine";
import { defineField } from "./define-field";
import { UNREADABLE_MESSAGE } from "./field-read";
import { FORM_IDS, getForm, getStep } from "./forms";
import { TODAY, validInput, walk } from "./test-fixtures";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

test("a valid step gives normalised values: money in cents, numbers, ISO dates", () => {
  expect(
    validateStep(
      purchase,
      "purchase_price",
      { purchase_price: "$350,000", down_payment: "$35,000.50", down_payment_percent: "10" },
      TODAY,
    ),
  ).toEqual({
    ok: true,
    values: { purchase_price: 35000000, down_payment: 3500050, down_payment_percent: 10 },
  });
  expect(
    validateStep(
      purchase,
      "personal_info",
      {
        first_name: " Ana ",
        last_name: "García-López",
        date_of_birth: "04/15/1985",
        citizenship: "permanent_resident",
        marital_status: "unmarried",
        dependents: "0",
      },
      TODAY,
    ),
  ).toEqual({
    ok: true,
    values: {
      first_name: "Ana",
      last_name: "García-López",
      date_of_birth: "1985-04-15",
      citizenship: "permanent_resident",
      marital_status: "unmarried",
      dependents: "0",
    },
  });
});

test("unknown keys are stripped: hidden fields and attribution never reach the values", () => {
  const result = validateStep(
    purchase,
    "credit_score",
    {
      credit_score: "700_739",
      currentPage: "credit_score",
      slug: "credit_score",
      sessionUUID: "x",
      source: "google",
      admin: true,
      ssn: "123-45-6789",
    },
    TODAY,
  );
  expect(result).toEqual({ ok: true, values: { credit_score: "700_739" } });
});

test("every missing required field gets its own sentence; nothing else is reported", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    for (const step of form.steps) {
      if (step.fields.length === 0) continue;
      const result = validateStep(form, step.slug, {}, TODAY);
      const required = visibleFields(step, {}).filter((f) => f.required);
      if (required.length === 0 && !step.crossCheck) {
        expect(result.ok, `${id}/${step.slug}`).toBe(true);
        continue;
      }
      expect(result.ok, `${id}/${step.slug}`).toBe(false);
      if (result.ok) continue;
      // property_area has no required field, only its rule across fields.
      const expected =
        required.length > 0 ? required.map((f) => f.name) : ["area_city", "area_state"];
      expect(Object.keys(result.errors), `${id}/${step.slug}`).toEqual(expected);
      for (const message of Object.values(result.errors)) {
        expect(message).toMatch(/^[A-Z“].{8,}\.$/);
      }
    }
  }
});

test("the step's messages read as instructions a borrower can follow", () => {
  const result = validateStep(
    purchase,
    "current_address",
    {
      current_zip: "9720",
      housing_status: "rent",
      years_at_address: "100",
      months_at_address: "12",
    },
    TODAY,
  );
  expect(result).toEqual({
    ok: false,
    errors: {
      current_street: "Enter your street address.",
      current_city: "Enter your city.",
      current_state: "Choose your state.",
      current_zip: "Enter a 5-digit ZIP code.",
      monthly_rent: "Enter your rent per month.",
      years_at_address: "Enter a whole number from 0 to 99.",
      months_at_address: "Enter a whole number from 0 to 11.",
    },
  });
});

test("required consents must be ticked; the TCPA box may stay unticked", () => {
  const review = validateStep(
    purchase,
    "review_and_consent",
    { ssn: "123-45-6789", credit_check_consent: "on", esign_consent: "true", privacy_ack: "on" },
    TODAY,
  );
  expect(review).toEqual({
    ok: false,
    errors: { information_certification: "Confirm that your information is true and complete." },
  });
  const contact = validateStep(
    purchase,
    "contact_info",
    { email: "pat@example.com", phone: "5035550142" },
    TODAY,
  );
  expect(contact).toEqual({
    ok: true,
    values: { email: "pat@example.com", phone: "5035550142", tcpa_consent: false },
  });
});

test("rules across fields: down payment within the price; a city and state, or a ZIP", () => {
  expect(
    validateStep(
      purchase,
      "purchase_price",
      { purchase_price: "300,000", down_payment: "300,001" },
      TODAY,
    ),
  ).toEqual({
    ok: false,
    errors: { down_payment: "Your down payment can't be more than the purchase price." },
  });
  expect(validateStep(purchase, "property_area", {}, TODAY)).toEqual({
    ok: false,
    errors: {
      area_city: "Enter a city and state, or a ZIP code.",
      area_state: "Choose the state, or enter a ZIP code instead.",
    },
  });
  expect(validateStep(purchase, "property_area", { area_zip: "83702" }, TODAY)).toEqual({
    ok: true,
    values: { area_zip: "83702" },
  });
});

test("HMDA answers are optional, and 'I do not wish to provide' stands alone", () => {
  expect(validateStep(purchase, "demographics", {}, TODAY)).toEqual({
    ok: true,
    values: { ethnicity: [], race: [], sex: [] },
  });
  expect(
    validateStep(purchase, "demographics", { race: ["white", "asian"], sex: "decline" }, TODAY),
  ).toEqual({
    ok: true,
    values: { ethnicity: [], race: ["asian", "white"], asian_origin: [], sex: ["decline"] },
  });
  const mixed = validateStep(
    purchase,
    "demographics",
    { ethnicity: ["decline", "hispanic_or_latino"] },
    TODAY,
  );
  expect(mixed).toEqual({
    ok: false,
    errors: {
      ethnicity:
        "Choose “I do not wish to provide this information” on its own, or the other answers without it.",
    },
  });
});

test("non-object bodies count as empty answers", () => {
  for (const body of [null, undefined, "home_found=yes", 42, true, ["yes"], () => "yes"]) {
    expect(validateStep(purchase, "home_in_mind", body, TODAY)).toEqual({
      ok: false,
      errors: { home_found: "Tell us whether you've found a home." },
    });
  }
});

test("prototype keys, inherited properties and getters are never read", () => {
  const polluted = JSON.parse(
    '{"__proto__": {"home_found": "yes"}, "constructor": {"prototype": {"x": 1}}}',
  );
  expect(validateStep(purchase, "home_in_mind", polluted, TODAY).ok).toBe(false);
  expect(({} as Record<string, unknown>).home_found).toBeUndefined();

  const inherited = Object.create({ home_found: "yes" }) as object;
  expect(validateStep(purchase, "home_in_mind", inherited, TODAY).ok).toBe(false);

  let called = false;
  const withGetter = {
    get home_found() {
      called = true;
      return "yes";
    },
  };
  expect(validateStep(purchase, "home_in_mind", withGetter, TODAY).ok).toBe(false);
  expect(called).toBe(false);

  const hostile = new Proxy(
    {},
    {
      getOwnPropertyDescriptor() {
        throw new Error("boom");
      },
      get() {
        throw new Error("boom");
      },
    },
  );
  expect(validateStep(purchase, "home_in_mind", hostile, TODAY)).toEqual({
    ok: false,
    errors: { home_found: "Tell us whether you've found a home." },
  });
});

test("wrong types and huge strings are refused per field, never thrown", () => {
  const result = validateStep(
    purchase,
    "contact_info",
    {
      email: { $gt: "" },
      phone: "5".repeat(5_000_000),
      tcpa_consent: ["on", "on", "on", "on", "on"],
    },
    TODAY,
  );
  expect(result).toEqual({
    ok: false,
    errors: {
      email: UNREADABLE_MESSAGE,
      phone: "This answer is too long. Please shorten it.",
      tcpa_consent: UNREADABLE_MESSAGE,
    },
  });
});

test("the terminal step and unknown slugs accept nothing", () => {
  expect(validateStep(purchase, "form_received", {}, TODAY)).toEqual({ ok: false, errors: {} });
  expect(validateStep(purchase, "nope", {}, TODAY)).toEqual({ ok: false, errors: {} });
  expect(validateStep(purchase, "approximate_value", {}, TODAY)).toEqual({ ok: false, errors: {} });
});

test("visibleFields hides every dependent field until its trigger is answered", () => {
  const employment = getStep(purchase, "employment")!;
  expect(visibleFields(employment, {}).map((f) => f.name)).toEqual(["employment_status"]);
  expect(
    visibleFields(employment, { employment_status: "self_employed" }).map((f) => f.name),
  ).toEqual([
    "employment_status",
    "business_name",
    "ownership_share",
    "years_in_business",
    "months_in_business",
    "business_result",
    "business_monthly_amount",
    "business_phone",
  ]);
  expect(visibleFields(employment, { employment_status: "bogus" }).map((f) => f.name)).toEqual([
    "employment_status",
  ]);
  const assets = getStep(purchase, "assets")!;
  expect(visibleFields(assets, {}).map((f) => f.name)).toEqual(["has_accounts"]);
  expect(visibleFields(assets, { has_accounts: "no" }).map((f) => f.name)).toEqual([
    "has_accounts",
  ]);
  expect(visibleFields(assets, { has_accounts: "yes" }).map((f) => f.name)).toEqual([
    "has_accounts",
    "accounts",
  ]);
  // Chained: the prior-property questions need both Yes answers above them.
  const declarations = getStep(purchase, "declarations")!;
  const shown = (answers: object) =>
    visibleFields(declarations, answers)
      .map((f) => f.name)
      .filter((n) => n.startsWith("prior_"));
  expect(shown({ occupy_primary: "no", ownership_past_3_years: "yes" })).toEqual([]);
  expect(shown({ occupy_primary: "yes", ownership_past_3_years: "yes" })).toEqual([
    "prior_property_type",
    "prior_title_held",
  ]);
});

test("stepSchema is a zod schema whose issues are keyed by field name (for conform)", () => {
  const step = getStep(refinance, "refinance_goal")!;
  const result = stepSchema(step, TODAY).safeParse({
    refinance_goal: "cash_out",
    cash_out_amount: "lots",
  });
  expect(result.success).toBe(false);
  expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
    [["cash_out_amount"], "Enter a dollar amount using numbers only, like 250,000 or 1,234.56."],
  ]);
});

test("a fresh contact step has nothing pre-filled: the TCPA box starts unticked", () => {
  for (const id of FORM_IDS) {
    const step = getStep(getForm(id)!, "contact_info")!;
    expect(inputValues(step, {})).toEqual({});
    expect(inputValues(step, { tcpa_consent: false })).toEqual({});
  }
});

test("inputValues pre-fills a step as its inputs show it, but never the SSN", () => {
  const { answers } = walk(purchase, {
    income: { base_income: "6,500.25" },
    personal_info: { date_of_birth: "04/15/1985" },
  });
  const income = getStep(purchase, "income")!;
  expect(inputValues(income, answers.income)).toEqual({
    base_income: "6,500.25",
    overtime_income: "250,000",
    bonus_income: "250,000",
    commission_income: "250,000",
  });
  expect(inputValues(getStep(purchase, "personal_info")!, answers.personal_info)).toMatchObject({
    date_of_birth: "04/15/1985",
  });
  const review = getStep(purchase, "review_and_consent")!;
  expect(inputValues(review, answers.review_and_consent)).toEqual({
    credit_check_consent: "on",
    esign_consent: "on",
    privacy_ack: "on",
    information_certification: "on",
  });
  // Pre-filled text validates back to the same stored values.
  const step = getStep(purchase, "assets")!;
  const again = validateStep(purchase, "assets", inputValues(step, answers.assets), TODAY);
  expect(again).toEqual({ ok: true, values: answers.assets });
});

test("stored values of every step of every form survive a round trip through the inputs", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    const { answers } = walk(form);
    for (const [slug, values] of Object.entries(answers)) {
      const step = getStep(form, slug)!;
      const input = { ...inputValues(step, values), ssn: validInput(step).ssn };
      expect(validateStep(form, slug, input, TODAY), `${id}/${slug}`).toEqual({ ok: true, values });
    }
  }
});

test("sensitiveFieldNames lists each field once", () => {
  // The co-borrowers' steps repeat the borrower's names: each is listed (and sealed) once.
  expect(sensitiveFieldNames(refinance)).toEqual([
    // Rent is income (URLA 4c and 3): the home's expected rent, and each property owned's rent.
    "expected_rent",
    "investment_rent",
    "date_of_birth",
    "business_monthly_amount",
    "base_income",
    "overtime_income",
    "bonus_income",
    "commission_income",
    "other_jobs",
    "previous_jobs",
    "other_income_sources",
    // A co-borrower's, on their own personal step (the borrower's is on review_and_consent).
    "ssn",
    "reo_rental_income",
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
  expect(sensitiveFieldNames(getForm("short-refinance")!)).toEqual([]);
});

test("checkField: the browser's per-field check gives the step's own message for the same input", () => {
  const contact = getStep(purchase, "contact_info")!;
  const email = contact.fields.find((f) => f.name === "email")!;
  // The field's own required message stays; its kind's invalid message is spec 5's default.
  expect(checkField(email, "", null)).toEqual({ ok: false, message: "Enter your email address." });
  expect(checkField(email, "pat@exam", null)).toEqual({
    ok: false,
    message: "This value should be a valid email.",
  });
  expect(checkField(email, " Pat@Example.com ", null)).toEqual({
    ok: true,
    value: "pat@example.com",
  });
  const result = validateStep(purchase, "contact_info", { email: "pat@exam", phone: "" }, TODAY);
  expect(result).toEqual({
    ok: false,
    errors: {
      email: "This value should be a valid email.",
      phone: "Enter your phone number.",
    },
  });
  // A field without a message of its own gets spec 5's default, "This value is required.".
  const plain = defineField({ name: "nickname", label: "Nickname", kind: "text" });
  expect(checkField(plain, "  ", null)).toEqual({ ok: false, message: "This value is required." });
  const optional = defineField({
    name: "nickname",
    label: "Nickname",
    kind: "text",
    required: false,
  });
  expect(checkField(optional, "", null)).toEqual({ ok: true, value: undefined });
});

test("today null skips the rules that need the server's clock (the browser's pre-check)", () => {
  const dob = defineField({ name: "dob", label: "Date of birth", kind: "date", dateRule: "birth" });
  expect(checkField(dob, "01/01/2020", TODAY)).toEqual({
    ok: false,
    message: "You must be at least 18 years old to apply.",
  });
  expect(checkField(dob, "01/01/2020", null)).toEqual({ ok: true, value: "2020-01-01" });
  expect(checkField(dob, "02/30/2000", null)).toEqual({
    ok: false,
    message: "That date doesn't exist. Check the month and the day.",
  });
});

// The lender's ten licensed states, copied by hand from app/config/lender.ts (licensedStates).
const LICENSED = ["AZ", "CA", "CO", "FL", "ID", "NV", "OR", "TX", "UT", "WA"];

test("the property's state must be a licensed one on all four forms; the message names them and the phone", () => {
  const places = [
    ["purchase", "property_address", "property_state"],
    ["purchase", "property_area", "area_state"],
    ["refinance", "refinance_address", "property_state"],
    ["short-purchase", "property_area", "area_state"],
    ["short-refinance", "approximate_value", "property_state"],
  ] as const;
  for (const [id, slug, name] of places) {
    const form = getForm(id)!;
    const field = getStep(form, slug)!.fields.find((f) => f.name === name)!;
    for (const code of LICENSED)
      expect(checkField(field, code, null)).toEqual({ ok: true, value: code });
    expect(checkField(field, "Washington", null)).toEqual({ ok: true, value: "WA" });
    for (const refused of ["NY", "new jersey", "PR", "DC"]) {
      const checked = checkField(field, refused, null);
      expect(checked.ok, `${id}/${slug} ${refused}`).toBe(false);
      if (!checked.ok) {
        expect(checked.message).toContain(
          "Arizona, California, Colorado, Florida, Idaho, Nevada, Oregon, Texas, Utah and Washington",
        );
        expect(checked.message).toContain("(800) 555-0142");
        // Short, as every refusal (hostile-input.test.ts): the ten names take 91 characters.
        expect(checked.message.length).toBeLessThan(200);
      }
    }
    // The server's whole-step check refuses it with the same message (422).
    const result = validateStep(
      form,
      slug,
      validInput(getStep(form, slug)!, { [name]: "NY" }),
      TODAY,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[name]).toMatch(/^We can only make loans on homes in /);
  }
  // The borrower's own address may be in any state.
  const own = getStep(purchase, "current_address")!.fields.find((f) => f.name === "current_state")!;
  expect(checkField(own, "NY", null)).toEqual({ ok: true, value: "NY" });
});

test("a ZIP code alone for the area says its state: one outside the licensed states is refused", () => {
  for (const id of ["purchase", "short-purchase"] as const) {
    const form = getForm(id)!;
    // 10001 is Manhattan, New York; 06390 is Fishers Island, New York, in Connecticut's 063
    // prefix; neither state is licensed.
    for (const zip of ["10001", "06390"]) {
      const result = validateStep(form, "property_area", { area_zip: zip }, TODAY);
      expect(result.ok, `${id} ${zip}`).toBe(false);
      if (!result.ok) {
        expect(Object.keys(result.errors)).toEqual(["area_zip"]);
        expect(result.errors.area_zip).toMatch(/^We can only make loans on homes in /);
        expect(result.errors.area_zip).toContain("(800) 555-0142");
      }
    }
    // 97201 is Portland, Oregon, and 85004 Phoenix, Arizona: licensed.
    for (const zip of ["97201", "85004"]) {
      expect(validateStep(form, "property_area", { area_zip: zip }, TODAY)).toEqual({
        ok: true,
        values: { area_zip: zip },
      });
    }
  }
});

test("a draft holding an unlicensed property state is asked that step again", () => {
  const { answers } = walk(refinance);
  const stale = {
    ...answers,
    refinance_address: { ...answers.refinance_address, property_state: "NY" },
  };
  expect(pathFor(refinance, stale)).toEqual(["refinance_address"]);
});
