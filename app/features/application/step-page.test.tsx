// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { getForm, getStep } from "~/lib/application/forms";
import { buildStepView } from "~/lib/application/step-view";
import { STILL_THERE_DELAY, StepPage } from "./step-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The page fetches the rules lazily; have the module ready so a test waits only for React.
beforeAll(async () => {
  await import("./client-rules");
});

const purchase = getForm("purchase")!;

/** The purchase form's contact step (email, phone, an optional TCPA box) as its page draws it. */
function renderContactStep() {
  const initial = buildStepView({
    form: purchase,
    step: getStep(purchase, "contact_info")!,
    answers: {},
    sessionUUID: "0b6f3c2e-8d4a-4b7e-9a51-2f3c4d5e6f70",
    version: 1,
  });
  const Stub = createRoutesStub([
    {
      path: "/apply/purchase/contact_info",
      Component: () => <StepPage initial={initial} csrf="token" placesKey={null} />,
    },
  ]);
  render(<Stub initialEntries={["/apply/purchase/contact_info"]} />);
  return {
    email: screen.getByRole("textbox", { name: /Email address/ }),
    phone: screen.getByRole("textbox", { name: /Phone number/ }),
  };
}

/** Lets the lazy check finish (a promise or two) and React draw its result. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

// Spec 5's default message for an invalid email, word for word.
const INVALID_EMAIL = "This value should be a valid email.";

test("2 characters typed: no message; the 3rd brings it", async () => {
  const user = userEvent.setup();
  const { email } = renderContactStep();
  await user.type(email, "pa");
  await settle();
  expect(screen.queryByText(INVALID_EMAIL)).toBeNull();
  expect(email.getAttribute("aria-invalid")).toBeNull();
  await user.type(email, "t");
  await settle();
  expect(screen.getByText(INVALID_EMAIL)).toBeTruthy();
  expect(email.getAttribute("aria-invalid")).toBe("true");
  // The message is the field's, tied to it for screen readers.
  expect(email.getAttribute("aria-describedby")).toContain("field-email-error");
});

test("leaving a field brings its message, however little was typed", async () => {
  const user = userEvent.setup();
  const { email, phone } = renderContactStep();
  await user.type(email, "pa");
  await settle();
  expect(screen.queryByText(INVALID_EMAIL)).toBeNull();
  await user.click(phone);
  await settle();
  expect(screen.getByText(INVALID_EMAIL)).toBeTruthy();
  // Nothing said yet about the phone: the borrower has only just arrived in it.
  expect(screen.queryByText("Enter your phone number.")).toBeNull();
});

test("a fixed value clears the message as it is typed", async () => {
  const user = userEvent.setup();
  const { email } = renderContactStep();
  await user.type(email, "pat@");
  await settle();
  expect(screen.getByText(INVALID_EMAIL)).toBeTruthy();
  await user.type(email, "example.com");
  await settle();
  expect(screen.queryByText(INVALID_EMAIL)).toBeNull();
  expect(email.getAttribute("aria-invalid")).toBeNull();
});

test("NEXT checks every field, sends nothing and puts the focus on the first to fix", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const user = userEvent.setup();
  const { email, phone } = renderContactStep();
  await user.type(phone, "(503) 555-0142");
  await user.click(screen.getByRole("button", { name: "NEXT" }));
  await settle();
  // The field's own message for a missing answer (steps.ts), not the generic one.
  expect(screen.getByText("Enter your email address.")).toBeTruthy();
  expect(document.activeElement).toBe(email);
  expect(phone.getAttribute("aria-invalid")).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

test("after 10 minutes without input a polite note says the answers are saved; input hides it", () => {
  vi.useFakeTimers();
  try {
    renderContactStep();
    const note = screen.getByRole("status");
    // Spec 9: the delay is the element's own, in seconds, in the markup.
    expect(STILL_THERE_DELAY).toBe(600);
    expect(note.getAttribute("data-inactivity-delay")).toBe("600");
    expect(note.textContent).toBe("");
    act(() => vi.advanceTimersByTime(599_999));
    expect(note.textContent).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(note.textContent).toBe(
      "Still there? Your answers so far are saved; pick up where you left off whenever you're ready.",
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: /Email address/ }), { key: "p" });
    expect(note.textContent).toBe("");
  } finally {
    vi.useRealTimers();
  }
});
