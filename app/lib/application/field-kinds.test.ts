import { expect, test } from "vitest";
import { defineField } from "./define-field";
import { durationText, FIELD_KINDS, KIND_NAMES } from "./field-kinds";
import { fieldSchema, toInputValue } from "./field-schema";
import { displayValue } from "./export";
import { TODAY } from "./test-fixtures";
import type { FieldDef } from "./types";
import { formFields } from "./wire";

function parse(f: FieldDef, raw: unknown): unknown {
  const result = fieldSchema(f, TODAY).safeParse(raw);
  return result.success ? result.data : { message: result.error.issues[0]!.message };
}

const options = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];

test("every kind's example is a valid answer that reads back through its input", () => {
  expect(Object.keys(FIELD_KINDS).sort()).toEqual([...KIND_NAMES].sort());
  for (const kind of KIND_NAMES) {
    const field = defineField({
      name: "x",
      label: "X",
      kind,
      options,
      fields: [defineField({ name: "employer", label: "Employer", kind: "text" })],
    });
    const spec = FIELD_KINDS[kind];
    const value = parse(field, spec.example(field));
    expect(value, kind).not.toHaveProperty("message");
    expect(spec.isBlank(value as never), kind).toBe(false);
    expect(spec.stored(field, value), kind).toEqual(value);
    if (spec.prefill) {
      const shown = toInputValue(field, value);
      expect(parse(field, shown), kind).toEqual(value);
    }
  }
});

test("an SSN is sensitive and identifying by default, and never put back into a page", () => {
  const ssn = defineField({ name: "ssn", label: "SSN", kind: "ssn" });
  expect([ssn.sensitive, ssn.pii, FIELD_KINDS.ssn.prefill]).toEqual([true, true, false]);
  expect(defineField({ name: "t", label: "T", kind: "text" }).sensitive).toBeUndefined();
});

const time = defineField({ name: "time_at_address", label: "How long", kind: "duration" });

test("duration: years and months to whole months (2 years 3 months = 27)", () => {
  expect(parse(time, { years: "2", months: "3" })).toBe(27);
  expect(parse(time, { years: "5" })).toBe(60);
  expect(parse(time, { months: "7" })).toBe(7);
  expect(parse(time, { years: "", months: "" })).toBeUndefined();
  expect(parse(time, undefined)).toBeUndefined();
  expect(parse(time, { years: "1", months: "12" })).toEqual({
    message: "Enter 0 to 11 months; count whole years as years.",
  });
  expect(parse(time, { years: "x" })).toEqual({
    message: "Enter whole years (0 to 99) and months (0 to 11).",
  });
  expect(parse(time, "27")).toEqual({
    message: "Enter whole years (0 to 99) and months (0 to 11).",
  });
  expect(toInputValue(time, 27)).toEqual({ years: "2", months: "3" });
  expect(displayValue(time, 27)).toBe("2 years 3 months");
  expect([durationText(12), durationText(1), durationText(0)]).toEqual([
    "1 year",
    "1 month",
    "Less than a month",
  ]);
});

const jobs = defineField({
  name: "other_jobs",
  label: "Other jobs",
  kind: "group",
  itemLabel: "job",
  required: false,
  maxItems: 2,
  fields: [
    defineField({ name: "employer", label: "Employer", kind: "text" }),
    defineField({
      name: "monthly_income",
      label: "Monthly income",
      kind: "money",
      sensitive: true,
    }),
  ],
});

test("group: items read with their questions' kinds; blank items dropped; money in cents", () => {
  expect(jobs.sensitive).toBe(true);
  expect(
    parse(jobs, [
      { employer: "Acme", monthly_income: "1,250.50" },
      { employer: "", monthly_income: "" },
      { employer: "Beta LLC", monthly_income: "300" },
    ]),
  ).toEqual([
    { employer: "Acme", monthly_income: 125050 },
    { employer: "Beta LLC", monthly_income: 30000 },
  ]);
  expect(parse(jobs, [])).toBeUndefined();
  expect(parse(jobs, [{ employer: "Acme" }])).toEqual({
    message: "Job 1: This value is required.",
  });
  expect(
    parse(jobs, [
      { employer: "A", monthly_income: "1" },
      { employer: "B", monthly_income: "2" },
      { employer: "C", monthly_income: "3" },
    ]),
  ).toEqual({
    message: "Add at most 2 of these.",
  });
  expect(parse(jobs, "Acme")).toEqual({
    message: "We couldn't read this answer. Please enter it again.",
  });
  expect(parse(jobs, new Array(30).fill({ employer: "A", monthly_income: "1" }))).toEqual({
    message: "We couldn't read this answer. Please enter it again.",
  });
});

test("group: shown again in its inputs and read by people item by item", () => {
  const stored = [
    { employer: "Acme", monthly_income: 125050 },
    { employer: "Beta LLC", monthly_income: 30000 },
  ];
  expect(toInputValue(jobs, stored)).toEqual([
    { employer: "Acme", monthly_income: "1,250.50" },
    { employer: "Beta LLC", monthly_income: "300" },
  ]);
  expect(displayValue(jobs, stored)).toBe(
    "1. Employer: Acme, Monthly income: 1250.50; 2. Employer: Beta LLC, Monthly income: 300.00",
  );
  expect(FIELD_KINDS.group.stored(jobs, [{ employer: "x", unknown: "y" }])).toBeUndefined();
});

test("a form's nested names read as a duration and as a group's items, gaps closed up", () => {
  const body = formFields([
    ["time_at_address[years]", "2"],
    ["time_at_address[months]", "3"],
    ["other_jobs[0][employer]", "Acme"],
    ["other_jobs[0][monthly_income]", "1,250.50"],
    ["other_jobs[2][employer]", "Beta LLC"],
    ["other_jobs[99][employer]", "ignored: past the index limit"],
    ["race", "asian"],
    ["race", "white"],
    ["__proto__[polluted]", "x"],
  ]);
  expect(body).toEqual({
    time_at_address: { years: "2", months: "3" },
    other_jobs: [{ employer: "Acme", monthly_income: "1,250.50" }, { employer: "Beta LLC" }],
    race: ["asian", "white"],
    // Not a nested name: an inert own key, which no step has as a field.
    "__proto__[polluted]": "x",
  });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(parse(time, body.time_at_address)).toBe(27);
});
