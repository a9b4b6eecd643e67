import { expect, test } from "vitest";
import { slotOf } from "../borrowers";
import {
  earlierFor,
  inputValues,
  nextSlug,
  pathFor,
  sensitiveFieldNames,
  validateStep,
  visibleFields,
} from "../engine";
import { getForm, getStep } from "../forms";
import { TODAY, validInput, walk, type Persona } from "../test-fixtures";
import type { Earlier, FormDef, StepValues } from "../types";
import { HISTORY_MAX_ITEMS } from "./borrower";

const purchase = getForm("purchase")!;
const refinance = getForm("refinance")!;

/** One borrower's URLA 1 steps when they have 2+ years at their address and job (by hand). */
const SHORT_BLOCK = [
  "personal_info",
  "contact_info",
  "current_address",
  "mailing_address",
  "employment",
  "income",
  "additional_employment",
  "other_income",
];
const withSlot = (slot: number, slugs: string[]) =>
  slot === 1 ? slugs : slugs.map((s) => `borrower${slot}_${s}`);

/** Two years at the address and three in the job: the walks' samples are 3 years 3 months. */
const PAST_TWO_YEARS = {} as const;

function slugsBetween(slugs: string[], from: string, to: string): string[] {
  return slugs.slice(slugs.indexOf(from), slugs.indexOf(to));
}

// ---------------------------------------------------------------------------------------------
// The engine change: next(values, earlier) and crossCheck(values, earlier)
// ---------------------------------------------------------------------------------------------

test("earlier reads only the answered steps before the step on the borrower's path", () => {
  const { answers } = walk(purchase, { credit_type: { borrower_count: "2" } });
  const earlier = earlierFor(purchase, answers, "employment");
  expect(earlier("credit_type")).toEqual({ borrower_count: "2" });
  expect(earlier("current_address")).toMatchObject({ years_at_address: 3 });
  // Its own answer and later steps are not "earlier".
  expect(earlier("employment")).toBeUndefined();
  expect(earlier("income")).toBeUndefined();
  // A step left on an abandoned branch is not read (the borrower found a home: no area).
  expect(earlier("property_area")).toBeUndefined();
});

test("a step's rule that reads earlier steps runs on the server and is skipped without answers", () => {
  const { answers } = walk(purchase, {
    current_address: { years_at_address: "1", months_at_address: "0" },
  });
  const short = {
    former_addresses: [
      {
        former_street: "12 Elm St",
        former_city: "Salem",
        former_state: "OR",
        former_zip: "97301",
        housing_status: "rent",
        years: "0",
        months: "6",
      },
    ],
  };
  // The browser's pre-check knows no earlier answers: the list is fine on its own.
  expect(validateStep(purchase, "former_addresses", short, TODAY).ok).toBe(true);
  // The server reads the 1 year at the current address: 1 year 6 months is not 2 years.
  expect(validateStep(purchase, "former_addresses", short, TODAY, answers)).toEqual({
    ok: false,
    errors: {
      former_addresses:
        "With your current address these add up to 1 year 6 months. Add the places you lived until they cover 2 years.",
    },
  });
});

// ---------------------------------------------------------------------------------------------
// The two-year loops
// ---------------------------------------------------------------------------------------------

function address(months: number) {
  return {
    former_street: "12 Elm St",
    former_city: "Salem",
    former_state: "OR",
    former_zip: "97301",
    housing_status: "rent",
    years: String(Math.floor(months / 12)),
    months: String(months % 12),
  };
}

test("former addresses: asked under 2 years at the current address, until 2 years are covered", () => {
  // 1 year here + 6 months + 6 months before = 24 months (worked by hand).
  const { slugs, answers } = walk(purchase, {
    current_address: { years_at_address: "1", months_at_address: "0" },
    former_addresses: { former_addresses: [address(6), address(6)] },
  });
  expect(slugsBetween(slugs, "current_address", "employment")).toEqual([
    "current_address",
    "former_addresses",
    "mailing_address",
  ]);
  expect(answers.former_addresses!.former_addresses).toHaveLength(2);
  // The step is left for a fixed step: it cannot come round again.
  expect(nextSlug(purchase, "former_addresses", answers)).toBe("mailing_address");
  expect(slugs.filter((s) => s === "former_addresses")).toHaveLength(1);

  // 1 year 11 months + 1 month = 24: just enough. 1 year 11 months alone: not enough.
  const nearly = walk(purchase, {
    current_address: { years_at_address: "1", months_at_address: "11" },
    former_addresses: { former_addresses: [address(1)] },
  });
  expect(nearly.slugs).toContain("former_addresses");
  expect(
    validateStep(purchase, "former_addresses", { former_addresses: [] }, TODAY, nearly.answers),
  ).toEqual({ ok: false, errors: { former_addresses: "Add where you lived before." } });
  // A hard cap on the list: the 11th address is refused.
  const many = {
    former_addresses: Array.from({ length: HISTORY_MAX_ITEMS + 1 }, () => address(1)),
  };
  expect(validateStep(purchase, "former_addresses", many, TODAY, nearly.answers)).toEqual({
    ok: false,
    errors: { former_addresses: "Add at most 10 of these." },
  });
});

test("2 years or more at the current address and job: no former address, no previous job", () => {
  for (const [years, months] of [
    ["2", "0"],
    ["3", "0"],
    ["15", "7"],
  ] as const) {
    const { slugs } = walk(purchase, {
      credit_type: { borrower_count: "2" },
      current_address: { years_at_address: years, months_at_address: months },
      employment: { employment_status: "employed", years_on_job: years, months_on_job: months },
      borrower2_current_address: { years_at_address: years, months_at_address: months },
      borrower2_employment: {
        employment_status: "self_employed",
        years_in_business: years,
        months_in_business: months,
      },
    });
    expect(slugs.some((s) => s.endsWith("former_addresses"))).toBe(false);
    expect(slugs.some((s) => s.endsWith("previous_employment"))).toBe(false);
  }
});

function job(months: number) {
  return {
    employer_name: "Harbor Freight",
    position: "Clerk",
    self_employed: "no",
    monthly_income: "3,000",
    years: String(Math.floor(months / 12)),
    months: String(months % 12),
  };
}

test("previous jobs: asked under 2 years in the current job, until 2 years or a gap explained", () => {
  // Current job 1 year + previous job 1 year 6 months = 30 months ≥ 24 (by hand).
  const employed = {
    employment_status: "employed",
    employer_name: "Acme",
    job_title: "Analyst",
    years_on_job: "1",
    months_on_job: "0",
  };
  const { slugs, answers } = walk(purchase, {
    employment: employed,
    previous_employment: { previous_jobs: [job(18)], gap_explanation: "" },
  });
  expect(slugsBetween(slugs, "employment", "assets")).toEqual([
    "employment",
    "income",
    "additional_employment",
    "previous_employment",
    "other_income",
  ]);
  expect(nextSlug(purchase, "previous_employment", answers)).toBe("other_income");
  expect(answers.previous_employment).toEqual({
    previous_jobs: [
      {
        employer_name: "Harbor Freight",
        position: "Clerk",
        self_employed: "no",
        monthly_income: 300000,
        years: 1,
        months: 6,
      },
    ],
  });
  // 1 year + 6 months: refused, with the total so far; a gap explained is accepted.
  const short = { previous_jobs: [job(6)] };
  expect(validateStep(purchase, "previous_employment", short, TODAY, answers)).toEqual({
    ok: false,
    errors: {
      previous_jobs:
        "With your current job these add up to 1 year 6 months. Add earlier jobs until they cover 2 years, or tell us why you weren't working.",
    },
  });
  const explained = { ...short, gap_explanation: "I was at school." };
  expect(validateStep(purchase, "previous_employment", explained, TODAY, answers).ok).toBe(true);
  // Retired or not working: no job to add up to 2 years.
  for (const status of ["retired", "not_employed"]) {
    const retired = walk(purchase, { employment: { employment_status: status } });
    expect(retired.slugs).not.toContain("previous_employment");
  }
});

/** Every slug `next` can give, from a few values and earlier answers (see flow.test.ts). */
function successors(form: FormDef, slug: string): string[] {
  if (slug === "form_received") return []; // the end: it names itself
  const step = getStep(form, slug)!;
  const zeros = Object.fromEntries(
    step.fields.filter((f) => f.kind === "number").map((f) => [f.name, 0]),
  );
  const values: StepValues[] = [
    {},
    zeros,
    ...step.fields.flatMap((f) => (f.options ?? []).map((o) => ({ [f.name]: o.value }))),
  ];
  const earliers: Earlier[] = [() => undefined];
  for (const count of ["1", "2", "3", "4"])
    for (const jobYears of [0, 5])
      for (const use of ["primary", "investment"]) {
        const stored: Record<string, StepValues> = {
          credit_type: { borrower_count: count },
          employment: { employment_status: "employed", years_on_job: jobYears, months_on_job: 0 },
          property_use: { property_use: use },
        };
        earliers.push((s) => stored[slotOf(s).base]);
      }
  return [...new Set(earliers.flatMap((e) => values.map((v) => step.next(v, e))))];
}

test("the full forms' graphs have no cycle: every loop ends, every walk reaches form_received", () => {
  for (const form of [purchase, refinance]) {
    // Depth-first search for a back edge.
    const state = new Map<string, "open" | "done">();
    const visit = (slug: string): void => {
      state.set(slug, "open");
      for (const next of successors(form, slug)) {
        expect(state.get(next), `${form.id}: ${slug} → ${next} closes a cycle`).not.toBe("open");
        if (!state.has(next)) visit(next);
      }
      state.set(slug, "done");
    };
    visit(form.firstSlug);
    expect(state.size, form.id).toBe(form.steps.length);
    expect(successors(form, "former_addresses")).toEqual(["mailing_address"]);
    expect(successors(form, "borrower3_previous_employment")).toEqual(["borrower3_other_income"]);
  }
});

// ---------------------------------------------------------------------------------------------
// Co-borrowers
// ---------------------------------------------------------------------------------------------

test("1 to 4 borrowers: each co-borrower's block follows the borrower's, in order", () => {
  for (const form of [purchase, refinance]) {
    for (const count of [1, 2, 3, 4]) {
      const { slugs } = walk(form, {
        credit_type: { borrower_count: String(count) },
        property_use: { property_use: "investment" },
        ...PAST_TWO_YEARS,
      });
      const expected = [1, 2, 3, 4]
        .filter((slot) => slot <= count)
        .flatMap((slot) => withSlot(slot, SHORT_BLOCK));
      expect(slugsBetween(slugs, "personal_info", "assets"), `${form.id} ${count}`).toEqual(
        expected,
      );
      expect(slugs.at(-1)).toBe("form_received");
    }
  }
});

test("a co-borrower's steps speak of them by name, and their messages say 'their'", () => {
  const { answers } = walk(purchase, { credit_type: { borrower_count: "3" } });
  const personal = getStep(purchase, "borrower3_personal_info")!;
  expect(personal.title).toBe("Co-borrower 2: who are they?");
  expect(personal.payload).toEqual({ section: "borrower", borrower: 3, part: "personal" });
  expect(validateStep(purchase, "borrower3_personal_info", {}, TODAY, answers)).toMatchObject({
    ok: false,
    errors: {
      first_name: "Enter their first name.",
      last_name: "Enter their last name.",
      date_of_birth: "Enter their date of birth as MM/DD/YYYY.",
      ssn: "Enter their Social Security number.",
      citizenship: "Choose their citizenship status.",
    },
  });
  expect(getStep(purchase, "borrower2_employment")!.title).toBe(
    "Co-borrower 1: what do they do for work?",
  );
});

test("a co-borrower's SSN: on their own step, encrypted like the borrower's, never pre-filled", () => {
  const persona: Persona = {
    credit_type: { borrower_count: "2" },
    borrower2_personal_info: { ssn: "219-09-9999" },
  };
  const { answers } = walk(purchase, persona);
  expect(answers.borrower2_personal_info).toMatchObject({ ssn: "219099999" });
  // The borrower's own personal step asks no SSN (it is asked on review_and_consent).
  expect(getStep(purchase, "personal_info")!.fields.map((f) => f.name)).not.toContain("ssn");
  const step = getStep(purchase, "borrower2_personal_info")!;
  expect(step.fields.find((f) => f.name === "ssn")).toMatchObject({ sensitive: true, pii: true });
  expect(inputValues(step, answers.borrower2_personal_info)).not.toHaveProperty("ssn");
  // Stored answers are encrypted by field name, form-wide: the prefixed slugs' are covered.
  const sealed = new Set(sensitiveFieldNames(purchase));
  for (const s of purchase.steps.filter((x) => slotOf(x.slug).slot > 1))
    for (const f of s.fields) if (f.sensitive) expect(sealed.has(f.name), f.name).toBe(true);
  for (const name of ["ssn", "date_of_birth", "base_income", "previous_jobs", "other_jobs"])
    expect(sealed.has(name), name).toBe(true);
});

test("'same address as the borrower': the address is asked only when they live elsewhere", () => {
  const step = getStep(purchase, "borrower2_current_address")!;
  const names = (input: Record<string, unknown>) => visibleFields(step, input).map((f) => f.name);
  expect(names({ same_address: "yes" })).toEqual([
    "same_address",
    "housing_status",
    "years_at_address",
    "months_at_address",
  ]);
  expect(names({ same_address: "no" })).toContain("current_street");
  const same = validateStep(
    purchase,
    step.slug,
    {
      same_address: "yes",
      current_street: "ignored",
      housing_status: "own",
      years_at_address: "4",
      months_at_address: "0",
    },
    TODAY,
  );
  expect(same).toEqual({
    ok: true,
    values: {
      same_address: "yes",
      housing_status: "own",
      years_at_address: 4,
      months_at_address: 0,
    },
  });
  const elsewhere = validateStep(
    purchase,
    step.slug,
    validInput(step, { same_address: "no", current_street: "" }),
    TODAY,
  );
  expect(elsewhere).toEqual({
    ok: false,
    errors: { current_street: "Enter their street address." },
  });
});

test("a co-borrower with under 2 years gets their own history steps, read from their answers", () => {
  const { slugs, answers } = walk(purchase, {
    credit_type: { borrower_count: "2" },
    borrower2_current_address: {
      same_address: "yes",
      years_at_address: "0",
      months_at_address: "8",
    },
    borrower2_former_addresses: { former_addresses: [address(16)] },
    borrower2_employment: {
      employment_status: "employed",
      years_on_job: "0",
      months_on_job: "3",
    },
    borrower2_previous_employment: { previous_jobs: [job(21)] },
  });
  expect(slugs).toContain("borrower2_former_addresses");
  expect(slugs).toContain("borrower2_previous_employment");
  // The borrower's own 3 years do not count for the co-borrower: 8 + 12 months is refused.
  expect(
    validateStep(
      purchase,
      "borrower2_former_addresses",
      { former_addresses: [address(12)] },
      TODAY,
      answers,
    ),
  ).toEqual({
    ok: false,
    errors: {
      former_addresses:
        "With their current address these add up to 1 year 8 months. Add the places they lived until they cover 2 years.",
    },
  });
});

test("refinance: the main home's time counts toward 2 years; a rental's owner gives their address", () => {
  const main = walk(refinance, {
    property_use: { property_use: "primary" },
    time_in_home: { years_at_address: "0", months_at_address: "10" },
    former_addresses: { former_addresses: [address(14)] },
  });
  expect(slugsBetween(main.slugs, "contact_info", "employment")).toEqual([
    "contact_info",
    "time_in_home",
    "former_addresses",
    "mailing_address",
  ]);
  expect(
    validateStep(
      refinance,
      "former_addresses",
      { former_addresses: [address(13)] },
      TODAY,
      main.answers,
    ).ok,
  ).toBe(false);
  const rental = walk(refinance, { property_use: { property_use: "investment" } });
  expect(slugsBetween(rental.slugs, "contact_info", "employment")).toEqual([
    "contact_info",
    "current_address",
    "mailing_address",
  ]);
});

test("dependants: one age for each, and the count says how many", () => {
  const step = getStep(purchase, "personal_info")!;
  const base = validInput(step, { dependents: "2" });
  expect(
    validateStep(purchase, step.slug, { ...base, dependent_ages: [{ age: "4" }] }, TODAY),
  ).toEqual({
    ok: false,
    errors: { dependent_ages: "Add one age for each of the 2 dependents (1 added)." },
  });
  const both = validateStep(
    purchase,
    step.slug,
    { ...base, dependent_ages: [{ age: "4" }, { age: "9" }] },
    TODAY,
  );
  expect(both.ok && both.values.dependent_ages).toEqual([{ age: 4 }, { age: 9 }]);
  const none = validateStep(purchase, step.slug, validInput(step, { dependents: "0" }), TODAY);
  expect(none.ok && none.values).not.toHaveProperty("dependent_ages");
});

test("TRID still reads the borrower's name and income from personal_info and income", () => {
  const { answers } = walk(purchase);
  expect(answers.personal_info).toMatchObject({ first_name: "Pat", last_name: "Pat" });
  expect(answers.income).toHaveProperty("base_income");
  expect(pathFor(purchase, answers).at(-1)).toBe("form_received");
});
