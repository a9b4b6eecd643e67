// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { DatePicker } from "./date-picker";
import { MaskedInput } from "./masked-input";

afterEach(cleanup);

function ClosingDate(props: { min?: string; max?: string; defaultValue?: string }) {
  return (
    <>
      <label htmlFor="closing">Closing date</label>
      <MaskedInput mask="date" id="closing" name="closing_date" defaultValue={props.defaultValue} />
      <DatePicker inputId="closing" today="03/15/2024" min={props.min} max={props.max} />
    </>
  );
}

function focusedDay() {
  return document.activeElement?.getAttribute("aria-label");
}

test("the calendar opens on today's month with today focused", async () => {
  const user = userEvent.setup();
  render(<ClosingDate />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  expect(screen.getByRole("dialog", { name: "Choose a date" })).toBeTruthy();
  expect(screen.getByRole("grid", { name: "March 2024" })).toBeTruthy();
  expect(focusedDay()).toBe("Friday, March 15, 2024");
  expect(document.activeElement?.getAttribute("aria-current")).toBe("date");
});

test("no Intl call until the calendar opens (decision 040: the first one loads ICU)", async () => {
  const user = userEvent.setup();
  const original = Intl.DateTimeFormat;
  const locales = vi.spyOn(original, "supportedLocalesOf");
  let built = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built++;
      return new target(...args);
    },
  });
  try {
    render(<ClosingDate />);
    expect(built).toBe(0);
    expect(locales).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Choose date" }));
    expect(built).toBeGreaterThan(0);
    expect(screen.getByRole("grid", { name: "March 2024" })).toBeTruthy();
  } finally {
    Intl.DateTimeFormat = original;
    locales.mockRestore();
  }
});

test("arrow keys move by day and week, Page keys by month and year", async () => {
  const user = userEvent.setup();
  render(<ClosingDate />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  await user.keyboard("{ArrowRight}");
  expect(focusedDay()).toBe("Saturday, March 16, 2024");
  await user.keyboard("{ArrowDown}");
  expect(focusedDay()).toBe("Saturday, March 23, 2024");
  await user.keyboard("{ArrowLeft}{ArrowUp}");
  expect(focusedDay()).toBe("Friday, March 15, 2024");
  await user.keyboard("{Home}");
  expect(focusedDay()).toBe("Sunday, March 10, 2024");
  await user.keyboard("{End}");
  expect(focusedDay()).toBe("Saturday, March 16, 2024");
  await user.keyboard("{PageDown}");
  expect(focusedDay()).toBe("Tuesday, April 16, 2024");
  expect(screen.getByRole("grid", { name: "April 2024" })).toBeTruthy();
  await user.keyboard("{PageUp}{PageUp}");
  expect(focusedDay()).toBe("Friday, February 16, 2024");
  await user.keyboard("{Shift>}{PageDown}{/Shift}");
  expect(focusedDay()).toBe("Sunday, February 16, 2025");
});

test("Enter picks the focused day into the input and focus returns to the button", async () => {
  const user = userEvent.setup();
  render(<ClosingDate />);
  const button = screen.getByRole("button", { name: "Choose date" });
  await user.click(button);
  await user.keyboard("{ArrowDown}{Enter}");
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" }).value).toBe(
    "03/22/2024",
  );
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(button);
});

test("Escape closes without changing the input", async () => {
  const user = userEvent.setup();
  render(<ClosingDate defaultValue="04/01/2024" />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  await user.keyboard("{ArrowRight}{Escape}");
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" }).value).toBe(
    "04/01/2024",
  );
});

test("a typed date stays typeable and opens the calendar on that day, shown as chosen", async () => {
  const user = userEvent.setup();
  render(<ClosingDate />);
  await user.type(screen.getByRole("textbox", { name: "Closing date" }), "07042025");
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" }).value).toBe(
    "07/04/2025",
  );
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  expect(focusedDay()).toBe("Friday, July 4, 2025");
  expect(document.activeElement?.getAttribute("aria-pressed")).toBe("true");
  await user.click(screen.getByRole("button", { name: "Monday, July 7, 2025" }));
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Closing date" }).value).toBe(
    "07/07/2025",
  );
});

test("days outside min and max cannot be reached or picked", async () => {
  const user = userEvent.setup();
  render(<ClosingDate min="03/10/2024" max="03/20/2024" />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  const early = screen.getByRole("button", { name: "Saturday, March 9, 2024" });
  expect(early.getAttribute("aria-disabled")).toBe("true");
  await user.click(early);
  expect(screen.getByRole("dialog")).toBeTruthy();
  await user.keyboard("{PageDown}");
  expect(focusedDay()).toBe("Wednesday, March 20, 2024");
  expect(screen.getByRole("button", { name: "Next month" }).getAttribute("aria-disabled")).toBe(
    "true",
  );
});

test("the month buttons change the month and keep focus on themselves", async () => {
  const user = userEvent.setup();
  render(<ClosingDate />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  const next = screen.getByRole("button", { name: "Next month" });
  await user.click(next);
  expect(screen.getByRole("grid", { name: "April 2024" })).toBeTruthy();
  expect(document.activeElement).toBe(next);
});

test("a React-controlled plain input receives the picked date through onChange", async () => {
  const user = userEvent.setup();
  const seen = vi.fn();
  function Controlled() {
    const [value, setValue] = useState("");
    return (
      <>
        <input
          id="start"
          aria-label="Start date"
          value={value}
          onChange={(event) => {
            seen(event.target.value);
            setValue(event.target.value);
          }}
        />
        <DatePicker inputId="start" today="01/31/2024" />
      </>
    );
  }
  render(<Controlled />);
  await user.click(screen.getByRole("button", { name: "Choose date" }));
  await user.keyboard("{Enter}");
  expect(seen).toHaveBeenCalledWith("01/31/2024");
  expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Start date" }).value).toBe(
    "01/31/2024",
  );
});

test("developer errors: bad locale, bad date, and an id that is not a text input", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<DatePicker inputId="x" locale="nope!" />)).toThrow("invalid locale");
  expect(() => render(<DatePicker inputId="x" min="2024-01-01" />)).toThrow(
    "Invalid date supplied",
  );
  expect(() =>
    render(
      <>
        <div id="not-an-input" />
        <DatePicker inputId="not-an-input" />
      </>,
    ),
  ).toThrow("Invalid input element specified");
  vi.restoreAllMocks();
});

test("without JavaScript the calendar button is hidden and the input is a plain text field", () => {
  const html = renderToString(<ClosingDate />);
  expect(html).toMatch(/<button type="button" hidden=""[^>]*aria-label="Choose date"/);
  expect(html).toContain('name="closing_date"');
  expect(html).not.toContain("<dialog");
});
