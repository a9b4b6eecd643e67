// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { useCalculator } from "./use-calculator";

function Doubler({ mode }: { mode: "live" | "button" }) {
  const calc = useCalculator({
    mode,
    debounceMs: 300,
    parse: (p) => ({ n: Number(p.get("n") ?? "0") }),
    accept: (p) => p.get("n") !== "13",
  });
  return (
    <form {...calc.formProps}>
      <label>
        Number{" "}
        <input
          name="n"
          type="number"
          min="0"
          max="100"
          required
          defaultValue={String(calc.values.n)}
        />
      </label>
      <button type="submit">Calculate</button>
      <output data-output="double">{calc.values.n * 2}</output>
    </form>
  );
}

function renderAt(url: string, mode: "live" | "button") {
  const router = createMemoryRouter([{ path: "/calc", element: <Doubler mode={mode} /> }], {
    initialEntries: [url],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("the first render comes from the query string", () => {
  renderAt("/calc?n=21", "live");
  expect(screen.getByText("42")).toBeTruthy();
});

test("live mode recalculates only after the debounce and syncs the URL", () => {
  vi.useFakeTimers();
  const replace = vi.spyOn(window.history, "replaceState");
  renderAt("/calc?n=1", "live");
  const input = screen.getByLabelText("Number");
  fireEvent.input(input, { target: { value: "5" } });
  act(() => vi.advanceTimersByTime(299));
  expect(screen.queryByText("10")).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByText("10")).toBeTruthy();
  // The address is written in a task of its own, right after (docs/decisions/025).
  expect(replace).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(String(replace.mock.calls.at(-1)?.[2])).toMatch(/\?n=5$/);
});

test("a value the calculator does not accept is skipped silently", () => {
  vi.useFakeTimers();
  renderAt("/calc?n=2", "live");
  fireEvent.input(screen.getByLabelText("Number"), { target: { value: "13" } });
  act(() => vi.advanceTimersByTime(400));
  expect(screen.getByText("4")).toBeTruthy();
});

test("button mode writes results only when the form is valid", () => {
  renderAt("/calc?n=2", "button");
  const input = screen.getByLabelText("Number");
  fireEvent.change(input, { target: { value: "500" } });
  fireEvent.click(screen.getByText("Calculate"));
  expect(screen.getByText("4")).toBeTruthy();
  fireEvent.change(input, { target: { value: "7" } });
  fireEvent.click(screen.getByText("Calculate"));
  expect(screen.getByText("14")).toBeTruthy();
});
