import { expect, test } from "vitest";
import { getForm } from "~/lib/application/forms";
import { walk } from "~/lib/application/test-fixtures";
import { staffAnswers } from "./answers";

test("answers come in form order, with the SSN and birth date masked unless revealed", () => {
  const form = getForm("purchase")!;
  const { answers, slugs } = walk(form, {
    personal_info: { date_of_birth: "04/15/1985" },
    review_and_consent: { ssn: "219-09-9999" },
  });
  const steps = staffAnswers(form, answers);
  expect(steps.map((s) => s.slug)).toEqual(slugs.filter((s) => s !== "form_received"));
  const all = steps.flatMap((s) => s.answers);
  expect(all.find((a) => a.field === "ssn")).toMatchObject({ value: "***-**-9999", masked: true });
  expect(all.find((a) => a.field === "date_of_birth")).toMatchObject({
    value: "**/**/****",
    masked: true,
  });
  const revealed = staffAnswers(form, answers, ["ssn"]).flatMap((s) => s.answers);
  expect(revealed.find((a) => a.field === "ssn")).toMatchObject({
    value: "219099999",
    masked: false,
  });
  expect(revealed.find((a) => a.field === "date_of_birth")?.masked).toBe(true);
});

test("each step's section is named by its question, so no two sections of a joint application share a name", () => {
  for (const id of ["purchase", "refinance"]) {
    const form = getForm(id)!;
    const { answers } = walk(form, { credit_type: { borrower_count: "2" } });
    const titles = staffAnswers(form, answers).map((step) => step.title);
    // The short labels repeat: URLA 5a and 5b are both "Declarations", and every step of a
    // co-borrower's block is "Co-borrower 1".
    expect(titles.length).toBeGreaterThan(40);
    expect(new Set(titles).size, id).toBe(titles.length);
    expect(titles).toContain("Co-borrower 1: where do they live now?");
  }
});
