// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { InactivityClass } from "./inactivity-class";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test("the class appears after the delay with no activity", () => {
  render(
    <InactivityClass delay={30} inactiveClassName="nudge" className="help">
      Questions? Call us.
    </InactivityClass>,
  );
  const box = screen.getByText("Questions? Call us.");
  expect(box.getAttribute("data-inactivity-delay")).toBe("30");
  act(() => vi.advanceTimersByTime(29_999));
  expect(box.className).toBe("help");
  act(() => vi.advanceTimersByTime(1));
  expect(box.className).toBe("help nudge");
  expect(box.hasAttribute("data-inactive")).toBe(true);
});

test("activity removes the class and restarts the count", () => {
  render(
    <InactivityClass delay={5} inactiveClassName="nudge">
      Still there?
    </InactivityClass>,
  );
  const box = screen.getByText("Still there?");
  act(() => vi.advanceTimersByTime(5000));
  expect(box.classList.contains("nudge")).toBe(true);
  fireEvent.keyDown(document.body, { key: "a" });
  expect(box.classList.contains("nudge")).toBe(false);
  act(() => vi.advanceTimersByTime(4000));
  fireEvent.pointerMove(document.body);
  act(() => vi.advanceTimersByTime(4000));
  expect(box.classList.contains("nudge")).toBe(false);
  act(() => vi.advanceTimersByTime(1000));
  expect(box.classList.contains("nudge")).toBe(true);
});

test("scrolling inside a box counts as activity", () => {
  render(
    <>
      <div data-testid="table-box" />
      <InactivityClass delay={2} inactiveClassName="nudge">
        Hint
      </InactivityClass>
    </>,
  );
  act(() => vi.advanceTimersByTime(1500));
  fireEvent.scroll(screen.getByTestId("table-box"));
  act(() => vi.advanceTimersByTime(1500));
  expect(screen.getByText("Hint").classList.contains("nudge")).toBe(false);
});

test("each element reads its own delay", () => {
  render(
    <>
      <InactivityClass delay={1} inactiveClassName="nudge">
        Soon
      </InactivityClass>
      <InactivityClass delay={10} inactiveClassName="nudge">
        Later
      </InactivityClass>
    </>,
  );
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByText("Soon").classList.contains("nudge")).toBe(true);
  expect(screen.getByText("Later").classList.contains("nudge")).toBe(false);
});

test("the delay is read from the element's attribute, so markup or a script can change it", async () => {
  render(
    <InactivityClass delay={600} inactiveClassName="nudge">
      Still there?
    </InactivityClass>,
  );
  const box = screen.getByText("Still there?");
  // A MutationObserver reports the change after the current task: let it.
  await act(async () => box.setAttribute("data-inactivity-delay", "2"));
  act(() => vi.advanceTimersByTime(1999));
  expect(box.classList.contains("nudge")).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(box.classList.contains("nudge")).toBe(true);
});

test("content can depend on inactivity: a note that exists only while the user is away", () => {
  render(
    <InactivityClass delay={3} inactiveClassName="nudge" role="status">
      {(inactive) => (inactive ? "Still there?" : null)}
    </InactivityClass>,
  );
  const box = screen.getByRole("status");
  expect(box.textContent).toBe("");
  act(() => vi.advanceTimersByTime(3000));
  expect(box.textContent).toBe("Still there?");
  fireEvent.pointerDown(document.body);
  expect(box.textContent).toBe("");
});
