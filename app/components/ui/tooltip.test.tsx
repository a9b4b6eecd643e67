// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { Modal } from "./modal";
import { Tooltip, TOOLTIP_HIDE_MS } from "./tooltip";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PMI = "Private mortgage insurance protects the lender when you put down less than 20%.";

/** The tooltip element, whether shown or not (hidden ones are out of the accessibility tree). */
function tip() {
  return screen.getByRole("tooltip", { hidden: true });
}

/** Shown: displayed and faded in (after it has been placed). */
async function expectShown() {
  await vi.waitFor(() => expect(tip().getAttribute("data-state")).toBe("open"));
  expect(tip().hidden).toBe(false);
}

test("the trigger is a button described by the tooltip", () => {
  render(<Tooltip content={PMI} label="What is PMI?" />);
  const button = screen.getByRole("button", { name: "What is PMI?" });
  expect(button.getAttribute("aria-describedby")).toBe(tip().id);
  expect(tip().textContent).toBe(PMI);
  expect(tip().hidden).toBe(true);
});

test("hovering shows the tooltip; leaving hides it after the fade-out", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Tooltip content={PMI} label="What is PMI?" />);
  const button = screen.getByRole("button", { name: "What is PMI?" });
  await user.hover(button);
  await expectShown();
  await user.unhover(button);
  expect(tip().getAttribute("data-state")).toBe("closed");
  act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS));
  expect(tip().hidden).toBe(true);
});

test("keyboard focus shows it and Escape hides it", async () => {
  const user = userEvent.setup();
  render(<Tooltip content={PMI} label="What is PMI?" />);
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "What is PMI?" }));
  await expectShown();
  await user.keyboard("{Escape}");
  expect(tip().getAttribute("data-state")).toBe("closed");
});

test("a tap shows it and a second tap hides it", async () => {
  render(<Tooltip content={PMI} label="What is PMI?" />);
  const button = screen.getByRole("button", { name: "What is PMI?" });
  fireEvent.pointerDown(button, { pointerType: "touch" });
  fireEvent.click(button);
  await expectShown();
  fireEvent.pointerDown(button, { pointerType: "touch" });
  fireEvent.click(button);
  expect(tip().getAttribute("data-state")).toBe("closed");
});

test("a mouse click keeps it open after the pointer leaves, until a press elsewhere", async () => {
  const user = userEvent.setup();
  render(
    <>
      <Tooltip content={PMI} label="What is PMI?" />
      <p>Elsewhere</p>
    </>,
  );
  const button = screen.getByRole("button", { name: "What is PMI?" });
  await user.click(button);
  await user.unhover(button);
  await expectShown();
  await user.click(screen.getByText("Elsewhere"));
  expect(tip().getAttribute("data-state")).toBe("closed");
});

test("a focusable element passed as the trigger is used as it is", async () => {
  const user = userEvent.setup();
  render(
    <Tooltip content="Opens in a new tab" placement="bottom-start">
      <a href="/licensing" aria-describedby="note">
        Licensing
      </a>
    </Tooltip>,
  );
  const link = screen.getByRole("link", { name: "Licensing" });
  expect(screen.queryByRole("button")).toBeNull();
  expect(link.getAttribute("aria-describedby")).toBe(`note ${tip().id}`);
  await user.tab();
  await expectShown();
});

test("Escape inside a dialog hides the tooltip and leaves the dialog open", async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(
    <Modal open onClose={onClose} title="Rates">
      <Tooltip content="Annual percentage rate" label="What is APR?" />
    </Modal>,
  );
  await user.click(screen.getByRole("button", { name: "What is APR?" }));
  await expectShown();
  await user.keyboard("{Escape}");
  expect(tip().getAttribute("data-state")).toBe("closed");
  expect(onClose).not.toHaveBeenCalled();
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("the server HTML carries the description, hidden, with no inline position", () => {
  const html = renderToString(<Tooltip content={PMI} label="What is PMI?" />);
  expect(html).toContain('role="tooltip"');
  expect(html).toContain(PMI);
  expect(html).toMatch(/role="tooltip" hidden=""/);
  expect(html).not.toContain("style=");
});
