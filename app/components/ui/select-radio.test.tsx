// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { SelectRadio } from "./select-radio";

afterEach(cleanup);

const USES = [
  { value: "primary", label: "Primary residence", description: "You live there most of the year." },
  { value: "second", label: "Second home" },
  { value: "investment", label: "Investment property" },
];

test("the options are a named radio group with described cards", () => {
  render(<SelectRadio name="property_use" legend="How will you use the home?" options={USES} />);
  const group = screen.getByRole("group", { name: "How will you use the home?" });
  const radios = screen.getAllByRole("radio");
  expect(group.contains(radios[0] ?? null)).toBe(true);
  expect(radios).toHaveLength(3);
  const primary = screen.getByRole("radio", { name: "Primary residence" });
  expect(document.getElementById(primary.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "You live there most of the year.",
  );
});

test("clicking anywhere on a card chooses it", async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<SelectRadio name="property_use" legend="Use" options={USES} onChange={onChange} />);
  await user.click(screen.getByText("Second home"));
  expect(screen.getByRole<HTMLInputElement>("radio", { name: "Second home" }).checked).toBe(true);
  expect(onChange).toHaveBeenCalledWith("second", expect.anything());
});

test("Tab enters the group and arrow keys move the choice, as with native radios", async () => {
  const user = userEvent.setup();
  render(<SelectRadio name="property_use" legend="Use" options={USES} defaultValue="primary" />);
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("radio", { name: "Primary residence" }));
  await user.keyboard("{ArrowDown}");
  const second = screen.getByRole<HTMLInputElement>("radio", { name: "Second home" });
  expect(second.checked).toBe(true);
  expect(document.activeElement).toBe(second);
});

test("the chosen value is submitted under the group's name", async () => {
  const user = userEvent.setup();
  render(
    <form aria-label="Step">
      <SelectRadio name="property_use" legend="Use" options={USES} required />
    </form>,
  );
  await user.click(screen.getByRole("radio", { name: "Investment property" }));
  const data = new FormData(screen.getByRole<HTMLFormElement>("form"));
  expect(data.get("property_use")).toBe("investment");
  expect(screen.getByRole("radio", { name: "Second home" }).hasAttribute("required")).toBe(true);
});

test("an error is announced with the group", () => {
  render(
    <SelectRadio
      name="property_use"
      legend="Use"
      options={USES}
      error="Choose how you will use the home."
    />,
  );
  const group = screen.getByRole("group", { name: "Use" });
  expect(document.getElementById(group.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "Error: Choose how you will use the home.",
  );
});
