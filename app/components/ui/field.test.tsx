// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { Field } from "./field";
import { MaskedInput } from "./masked-input";

afterEach(cleanup);

test("the label names the control and the hint describes it", () => {
  render(
    <Field label="Loan start date" hint="MM/YYYY">
      {(props) => <MaskedInput mask="month-year" name="startDate" {...props} />}
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Loan start date" });
  expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("MM/YYYY").id);
  expect(input.hasAttribute("aria-invalid")).toBe(false);
});

test("an error marks the control invalid and is read after the hint", () => {
  render(
    <Field
      label="Email"
      hint="We send your loan estimate here."
      error="Enter an email address like name@example.com."
      required
    >
      <input type="email" name="email" />
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Email" });
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.hasAttribute("required")).toBe(true);
  const [hintId, errorId] = (input.getAttribute("aria-describedby") ?? "").split(" ");
  expect(document.getElementById(hintId ?? "")?.textContent).toBe(
    "We send your loan estimate here.",
  );
  expect(document.getElementById(errorId ?? "")?.textContent).toBe(
    "Error: Enter an email address like name@example.com.",
  );
});

test("the required marker is visual only; the control carries required", () => {
  render(
    <Field label="Phone" required>
      <input type="tel" name="phone" />
    </Field>,
  );
  expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  expect(screen.getByRole("textbox", { name: "Phone" }).hasAttribute("required")).toBe(true);
});

test("help opens a tooltip from a button named after the field", async () => {
  const user = userEvent.setup();
  render(
    <Field label="PMI" help="Private mortgage insurance, due when you put down less than 20%.">
      <input name="pmi" />
    </Field>,
  );
  const help = screen.getByRole("button", { name: "More about PMI" });
  await user.hover(help);
  expect((await screen.findByRole("tooltip")).textContent).toContain("Private mortgage insurance");
});

test("an element child keeps its own aria-describedby", () => {
  render(
    <Field label="Down payment" hint="At least 3%">
      <input name="downPayment" aria-describedby="dp-note" />
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Down payment" });
  expect(input.getAttribute("aria-describedby")).toBe(
    `dp-note ${screen.getByText("At least 3%").id}`,
  );
});
