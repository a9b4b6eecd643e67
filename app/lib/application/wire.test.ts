import { expect, test } from "vitest";
import { FORM_IDS, getForm, getStep } from "./forms";
import { buildStepView } from "./step-view";
import { walk } from "./test-fixtures";
import type { FormDef } from "./types";
import {
  attributionFromQuery,
  attributionSearch,
  dataLayerEvent,
  flag,
  hiddenFields,
  HIDDEN_FIELD_NAMES,
  readStepBody,
  stepRequestBody,
} from "./wire";

const purchase = getForm("purchase")!;
const shortPurchase = getForm("short-purchase")!;
const shortRefinance = getForm("short-refinance")!;
const UUID = "0b6f3c2e-8d4a-4b7e-9a51-2f3c4d5e6f70";

/** The step as a page shows it (no answers yet), the header the wire helpers read. */
function view(form: FormDef, slug: string) {
  const step = getStep(form, slug)!;
  return buildStepView({ form, step, answers: {}, sessionUUID: UUID, version: 3 });
}

function hidden(form: FormDef, slug: string) {
  return Object.fromEntries(hiddenFields(view(form, slug), null));
}

/** readStepBody of a PATCH (JSON) body. */
function unwrapShortForm(form: FormDef, body: unknown) {
  const { input, attribution } = readStepBody(form, body, "json");
  return { input, attribution };
}

test("flag writes booleans as the strings 'true'/'false'", () => {
  expect([flag(true), flag(false)]).toEqual(["true", "false"]);
});

/** One borrower's URLA 1 steps in display order (time_in_home: the refinance borrower's own). */
function borrowerBlock(prefix: string, timeInHome: boolean): string[] {
  return [
    "personal_info",
    "contact_info",
    ...(timeInHome ? ["time_in_home"] : []),
    "current_address",
    "former_addresses",
    "mailing_address",
    "employment",
    "income",
    "additional_employment",
    "previous_employment",
    "other_income",
  ].map((slug) => `${prefix}${slug} ttf`);
}

/** URLA 5, 7, 8, Form 1103 and 6 of one borrower (urla/declarations.ts), in order. */
function declarationBlock(prefix: string): string[] {
  return [
    "declarations",
    "declarations_finances",
    "military_service",
    "demographics",
    "language_preference",
    "homeownership_education",
    "acknowledgments",
  ].map((slug) => `${prefix}${slug} ttf`);
}

test("hidden fields of each step: Previous/Next/Submit flags as strings", () => {
  const table = FORM_IDS.map((id) => {
    const form = getForm(id)!;
    return form.steps.map((s) => {
      const h = hidden(form, s.slug);
      return `${h.slug} ${h.previousVisible?.[0]}${h.nextVisible?.[0]}${h.submitStep?.[0]}`;
    });
  });
  expect(table).toEqual([
    [
      "home_in_mind ftf",
      "property_address ttf",
      "property_area ttf",
      "property_type ttf",
      "property_use ttf",
      "purchase_price ttf",
      "first_time_buyer ttf",
      "credit_score ttf",
      "credit_type ttf",
      ...borrowerBlock("", false),
      ...["borrower2_", "borrower3_", "borrower4_"].flatMap((p) => borrowerBlock(p, false)),
      "assets ttf",
      "other_assets ttf",
      "liabilities ttf",
      "other_liabilities ttf",
      "real_estate ttf",
      "real_estate_2 ttf",
      "real_estate_3 ttf",
      "real_estate_4 ttf",
      "real_estate_5 ttf",
      "real_estate_6 ttf",
      "new_loans ttf",
      "loan_program ttf",
      ...declarationBlock(""),
      ...["borrower2_", "borrower3_", "borrower4_"].flatMap((p) => declarationBlock(p)),
      "review_and_consent ttt",
      "form_received fff",
    ],
    [
      "refinance_address ftf",
      "property_type ttf",
      "property_use ttf",
      "approximate_value ttf",
      "current_loan ttf",
      "refinance_goal ttf",
      "credit_score ttf",
      "credit_type ttf",
      ...borrowerBlock("", true),
      ...["borrower2_", "borrower3_", "borrower4_"].flatMap((p) => borrowerBlock(p, false)),
      "assets ttf",
      "other_assets ttf",
      "liabilities ttf",
      "other_liabilities ttf",
      "real_estate ttf",
      "real_estate_2 ttf",
      "real_estate_3 ttf",
      "real_estate_4 ttf",
      "real_estate_5 ttf",
      "real_estate_6 ttf",
      "new_loans ttf",
      "loan_program ttf",
      ...declarationBlock(""),
      ...["borrower2_", "borrower3_", "borrower4_"].flatMap((p) => declarationBlock(p)),
      "review_and_consent ttt",
      "form_received fff",
    ],
    [
      "property_area ftf",
      "purchase_price ttf",
      "credit_score ttf",
      "contact_info ttt",
      "form_received fff",
    ],
    [
      "approximate_value ftf",
      "loan_balance ttf",
      "credit_score ttf",
      "contact_info ttt",
      "form_received fff",
    ],
  ]);
});

test("hiddenFields carries the form's kind, the page, the session, version and attribution", () => {
  expect(hidden(shortRefinance, "loan_balance")).toEqual({
    currentPage: "loan_balance",
    formType: "short",
    productType: "refinance",
    slug: "loan_balance",
    sessionUUID: UUID,
    previousVisible: "true",
    nextVisible: "true",
    submitStep: "false",
    version: "3",
    source: "",
    internet_source: "",
    endorser: "",
  });
  const withAttribution = hiddenFields(view(purchase, "income"), {
    source: "mail",
    internet_source: "spring",
    endorser: "agent42",
  });
  expect(withAttribution.map(([name]) => name)).toEqual([...HIDDEN_FIELD_NAMES]);
  expect(withAttribution.slice(-3)).toEqual([
    ["source", "mail"],
    ["internet_source", "spring"],
    ["endorser", "agent42"],
  ]);
});

test("a body built by stepRequestBody reads back the same on the server, for every form", () => {
  const attribution = { source: "mail", internet_source: "spring", endorser: "agent42" };
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    const header = view(form, form.firstSlug);
    const inputs = { some_field: "12", a_group: ["a", "b"] };
    const body = stepRequestBody(header, inputs, attribution);
    // Short forms wrap their inputs (spec 3); full forms send them at the top level.
    if (form.formType === "short") expect(body[form.wrapKey!]).toEqual(inputs);
    else expect(body.some_field).toBe("12");
    const read = readStepBody(form, JSON.parse(JSON.stringify(body)), "json");
    expect(read.input).toMatchObject(inputs);
    expect(read.attribution).toEqual(attribution);
    expect(read.sessionUUID).toBe(UUID);
    expect(read.version).toBe(3);
  }
});

test("a no-JavaScript POST is read flat for every form: no wrap to add and take off again", () => {
  const read = readStepBody(
    shortPurchase,
    { area_zip: "83702", sessionUUID: UUID.toUpperCase(), version: "7", source: "mail" },
    "form",
  );
  expect(read.input).toMatchObject({ area_zip: "83702" });
  expect(read.sessionUUID).toBe(UUID);
  expect(read.version).toBe(7);
  expect(read.attribution).toEqual({ source: "mail" });
});

test("session id and version: a non-UUID is 'invalid', blank is none, a bad version is ignored", () => {
  expect(readStepBody(purchase, { sessionUUID: "x'; drop" }, "json").sessionUUID).toBe("invalid");
  expect(readStepBody(purchase, { sessionUUID: 12 }, "json").sessionUUID).toBe("invalid");
  expect(readStepBody(purchase, { sessionUUID: "" }, "json").sessionUUID).toBeUndefined();
  expect(readStepBody(purchase, { version: -1 }, "json").version).toBeUndefined();
  expect(readStepBody(purchase, { version: "1e3" }, "json").version).toBeUndefined();
  expect(readStepBody(purchase, { version: 0 }, "json").version).toBe(0);
});

test("data-layer event: start on the first step, complete on form_received", () => {
  expect(dataLayerEvent(view(purchase, "home_in_mind"), purchase.firstSlug)).toEqual({
    event: "application_step",
    application_start: true,
    application_complete: false,
    current_page: "home_in_mind",
    session_uuid: UUID,
    product_type: "purchase",
    form_type: "full",
  });
  expect(dataLayerEvent(view(purchase, "income"), purchase.firstSlug)).toMatchObject({
    application_start: false,
    application_complete: false,
    current_page: "income",
  });
  expect(
    dataLayerEvent(view(shortPurchase, "form_received"), shortPurchase.firstSlug),
  ).toMatchObject({
    application_start: false,
    application_complete: true,
    product_type: "purchase",
    form_type: "short",
  });
  expect(
    dataLayerEvent(view(getForm("refinance")!, "refinance_address"), "refinance_address"),
  ).toMatchObject({
    application_start: true,
    product_type: "refinance",
    form_type: "full",
  });
});

test("data-layer event never carries an answer, nor anything smuggled in its arguments", () => {
  for (const id of FORM_IDS) {
    const form = getForm(id)!;
    const { answers } = walk(form);
    const answerValues = Object.values(answers)
      .flatMap((values) => Object.values(values))
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v) => typeof v !== "boolean")
      .map(String)
      .filter((v) => v.length > 3);
    for (const step of form.steps) {
      const event = dataLayerEvent(view(form, step.slug), form.firstSlug);
      expect(Object.keys(event).sort()).toEqual([
        "application_complete",
        "application_start",
        "current_page",
        "event",
        "form_type",
        "product_type",
        "session_uuid",
      ]);
      const text = JSON.stringify(event);
      for (const value of answerValues) expect(text).not.toContain(value);
    }
  }
  const smuggled = dataLayerEvent(
    { ...view(purchase, "income"), slug: "pat@example.com", sessionUUID: "pat@example.com" },
    purchase.firstSlug,
  );
  expect(smuggled.current_page).toBe("");
  expect(smuggled.session_uuid).toBe("");
});

test("unwrapShortForm: full forms read the top level, short forms their wrap key", () => {
  const full = unwrapShortForm(purchase, {
    home_found: "yes",
    source: "google",
    internet_source: "cpc",
    endorser: "acme-realty",
  });
  expect(full.input).toMatchObject({ home_found: "yes" });
  expect(full.attribution).toEqual({
    source: "google",
    internet_source: "cpc",
    endorser: "acme-realty",
  });

  const short = unwrapShortForm(shortPurchase, {
    short_purchase_application: { area_zip: "83702" },
    area_zip: "ignored at the top level",
    source: "newsletter",
  });
  expect(short.input).toEqual({ area_zip: "83702" });
  expect(short.attribution).toEqual({ source: "newsletter" });

  // The wrong wrap, or none, gives an empty input.
  expect(
    unwrapShortForm(shortRefinance, { short_purchase_application: { home_value: "1" } }).input,
  ).toEqual({});
  expect(unwrapShortForm(shortRefinance, { short_refinance_application: "x" }).input).toEqual({});
});

test("unwrapShortForm: attribution inside the wrap is read when the top level lacks it", () => {
  const { attribution } = unwrapShortForm(shortRefinance, {
    short_refinance_application: { home_value: "400,000", source: "radio", endorser: "x" },
    endorser: "top",
  });
  expect(attribution).toEqual({ source: "radio", endorser: "top" });
});

test("unwrapShortForm: attribution longer than 100 characters, blank or not text is dropped", () => {
  const { attribution } = unwrapShortForm(purchase, {
    source: "a".repeat(101),
    internet_source: "   ",
    endorser: { name: "x" },
  });
  expect(attribution).toEqual({});
  expect(unwrapShortForm(purchase, { source: ` ${"b".repeat(100)} ` }).attribution).toEqual({
    source: "b".repeat(100),
  });
  expect(unwrapShortForm(purchase, { source: "a\u0000b" }).attribution).toEqual({});
});

test("unwrapShortForm never throws and ignores prototype keys", () => {
  for (const body of [null, undefined, 1, "x", [], () => 1]) {
    expect(readStepBody(shortPurchase, body, "json")).toEqual({
      input: {},
      attribution: {},
      sessionUUID: undefined,
      version: undefined,
    });
  }
  const polluted = JSON.parse(
    '{"__proto__": {"short_purchase_application": {"area_zip": "83702"}, "source": "x"}}',
  );
  expect(unwrapShortForm(shortPurchase, polluted)).toEqual({ input: {}, attribution: {} });
});

test("attribution comes from the address only when src, isrc and end are all there", () => {
  expect(attributionFromQuery(new URLSearchParams("src=mail&isrc=spring&end=agent42"))).toEqual({
    source: "mail",
    internet_source: "spring",
    endorser: "agent42",
  });
  expect(attributionFromQuery(new URLSearchParams("src=mail&isrc=spring"))).toBeNull();
  expect(attributionFromQuery(new URLSearchParams("src=mail&isrc=%20&end=x"))).toBeNull();
  expect(attributionFromQuery(new URLSearchParams(`src=${"a".repeat(101)}&isrc=b&end=c`))).toBe(
    null,
  );
  // Trimmed, and the 100-character limit is inclusive.
  expect(
    attributionFromQuery(new URLSearchParams(`src=%20a%20&isrc=${"b".repeat(100)}&end=c`)),
  ).toEqual({ source: "a", internet_source: "b".repeat(100), endorser: "c" });
});

test("complete attribution rides on in the next page's address, escaped; partial does not", () => {
  const search = attributionSearch({ source: "a b", internet_source: "x&y", endorser: "z" });
  expect(search).toBe("?src=a+b&isrc=x%26y&end=z");
  expect(attributionFromQuery(new URLSearchParams(search))).toEqual({
    source: "a b",
    internet_source: "x&y",
    endorser: "z",
  });
  expect(attributionSearch({ source: "a", internet_source: "b" })).toBe("");
  expect(attributionSearch(null)).toBe("");
});
