// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { DependentFields } from "./dependent-fields";

afterEach(cleanup);

function EmploymentStep({ saved = "" }: { saved?: string }) {
  return (
    <form aria-label="Employment">
      <fieldset>
        <legend>Employment status</legend>
        {["employed", "self_employed", "retired"].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="employment_status"
              value={value}
              defaultChecked={saved === value}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <DependentFields
        trigger="employment_status"
        showFor={["employed", "self_employed"]}
        initialValue={saved}
      >
        <label>
          Employer <input name="employer" defaultValue="Acme" />
        </label>
      </DependentFields>
      <DependentFields trigger="employment_status" showFor="self_employed" initialValue={saved}>
        <label>
          Business name <input name="business_name" defaultValue="Acme LLC" />
        </label>
      </DependentFields>
    </form>
  );
}

function group(name: string) {
  return screen
    .getByRole("textbox", { name, hidden: true })
    .closest("fieldset") as HTMLFieldSetElement;
}

test("all dependent fields are hidden and disabled while no trigger has a value", () => {
  render(<EmploymentStep />);
  for (const name of ["Employer", "Business name"]) {
    expect(group(name).hidden).toBe(true);
    expect(group(name).disabled).toBe(true);
  }
  expect(screen.queryByRole("textbox")).toBeNull();
});

test("choosing a value shows the fields that depend on it and hides the others", async () => {
  const user = userEvent.setup();
  render(<EmploymentStep />);
  await user.click(screen.getByRole("radio", { name: "employed" }));
  expect(screen.getByRole("textbox", { name: "Employer" })).toBeTruthy();
  expect(group("Business name").hidden).toBe(true);
  await user.click(screen.getByRole("radio", { name: "self_employed" }));
  expect(screen.getByRole("textbox", { name: "Business name" })).toBeTruthy();
  await user.click(screen.getByRole("radio", { name: "retired" }));
  expect(screen.queryByRole("textbox")).toBeNull();
});

test("hidden fields are left out of the submitted form", async () => {
  const user = userEvent.setup();
  render(<EmploymentStep />);
  await user.click(screen.getByRole("radio", { name: "employed" }));
  const form = screen.getByRole<HTMLFormElement>("form", { name: "Employment" });
  const submitted = [...new FormData(form).keys()];
  expect(submitted).toContain("employer");
  expect(submitted).not.toContain("business_name");
});

test("the server HTML follows the saved answer", () => {
  const html = renderToString(<EmploymentStep saved="self_employed" />);
  expect(html).not.toMatch(/<fieldset[^>]*hidden=""[^>]*data-depends-on/);
  const none = renderToString(<EmploymentStep saved="retired" />);
  expect(none.match(/<fieldset hidden="" disabled=""/g)).toHaveLength(2);
});

test("a select can be the trigger", async () => {
  const user = userEvent.setup();
  render(
    <form>
      <label>
        Goal
        <select name="refinance_goal" defaultValue="">
          <option value="">Choose</option>
          <option value="lower_payment">Lower my payment</option>
          <option value="cash_out">Take cash out</option>
        </select>
      </label>
      <DependentFields trigger="refinance_goal" showFor="cash_out">
        <label>
          Cash-out amount <input name="cash_out_amount" />
        </label>
      </DependentFields>
    </form>,
  );
  await user.selectOptions(screen.getByRole("combobox", { name: "Goal" }), "cash_out");
  expect(screen.getByRole("textbox", { name: "Cash-out amount" })).toBeTruthy();
});

test("a control that is disabled on its own stays disabled when its group shows", async () => {
  const user = userEvent.setup();
  render(
    <form>
      <label>
        <input type="checkbox" name="has_coborrower" value="yes" /> Add a co-borrower
      </label>
      <DependentFields trigger="has_coborrower" showFor="yes">
        <label>
          Co-borrower name <input name="coborrower_name" />
        </label>
        <label>
          Relationship <input name="relationship" defaultValue="Spouse" disabled />
        </label>
      </DependentFields>
    </form>,
  );
  await user.click(screen.getByRole("checkbox", { name: "Add a co-borrower" }));
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Co-borrower name" }).disabled).toBe(
    false,
  );
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Relationship" }).disabled).toBe(
    true,
  );
  await user.click(screen.getByRole("checkbox", { name: "Add a co-borrower" }));
  expect(screen.queryByRole("textbox")).toBeNull();
});
