// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { MaskedInput } from "./masked-input";

afterEach(cleanup);

test("the server renders a plain named input holding the formatted value", () => {
  const html = renderToString(
    <MaskedInput mask="money" name="homePrice" id="home-price" defaultValue="250000" />,
  );
  expect(html).toContain('name="homePrice"');
  expect(html).toContain('value="250,000"');
  expect(html).toContain('inputMode="decimal"');
});

test("typing money groups thousands and keeps two decimals", async () => {
  const user = userEvent.setup();
  render(<MaskedInput mask="money" aria-label="Home price" />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Home price" });
  await user.type(input, "1234567.891");
  expect(input.value).toBe("1,234,567.89");
});

test("pasting a phone number with a country code keeps the ten digits", async () => {
  const user = userEvent.setup();
  render(<MaskedInput mask="phone" aria-label="Phone" />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Phone" });
  await user.click(input);
  await user.paste("+1 555 123 4567");
  expect(input.value).toBe("(555) 123-4567");
  expect(input.type).toBe("tel");
});

test("the form submits the masked display string", async () => {
  const user = userEvent.setup();
  render(
    <form aria-label="Loan">
      <MaskedInput mask="money" name="loanAmount" aria-label="Loan amount" />
    </form>,
  );
  await user.type(screen.getByRole("textbox", { name: "Loan amount" }), "300000");
  const data = new FormData(screen.getByRole<HTMLFormElement>("form", { name: "Loan" }));
  expect(data.get("loanAmount")).toBe("300,000");
});

test("a controlled input reports masked values and shows values set by its parent", async () => {
  const user = userEvent.setup();
  const seen = vi.fn();
  function Linked() {
    const [price, setPrice] = useState("400000");
    return (
      <>
        <MaskedInput
          mask="money"
          aria-label="Home price"
          value={price}
          onChange={(v) => {
            seen(v);
            setPrice(v);
          }}
        />
        <button type="button" onClick={() => setPrice("525000")}>
          Use 525k
        </button>
      </>
    );
  }
  render(<Linked />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Home price" });
  expect(input.value).toBe("400,000");
  await user.clear(input);
  await user.type(input, "12345");
  expect(input.value).toBe("12,345");
  expect(seen).toHaveBeenLastCalledWith("12,345");
  seen.mockClear();
  await user.click(screen.getByRole("button", { name: "Use 525k" }));
  expect(input.value).toBe("525,000");
  expect(seen).not.toHaveBeenCalled();
});

test("a value written from outside and announced with a change event goes through the mask", () => {
  const seen = vi.fn();
  render(<MaskedInput mask="date" aria-label="Closing date" onChange={seen} />);
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" });
  input.value = "3/5/2024";
  input.dispatchEvent(new Event("change", { bubbles: true }));
  expect(input.value).toBe("03/05/2024");
  expect(seen).toHaveBeenCalledWith("03/05/2024");
});

test("a date that does not exist is kept as typed, and still there after leaving the field", async () => {
  // imask's Date mask refused the last digit: "02/30/2027" became "02/30/202" without a word.
  const user = userEvent.setup();
  render(
    <>
      <MaskedInput mask="date" aria-label="Closing date" />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" });
  await user.type(input, "02302027");
  expect(input.value).toBe("02/30/2027");
  await user.tab();
  expect(input.value).toBe("02/30/2027");
});

test("form attributes pass through to the input", () => {
  render(
    <MaskedInput
      mask="zip"
      id="zip"
      name="zip"
      aria-label="ZIP code"
      aria-describedby="zip-hint"
      aria-invalid
      required
      autoComplete="postal-code"
    />,
  );
  const input = screen.getByRole("textbox", { name: "ZIP code" });
  expect(input.id).toBe("zip");
  expect(input.getAttribute("name")).toBe("zip");
  expect(input.getAttribute("aria-describedby")).toBe("zip-hint");
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.hasAttribute("required")).toBe(true);
  expect(input.getAttribute("autocomplete")).toBe("postal-code");
  expect(input.getAttribute("inputmode")).toBe("numeric");
});

test("a unit drawn beside the value is hidden from screen readers", () => {
  render(<MaskedInput mask="percentage" aria-label="Interest rate (%)" after="%" />);
  expect(screen.getByText("%").getAttribute("aria-hidden")).toBe("true");
  expect(screen.getByRole("textbox", { name: "Interest rate (%)" })).toBeTruthy();
});
