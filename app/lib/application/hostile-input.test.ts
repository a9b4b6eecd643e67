import fc from "fast-check";
import { expect, test } from "vitest";
import {
  inputValues,
  pathFor,
  previousSlug,
  progress,
  validateStep,
  visibleFields,
} from "./engine";
import { FORM_IDS, getForm } from "./forms";
import { TODAY, sampleWireValue } from "./test-fixtures";
import type { FieldDef, FormDef, StepDef } from "./types";
import { readStepBody } from "./wire";

const steps: [FormDef, StepDef][] = FORM_IDS.flatMap((id) => {
  const form = getForm(id)!;
  return form.steps.map((step) => [form, step] as [FormDef, StepDef]);
});

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

const nastyStrings = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "toString",
    "prototype",
    "{}",
    "[object Object]",
    "NaN",
    "Infinity",
    "-0",
    "1e308",
    "9".repeat(5000),
    "$".repeat(2000),
    "0/0/0000",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\u0000\u2028\u202e",
  ),
  fc.nat({ max: 20_000 }).map((n) => "a".repeat(n)),
);

/** A wire value for one field: valid, almost valid, or anything at all. */
function wireValue(field: FieldDef): fc.Arbitrary<unknown> {
  const sample = sampleWireValue(field);
  return fc.oneof(
    { arbitrary: fc.constant(sample), weight: 10 },
    fc
      .constant(sample)
      .chain((s) => nastyStrings.map((junk) => (Array.isArray(s) ? [...s, junk] : `${s}${junk}`))),
    nastyStrings,
    anything,
    fc.array(nastyStrings, { maxLength: 6 }),
    fc.oneof(fc.double(), fc.integer(), fc.boolean(), fc.constant(null)),
  );
}

/** A body for a step: anything at all, or an object keyed by its field names and prototype keys. */
function body(step: StepDef): fc.Arbitrary<unknown> {
  const keyed = fc.record(Object.fromEntries(step.fields.map((f) => [f.name, wireValue(f)])), {
    requiredKeys: [],
  });
  const names = [...step.fields.map((f) => f.name), "__proto__", "constructor", "prototype"];
  const dictionary = fc.dictionary(fc.constantFrom(...names), anything, { maxKeys: 8 });
  const parsedJson = fc
    .tuple(keyed, fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'))
    .map(([o, json]) => Object.assign(JSON.parse(json) as object, o));
  return fc.oneof(keyed, keyed, dictionary, parsedJson, anything, nastyStrings);
}

function hasKindType(field: FieldDef, value: unknown): boolean {
  switch (field.kind) {
    case "money":
      return Number.isSafeInteger(value) && (value as number) >= 0;
    case "percent":
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "checkbox":
      return typeof value === "boolean";
    case "checkbox-group":
      return Array.isArray(value) && value.every((v) => field.options!.some((o) => o.value === v));
    case "radio":
    case "select":
      return field.options!.some((o) => o.value === value);
    case "account-ending":
      return typeof value === "string" && /^\d{4}$/.test(value);
    case "group":
      // A list of items, each holding only the group's questions, each of its question's type.
      return (
        Array.isArray(value) &&
        value.length > 0 &&
        value.every(
          (item) =>
            typeof item === "object" &&
            item !== null &&
            Object.entries(item as Record<string, unknown>).every(([name, v]) => {
              const question = field.fields!.find((q) => q.name === name);
              return question !== undefined && hasKindType(question, v);
            }),
        )
      );
    default:
      return typeof value === "string" && value.length > 0 && value.length <= 254;
  }
}

test(
  "validateStep never throws, and reports or returns only the step's field names",
  { timeout: 60_000 },
  () => {
    let accepted = 0;
    const cases = fc
      .constantFrom(...steps)
      .chain(([form, step]) => fc.tuple(fc.constant(form), fc.constant(step), body(step)));
    fc.assert(
      fc.property(cases, ([form, step, input]) => {
        const names = new Set(step.fields.map((f) => f.name));
        const result = validateStep(form, step.slug, input, TODAY);
        if (result.ok) {
          for (const [name, value] of Object.entries(result.values)) {
            expect(names.has(name)).toBe(true);
            const field = step.fields.find((f) => f.name === name)!;
            expect(hasKindType(field, value), `${step.slug}/${name}=${String(value)}`).toBe(true);
          }
          // What was accepted is stable: shown back in the inputs, it validates to itself.
          // (inputValues never echoes an SSN; its 9 stored digits are valid input themselves.)
          const ssn = typeof result.values.ssn === "string" ? { ssn: result.values.ssn } : {};
          const shown = { ...inputValues(step, result.values), ...ssn };
          expect(validateStep(form, step.slug, shown, TODAY)).toEqual(result);
          accepted += 1;
        } else {
          expect(result.ok).toBe(false);
          for (const [name, message] of Object.entries(result.errors)) {
            expect(names.has(name)).toBe(true);
            expect(typeof message).toBe("string");
            expect(message.length).toBeLessThan(200);
          }
          if (names.size > 0) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
    // The bodies are near-valid often enough that acceptance is exercised too (about 1 in 10;
    // the full forms' finance steps, up to 17 questions each, are accepted less often).
    expect(accepted).toBeGreaterThan(120);
  },
);

test(
  "the body reader and the path functions never throw on hostile input",
  { timeout: 60_000 },
  () => {
    const forms = fc.constantFrom(...FORM_IDS.map((id) => getForm(id)!));
    const slugs = fc.oneof(fc.constantFrom(...steps.map(([, s]) => s.slug)), nastyStrings);
    fc.assert(
      fc.property(forms, anything, slugs, nastyStrings, (form, hostile, slug, text) => {
        const { input, attribution } = readStepBody(form, hostile, "json");
        expect(typeof input).toBe("object");
        for (const value of Object.values(attribution))
          expect(value.length).toBeLessThanOrEqual(100);
        validateStep(form, form.firstSlug, input, TODAY);
        const answers = hostile as never;
        const path = pathFor(form, answers);
        expect(path[0]).toBe(form.firstSlug);
        progress(form, answers, slug);
        previousSlug(form, slug, answers);
        validateStep(form, slug, text, TODAY);
        for (const step of form.steps.slice(0, 3)) {
          visibleFields(step, hostile);
          inputValues(step, hostile);
        }
      }),
      { numRuns: 600 },
    );
  },
);

test("half a UTF-16 pair is refused as unreadable; a whole pair (an emoji) is kept", async () => {
  const { getForm } = await import("./forms");
  const { validateStep } = await import("./engine");
  const { readStepBody } = await import("./wire");
  const form = getForm("purchase")!;
  const base = {
    property_street: "12 Elm St",
    property_city: "Salem",
    property_state: "OR",
    property_zip: "97301",
  };
  const today = { year: 2026, month: 11, day: 22 };
  const lone = validateStep(
    form,
    "property_address",
    { ...base, property_street: "12 Elm \ud800St" },
    today,
  );
  expect(lone).toEqual({
    ok: false,
    errors: { property_street: "We couldn't read this answer. Please enter it again." },
  });
  const pair = validateStep(
    form,
    "property_address",
    { ...base, property_unit: "Unit \ud83c\udfe0" },
    today,
  );
  expect(pair.ok).toBe(true);
  expect(
    readStepBody(form, { source: "a\udc00b", internet_source: "x", endorser: "y" }, "json")
      .attribution,
  ).toEqual({ internet_source: "x", endorser: "y" });
});
