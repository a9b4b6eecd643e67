// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { defineField } from "~/lib/application/define-field";
import { getForm, getStep } from "~/lib/application/forms";
import { buildStepView } from "~/lib/application/step-view";
import type { FormDef, StepDef } from "~/lib/application/types";
import { formFields } from "~/lib/application/wire";
import { StepFields } from "./step-fields";

afterEach(cleanup);

const purchase = getForm("purchase")!;

/** A step made of the given fields, drawn as the page draws it, with `stored` answers. */
function view(fields: StepDef["fields"], stored: Record<string, unknown> = {}) {
  const step: StepDef = {
    ...getStep(purchase, "employment")!,
    slug: "scratch",
    fields,
  };
  const form: FormDef = { ...purchase, steps: [...purchase.steps, step] };
  return buildStepView({
    form,
    step,
    answers: { scratch: stored },
    sessionUUID: "0b6f3c2e-8d4a-4b7e-9a51-2f3c4d5e6f70",
    version: 1,
  });
}

const jobs = defineField({
  name: "other_jobs",
  label: "Your other jobs",
  kind: "group",
  itemLabel: "job",
  required: false,
  maxItems: 3,
  fields: [
    defineField({ name: "employer", label: "Employer", kind: "text" }),
    defineField({ name: "monthly_income", label: "Monthly income", kind: "money" }),
  ],
});

/** What the step's form would post (the fields are rendered inside a form). */
function posted(container: HTMLElement) {
  return formFields(new FormData(container.querySelector("form")!));
}

test("a group shows the answered items and one blank one, named for the form post", () => {
  const { container } = render(
    <form>
      <StepFields
        fields={view([jobs], { other_jobs: [{ employer: "Acme", monthly_income: 125050 }] }).fields}
        values={{}}
      />
    </form>,
  );
  expect(screen.getAllByRole("group", { name: /^job \d$/i })).toHaveLength(2);
  expect(screen.getAllByRole("textbox", { name: /Employer/ })[0]).toHaveProperty("value", "Acme");
  expect(posted(container)).toEqual({
    other_jobs: [
      { employer: "Acme", monthly_income: "1,250.50" },
      { employer: "", monthly_income: "" },
    ],
  });
});

test("Add another and Remove change the items, up to the group's limit", async () => {
  const user = userEvent.setup();
  render(<StepFields fields={view([jobs]).fields} values={{}} />);
  expect(screen.getAllByRole("group", { name: /^job \d$/i })).toHaveLength(1);
  await user.click(screen.getByRole("button", { name: "Add another job" }));
  await user.click(screen.getByRole("button", { name: "Add another job" }));
  expect(screen.getAllByRole("group", { name: /^job \d$/i })).toHaveLength(3);
  expect(screen.queryByRole("button", { name: "Add another job" })).toBeNull();
  await user.type(screen.getAllByRole("textbox", { name: /Employer/ })[1]!, "Beta");
  await user.click(screen.getAllByRole("button", { name: "Remove this job" })[0]!);
  const employers = screen.getAllByRole("textbox", { name: /Employer/ });
  expect(employers.map((e) => [e.getAttribute("name"), (e as HTMLInputElement).value])).toEqual([
    ["other_jobs[0][employer]", "Beta"],
    ["other_jobs[1][employer]", ""],
  ]);
});

test("a duration is two inputs, years and months, pre-filled from whole months", () => {
  const time = defineField({ name: "time_at_job", label: "How long there", kind: "duration" });
  const { container } = render(
    <form>
      <StepFields fields={view([time], { time_at_job: 27 }).fields} values={{}} />
    </form>,
  );
  expect(screen.getByRole("group", { name: /How long there/ })).toBeTruthy();
  expect(posted(container)).toEqual({ time_at_job: { years: "2", months: "3" } });
});

test("a field whose trigger is hidden is hidden, whatever the trigger still holds", () => {
  const demographics = getStep(purchase, "demographics")!;
  const fields = view(demographics.fields).fields;
  const shown = (values: Record<string, string | string[]>) => {
    cleanup();
    const { container } = render(<StepFields fields={fields} values={values} />);
    return [...container.querySelectorAll<HTMLElement>("[data-field]")]
      .filter((el) => !el.hidden)
      .map((el) => el.dataset.field);
  };
  expect(shown({ race: ["asian"], asian_origin: ["other_asian"] })).toEqual([
    "ethnicity",
    "race",
    "asian_origin",
    "other_asian_race",
    "sex",
  ]);
  // "Asian" unticked: its list hides, and so does the "Other Asian" text under it.
  expect(shown({ race: ["white"], asian_origin: ["other_asian"] })).toEqual([
    "ethnicity",
    "race",
    "sex",
  ]);
});

test("a field whose trigger is itself hidden stays hidden (No to owning real estate hides the mortgages)", () => {
  const fields = view(getStep(purchase, "real_estate")!.fields).fields;
  const { container } = render(
    <StepFields
      fields={fields}
      values={{ owns_real_estate: "no", reo_has_mortgage: "yes", reo_has_rent: "yes" }}
    />,
  );
  const shown = (name: string) =>
    !(container.querySelector(`[data-field="${name}"]`) as HTMLElement).hidden;
  expect(shown("owns_real_estate")).toBe(true);
  expect(shown("reo_has_mortgage")).toBe(false);
  expect(shown("reo_mortgages")).toBe(false);
  expect(shown("reo_rental_income")).toBe(false);
  cleanup();
  const again = render(
    <StepFields
      fields={fields}
      values={{ owns_real_estate: "yes", reo_has_mortgage: "yes", reo_has_rent: "no" }}
    />,
  );
  const visible = (name: string) =>
    !(again.container.querySelector(`[data-field="${name}"]`) as HTMLElement).hidden;
  expect(visible("reo_mortgages")).toBe(true);
  expect(visible("reo_rental_income")).toBe(false);
});

test("an account ending is a text box with the number keyboard, and no autocomplete", () => {
  const liabilities = getStep(purchase, "liabilities")!.fields;
  render(<StepFields fields={view(liabilities).fields} values={{ has_debts: "yes" }} />);
  const box = screen.getByRole("textbox", { name: /Account number, last 4 digits/ });
  expect(box.getAttribute("inputmode")).toBe("numeric");
  expect(box.getAttribute("autocomplete")).toBe("off");
  expect(box.getAttribute("name")).toBe("debts[0][account_ending]");
});
