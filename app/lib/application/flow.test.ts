import { expect, test } from "vitest";
import {
  isReachable,
  nextSlug,
  pathFor,
  previousSlug,
  progress,
  validateStep,
  visibleFields,
} from "./engine";
import { FORM_IDS, getForm, getStep } from "./forms";
import { TODAY, validInput, walk } from "./test-fixtures";
import { slotOf } from "./borrowers";
import type { Earlier, FormDef, StepValues } from "./types";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;
const shortPurchase = getForm("short-purchase")!;
const shortRefinance = getForm("short-refinance")!;

// The step lists of DESIGN 7, written out by hand.
// URLA 1 for one borrower who has lived and worked 2 years or more where they are now.
const BORROWER_1 = [
  "personal_info",
  "contact_info",
  "current_address",
  "mailing_address",
  "employment",
  "income",
  "additional_employment",
  "other_income",
];

// URLA 2 and 3 (urla/finances.ts): a borrower who answers Yes to every question owns six
// properties, the most the form takes, each on its own step.
const FINANCES = [
  "assets",
  "other_assets",
  "liabilities",
  "other_liabilities",
  "real_estate",
  "real_estate_2",
  "real_estate_3",
  "real_estate_4",
  "real_estate_5",
  "real_estate_6",
  "new_loans",
  "loan_program",
];
const PURCHASE_AFTER_PROPERTY = [
  "property_type",
  "property_use",
  "purchase_price",
  "first_time_buyer",
  "credit_score",
  "credit_type",
  ...BORROWER_1,
  ...FINANCES,
  // URLA 5, 7, 8, Form 1103, 6 (urla/declarations.ts)
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
const PURCHASE_FOUND = ["home_in_mind", "property_address", ...PURCHASE_AFTER_PROPERTY];
const PURCHASE_LOOKING = ["home_in_mind", "property_area", ...PURCHASE_AFTER_PROPERTY];
// The home is the borrower's main home: its address is their current address, asked once.
const REFINANCE = [
  "refinance_address",
  "property_type",
  "property_use",
  "approximate_value",
  "current_loan",
  "refinance_goal",
  "credit_score",
  "credit_type",
  "personal_info",
  "contact_info",
  "time_in_home",
  "mailing_address",
  "employment",
  "income",
  "additional_employment",
  "other_income",
  ...FINANCES,
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
const SHORT_PURCHASE = [
  "property_area",
  "purchase_price",
  "credit_score",
  "contact_info",
  "form_received",
];
const SHORT_REFINANCE = [
  "approximate_value",
  "loan_balance",
  "credit_score",
  "contact_info",
  "form_received",
];

test("purchase: a borrower who found a home goes through property_address", () => {
  const { slugs, answers } = walk(purchase, {
    home_in_mind: { home_found: "yes", under_contract: "yes" },
  });
  expect(slugs).toEqual(PURCHASE_FOUND);
  expect(answers.home_in_mind).toEqual({ home_found: "yes", under_contract: "yes" });
  expect(pathFor(purchase, answers)).toEqual(PURCHASE_FOUND);
});

test("purchase: a borrower still looking goes through property_area", () => {
  const { slugs, answers } = walk(purchase, {
    home_in_mind: { home_found: "no", purchase_timeline: "3_to_6_months" },
    property_area: { area_city: "Boise", area_state: "ID", area_zip: "" },
  });
  expect(slugs).toEqual(PURCHASE_LOOKING);
  expect(answers.home_in_mind).toEqual({ home_found: "no", purchase_timeline: "3_to_6_months" });
  expect(answers.property_area).toEqual({ area_city: "Boise", area_state: "ID" });
});

test("purchase: an employed borrower's employer details are kept, business ones are not asked", () => {
  const { slugs, answers } = walk(purchase, {
    employment: {
      employment_status: "employed",
      employer_name: "Portland Public Schools",
      job_title: "Teacher",
      years_on_job: "6",
      months_on_job: "4",
      employer_phone: "503-555-0100",
      employed_by_party: "",
      business_name: "ignored because hidden",
    },
  });
  expect(slugs).toEqual(PURCHASE_FOUND);
  expect(answers.employment).toEqual({
    employment_status: "employed",
    employer_name: "Portland Public Schools",
    job_title: "Teacher",
    years_on_job: 6,
    months_on_job: 4,
    employer_phone: "5035550100",
    employed_by_party: false,
  });
});

test("purchase: a self-employed borrower gives business name, ownership share and years", () => {
  const { slugs, answers } = walk(purchase, {
    home_in_mind: { home_found: "no", purchase_timeline: "not_sure" },
    employment: {
      employment_status: "self_employed",
      business_name: "Rivera Plumbing LLC",
      ownership_share: "25_or_more",
      years_in_business: "12",
      months_in_business: "0",
      business_result: "loss",
      business_monthly_amount: "1,250",
      employer_name: "ignored because hidden",
    },
  });
  expect(slugs).toEqual(PURCHASE_LOOKING);
  expect(answers.employment).toEqual({
    employment_status: "self_employed",
    business_name: "Rivera Plumbing LLC",
    ownership_share: "25_or_more",
    years_in_business: 12,
    months_in_business: 0,
    business_result: "loss",
    business_monthly_amount: 125000,
    business_phone: "5035550142",
  });
});

test("purchase: retired and not-working borrowers answer the status only", () => {
  for (const status of ["retired", "not_employed"]) {
    const { slugs, answers } = walk(purchase, {
      employment: { employment_status: status, employer_name: "x", business_name: "y" },
    });
    expect(slugs).toEqual(PURCHASE_FOUND);
    expect(answers.employment).toEqual({ employment_status: status });
  }
});

test("purchase: every dependent branch answered Yes still reaches form_received", () => {
  const { slugs, answers } = walk(purchase, {
    property_type: { property_type: "multi_family", unit_count: "3" },
    first_time_buyer: { first_time_buyer: "yes" },
    military_service: { military_service: "yes", military_status: ["veteran"] },
    income: { base_income: "$6,500.00" },
    other_income: {
      has_other_income: "yes",
      other_income_sources: [
        { source: "rental", monthly_amount: "1,200" },
        { source: "child_support", monthly_amount: "400" },
      ],
    },
    assets: {
      has_accounts: "yes",
      accounts: [{ account_type: "retirement", institution: "Fidelity", value: "48,250.75" }],
    },
    declarations: {
      occupy_primary: "yes",
      ownership_past_3_years: "yes",
      prior_property_type: "investment",
      prior_title_held: "joint_spouse",
      undisclosed_borrowing: "yes",
      undisclosed_borrowing_amount: "2,500",
    },
    declarations_finances: { bankruptcy: "yes", bankruptcy_types: ["chapter_13", "chapter_7"] },
    current_address: { housing_status: "rent", monthly_rent: "1,850" },
  });
  expect(slugs).toEqual(PURCHASE_FOUND);
  expect(answers.property_type).toEqual({ property_type: "multi_family", unit_count: "3" });
  expect(answers.military_service).toEqual({
    military_service: "yes",
    military_status: ["veteran"],
  });
  expect(answers.income).toMatchObject({ base_income: 650000 });
  expect(answers.other_income).toEqual({
    has_other_income: "yes",
    other_income_sources: [
      { source: "rental", monthly_amount: 120000 },
      { source: "child_support", monthly_amount: 40000 },
    ],
  });
  expect(answers.assets).toEqual({
    has_accounts: "yes",
    accounts: [{ account_type: "retirement", institution: "Fidelity", value: 4825075 }],
  });
  expect(answers.declarations).toMatchObject({
    prior_property_type: "investment",
    prior_title_held: "joint_spouse",
    undisclosed_borrowing_amount: 250000,
  });
  expect(answers.declarations_finances).toMatchObject({
    bankruptcy_types: ["chapter_7", "chapter_13"],
  });
  expect(answers.current_address).toMatchObject({ housing_status: "rent", monthly_rent: 185000 });
});

test("purchase: every dependent branch answered No strips the dependent fields", () => {
  const { slugs, answers } = walk(purchase, {
    property_type: { property_type: "condo", unit_count: "3" },
    military_service: { military_service: "no", military_status: ["veteran"] },
    income: {
      base_income: "0",
      overtime_income: "",
      bonus_income: "",
      commission_income: "",
    },
    other_income: {
      has_other_income: "no",
      other_income_sources: [{ source: "rental", monthly_amount: "1,200" }],
    },
    assets: {
      has_accounts: "no",
      accounts: [{ account_type: "checking", institution: "Bank", value: "5" }],
    },
    declarations: {
      occupy_primary: "no",
      ownership_past_3_years: "yes",
      prior_property_type: "investment",
      undisclosed_borrowing: "no",
      undisclosed_borrowing_amount: "2,500",
    },
    declarations_finances: { bankruptcy: "no", bankruptcy_types: ["chapter_7"] },
    current_address: { housing_status: "own", monthly_rent: "1,850" },
  });
  expect(slugs).toEqual(PURCHASE_FOUND);
  expect(answers.property_type).toEqual({ property_type: "condo" });
  expect(answers.military_service).toEqual({ military_service: "no" });
  expect(answers.income).toEqual({ base_income: 0 });
  expect(answers.other_income).toEqual({ has_other_income: "no" });
  expect(answers.assets).toEqual({ has_accounts: "no" });
  const declarations = answers.declarations!;
  for (const hidden of [
    "ownership_past_3_years",
    "prior_property_type",
    "prior_title_held",
    "undisclosed_borrowing_amount",
  ]) {
    expect(declarations).not.toHaveProperty(hidden);
  }
  expect(answers.declarations_finances).not.toHaveProperty("bankruptcy_types");
  expect(answers.current_address).not.toHaveProperty("monthly_rent");
});

test("refinance: a cash-out borrower gives the amount; every other goal skips it", () => {
  const cashOut = walk(refinance, {
    refinance_goal: {
      refinance_goal: "cash_out",
      cash_out_amount: "$40,000",
      cash_out_purpose: "home_improvement",
    },
    current_loan: { has_second_mortgage: "yes", second_mortgage_balance: "15,000" },
  });
  expect(cashOut.slugs).toEqual(REFINANCE);
  expect(cashOut.answers.refinance_goal).toEqual({
    refinance_goal: "cash_out",
    cash_out_amount: 4000000,
    cash_out_purpose: "home_improvement",
  });
  expect(cashOut.answers.current_loan).toMatchObject({ second_mortgage_balance: 1500000 });

  for (const goal of ["lower_payment", "shorten_term", "remove_mortgage_insurance"]) {
    const rateTerm = walk(refinance, {
      refinance_goal: { refinance_goal: goal, cash_out_amount: "40,000" },
      current_loan: { has_second_mortgage: "no", second_mortgage_balance: "15,000" },
    });
    expect(rateTerm.slugs).toEqual(REFINANCE);
    expect(rateTerm.answers.refinance_goal).toEqual({ refinance_goal: goal });
    expect(rateTerm.answers.current_loan).not.toHaveProperty("second_mortgage_balance");
  }
});

test("refinance: self-employed, retired and employed borrowers all take the same steps", () => {
  for (const status of ["employed", "self_employed", "retired", "not_employed"]) {
    expect(walk(refinance, { employment: { employment_status: status } }).slugs).toEqual(REFINANCE);
  }
});

test("refinance declarations do not ask about the seller; purchase declarations do", () => {
  const names = (form: FormDef) => getStep(form, "declarations")!.fields.map((f) => f.name);
  expect(names(purchase)).toContain("seller_relationship");
  expect(names(refinance)).not.toContain("seller_relationship");
});

test("short purchase: property_area → purchase_price → credit_score → contact_info → done", () => {
  const byZip = walk(shortPurchase, { property_area: { area_zip: "83702" } });
  expect(byZip.slugs).toEqual(SHORT_PURCHASE);
  expect(byZip.answers.property_area).toMatchObject({ area_zip: "83702" });
  const byCity = walk(shortPurchase, {
    property_area: { area_city: "Boise", area_state: "Idaho", area_zip: "" },
  });
  expect(byCity.slugs).toEqual(SHORT_PURCHASE);
  expect(byCity.answers.property_area).toEqual({ area_city: "Boise", area_state: "ID" });
  expect(byCity.answers.contact_info).toEqual({
    first_name: "Pat",
    last_name: "Pat",
    email: "pat@example.com",
    phone: "5035550142",
    tcpa_consent: true,
    // The example call-back time (Monday 6 Jan 2020, 9:00 Pacific): no clock in this walk.
    call_time: "2020-01-06T09:00-08:00",
  });
});

test("short refinance: approximate_value → loan_balance → credit_score → contact_info → done", () => {
  const { slugs, answers } = walk(shortRefinance, {
    contact_info: { tcpa_consent: undefined },
  });
  expect(slugs).toEqual(SHORT_REFINANCE);
  expect(answers.contact_info).toMatchObject({ tcpa_consent: false });
});

test("every credit score range and every property use walks to the end", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    for (const option of getStep(form, "credit_score")!.fields[0]!.options!) {
      const { slugs } = walk(form, { credit_score: { credit_score: option.value } });
      expect(slugs.at(-1)).toBe("form_received");
    }
  }
  for (const use of ["primary", "second_home", "investment"]) {
    expect(walk(purchase, { property_use: { property_use: use } }).slugs).toEqual(PURCHASE_FOUND);
  }
});

// A second home or a rental: the borrower lives somewhere else, so they are asked where.
const REFINANCE_LIVES_ELSEWHERE = REFINANCE.map((slug) =>
  slug === "time_in_home" ? "current_address" : slug,
);

test("refinance: the main home's address is not asked twice; anyone else says where they live", () => {
  const main = walk(refinance, {
    property_use: { property_use: "primary" },
    time_in_home: { years_at_address: "6", months_at_address: "3" },
  });
  expect(main.slugs).toEqual(REFINANCE);
  expect(main.slugs).not.toContain("current_address");
  expect(main.answers.time_in_home).toEqual({ years_at_address: 6, months_at_address: 3 });
  for (const use of ["second_home", "investment"]) {
    const { slugs, answers } = walk(refinance, {
      property_use: { property_use: use },
      current_address: { current_state: "NY", housing_status: "rent", monthly_rent: "2,100" },
    });
    expect(slugs, use).toEqual(REFINANCE_LIVES_ELSEWHERE);
    expect(slugs).not.toContain("time_in_home");
    // Where the borrower lives may be any state: only the property must be in a licensed one.
    expect(answers.current_address).toMatchObject({ current_state: "NY", monthly_rent: 210000 });
  }
});

test("refinance: changing the home's use switches the residence step, and Back follows it", () => {
  const { answers } = walk(refinance, { property_use: { property_use: "primary" } });
  const renting = {
    ...answers,
    property_use: { property_use: "investment", investment_rent: 180000 },
    current_address: walk(refinance, { property_use: { property_use: "investment" } }).answers
      .current_address,
  };
  expect(pathFor(refinance, renting)).toEqual(REFINANCE_LIVES_ELSEWHERE);
  expect(previousSlug(refinance, "mailing_address", renting)).toBe("current_address");
  expect(previousSlug(refinance, "mailing_address", answers)).toBe("time_in_home");
  expect(isReachable(refinance, renting, "time_in_home")).toBe(false);
  expect(isReachable(refinance, answers, "current_address")).toBe(false);
});

/** Earlier answers a step may branch on: none, and each borrower count × job time × home use. */
const EARLIER_CHOICES: Earlier[] = [
  () => undefined,
  ...[1, 2, 3, 4].flatMap((count) =>
    [0, 60].flatMap((jobYears) =>
      ["primary", "investment"].map((use): Earlier => {
        const earlier: Record<string, StepValues> = {
          credit_type: { borrower_count: String(count) },
          employment: { employment_status: "employed", years_on_job: jobYears, months_on_job: 0 },
          property_use: { property_use: use },
        };
        return (slug) => earlier[slotOf(slug).base];
      }),
    ),
  ),
];

test("every step of every form is reachable from the first, and every step leads to form_received", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    // Where each step can lead: its default, each option of each of its choice fields, and its
    // numbers all 0 (a time at an address or a job under two years); each read with the earlier
    // answers that steer a form (how many borrowers, the current job's time, the home's use).
    const successors = (slug: string) => {
      const step = getStep(form, slug)!;
      const out = new Set<string>();
      const zeros = Object.fromEntries(
        step.fields.filter((f) => f.kind === "number").map((f) => [f.name, 0]),
      );
      const candidates = [
        {},
        zeros,
        ...step.fields.flatMap((field) =>
          (field.options ?? []).map((option) => ({ [field.name]: option.value })),
        ),
      ];
      for (const earlier of EARLIER_CHOICES)
        for (const values of candidates) out.add(step.next(values, earlier));
      return [...out];
    };
    const reached = new Set([form.firstSlug]);
    for (const queue = [form.firstSlug]; queue.length > 0;) {
      for (const next of successors(queue.shift()!)) {
        expect(getStep(form, next), `${id}: ${next}`).toBeDefined();
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    expect([...reached].sort(), id).toEqual(form.steps.map((s) => s.slug).sort());
    // No dead ends: from every step some path reaches form_received.
    const ends = new Set(["form_received"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const step of form.steps) {
        if (ends.has(step.slug) || !successors(step.slug).some((n) => ends.has(n))) continue;
        ends.add(step.slug);
        grew = true;
      }
    }
    expect([...ends].sort(), id).toEqual(form.steps.map((s) => s.slug).sort());
  }
});

test("every dependent field of every step: shown and kept when its trigger matches, else stripped", () => {
  let checked = 0;
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    for (const step of form.steps) {
      for (const field of step.fields) {
        if (!field.dependsOn) continue;
        const trigger = step.fields.find((f) => f.name === field.dependsOn!.field)!;
        const on = field.dependsOn.values[0]!;
        const off = trigger.options!.find((o) => !field.dependsOn!.values.includes(o.value))!;
        const onValue = trigger.kind === "checkbox-group" ? [on] : on;
        const offValue = trigger.kind === "checkbox-group" ? [off.value] : off.value;
        // Chained dependents (prior_property_type needs ownership_past_3_years, which needs
        // occupy_primary; other_asian_race needs "Other Asian", which needs "Asian"): every
        // trigger up the chain gets the answer that shows the next one.
        const upstream: Record<string, unknown> = {};
        for (let link = trigger; link.dependsOn;) {
          const above = step.fields.find((f) => f.name === link.dependsOn!.field)!;
          const value = link.dependsOn.values[0]!;
          upstream[above.name] = above.kind === "checkbox-group" ? [value] : value;
          link = above;
        }

        const shown = validInput(step, { ...upstream, [trigger.name]: onValue });
        expect(visibleFields(step, shown)).toContain(field);
        const accepted = validateStep(form, step.slug, shown, TODAY);
        expect(accepted.ok, `${id}/${step.slug}/${field.name}`).toBe(true);
        if (accepted.ok) expect(accepted.values).toHaveProperty(field.name);

        if (field.required) {
          const missing = { ...shown };
          delete missing[field.name];
          const refused = validateStep(form, step.slug, missing, TODAY);
          expect(refused.ok).toBe(false);
          if (!refused.ok) expect(Object.keys(refused.errors)).toEqual([field.name]);
        }

        const hidden = {
          ...validInput(step, { ...upstream, [trigger.name]: offValue }),
          [field.name]: shown[field.name],
        };
        expect(visibleFields(step, hidden)).not.toContain(field);
        const stripped = validateStep(form, step.slug, hidden, TODAY);
        expect(stripped.ok, `${id}/${step.slug}/${field.name} hidden`).toBe(true);
        if (stripped.ok) expect(stripped.values).not.toHaveProperty(field.name);
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(40);
});

test("pathFor stops at the first step without a complete answer", () => {
  const { answers } = walk(purchase);
  expect(pathFor(purchase, {})).toEqual(["home_in_mind"]);
  const partial = { ...answers };
  delete partial.income;
  expect(pathFor(purchase, partial)).toEqual(
    PURCHASE_FOUND.slice(0, PURCHASE_FOUND.indexOf("income") + 1),
  );
  expect(pathFor(purchase, partial).at(-1)).toBe("income");
  // A required field gone missing (a new question added after the answer was stored).
  const { base_income: _gone, ...withoutBase } = answers.income!;
  expect(pathFor(purchase, { ...answers, income: withoutBase }).at(-1)).toBe("income");
  // A branching answer that is not an option is no answer.
  expect(pathFor(purchase, { home_in_mind: { home_found: "maybe" } })).toEqual(["home_in_mind"]);
  // Garbage in the stored answers never throws.
  expect(pathFor(purchase, { home_in_mind: "yes" as never })).toEqual(["home_in_mind"]);
});

test("pathFor follows the branch actually taken when an earlier answer changes", () => {
  const { answers } = walk(purchase, { home_in_mind: { home_found: "yes" } });
  const changed = {
    ...answers,
    home_in_mind: { home_found: "no", purchase_timeline: "not_sure" },
  };
  // property_area has no answer yet: the path stops there, and property_address is off it.
  expect(pathFor(purchase, changed)).toEqual(["home_in_mind", "property_area"]);
  expect(isReachable(purchase, changed, "property_address")).toBe(false);
  expect(isReachable(purchase, changed, "property_area")).toBe(true);
  expect(isReachable(purchase, changed, "income")).toBe(false);
});

test("sensitive values may be passed encrypted to the path functions", () => {
  const { answers } = walk(purchase);
  const encrypted = {
    ...answers,
    income: { ...answers.income, base_income: "enc:v1:abc" },
    personal_info: { ...answers.personal_info, date_of_birth: "enc:v1:def" },
    review_and_consent: { ...answers.review_and_consent, ssn: "enc:v1:ghi" },
  };
  expect(pathFor(purchase, encrypted)).toEqual(PURCHASE_FOUND);
});

test("nextSlug and previousSlug follow the borrower's branch", () => {
  const looking = walk(purchase, {
    home_in_mind: { home_found: "no", purchase_timeline: "not_sure" },
  }).answers;
  expect(nextSlug(purchase, "home_in_mind", looking)).toBe("property_area");
  expect(previousSlug(purchase, "property_type", looking)).toBe("property_area");
  expect(previousSlug(purchase, "home_in_mind", looking)).toBeNull();
  expect(nextSlug(purchase, "review_and_consent", looking)).toBe("form_received");
  expect(nextSlug(purchase, "form_received", looking)).toBeNull();
  expect(nextSlug(purchase, "no_such_step", looking)).toBeNull();
  expect(nextSlug(purchase, "income", {})).toBeNull();
  const found = walk(purchase).answers;
  expect(previousSlug(purchase, "property_type", found)).toBe("property_address");
  expect(previousSlug(purchase, "property_area", found)).toBeNull();
});

test("progress: steps before the active one are complete, later ones plain", () => {
  const { answers } = walk(purchase, {
    home_in_mind: { home_found: "no", purchase_timeline: "not_sure" },
  });
  const onIncome = progress(purchase, answers, "income");
  expect(onIncome.map((p) => p.slug)).toEqual(PURCHASE_LOOKING);
  const at = PURCHASE_LOOKING.indexOf("income");
  expect(onIncome.map((p) => p.state)).toEqual([
    ...Array<string>(at).fill("complete"),
    "active",
    ...Array<string>(PURCHASE_LOOKING.length - at - 1).fill("plain"),
  ]);
  expect(onIncome[at]).toEqual({
    slug: "income",
    title: "How much do you earn each month, before taxes?",
    label: "Income",
    state: "active",
  });
});

test("progress: a new borrower sees the whole default path, the first step active", () => {
  const start = progress(purchase, {}, "home_in_mind");
  // No answer to "Do you own any real estate?" projects owning none: one real-estate step.
  expect(start.map((p) => p.slug)).toEqual(
    PURCHASE_FOUND.filter((slug) => !/^real_estate_\d$/.test(slug)),
  );
  expect(start[0]!.state).toBe("active");
  expect(start.slice(1).every((p) => p.state === "plain")).toBe(true);
  // After answering "still looking", the bar shows the branch taken.
  const looking = progress(
    purchase,
    { home_in_mind: { home_found: "no", purchase_timeline: "not_sure" } },
    "property_area",
  );
  expect(looking.map((p) => p.slug)).toEqual(
    PURCHASE_LOOKING.filter((slug) => !/^real_estate_\d$/.test(slug)),
  );
  expect(looking.map((p) => p.state).slice(0, 3)).toEqual(["complete", "active", "plain"]);
});

test("progress: on form_received every earlier step is complete; off-path slugs are plain", () => {
  for (const [form, expected] of [
    [refinance, REFINANCE],
    [shortPurchase, SHORT_PURCHASE],
    [shortRefinance, SHORT_REFINANCE],
  ] as const) {
    const { answers } = walk(form);
    const done = progress(form, answers, "form_received");
    expect(done.map((p) => p.slug)).toEqual(expected);
    expect(done.at(-1)!.state).toBe("active");
    expect(done.slice(0, -1).every((p) => p.state === "complete")).toBe(true);
    // Back on the first step: it is active, and everything after it is plain again.
    const back = progress(form, answers, form.firstSlug);
    expect(back.map((p) => p.state)).toEqual([
      "active",
      ...Array<string>(expected.length - 1).fill("plain"),
    ]);
  }
  expect(progress(purchase, {}, "nowhere").every((p) => p.state === "plain")).toBe(true);
});
