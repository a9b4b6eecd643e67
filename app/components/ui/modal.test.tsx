// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { Modal } from "./modal";

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
});

function SignIn({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      <p>Page text</p>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Sign in to your loan"
      >
        <p>Your loan portal is run by our servicing partner.</p>
        <a href="/portal">Go to the portal</a>
      </Modal>
    </>
  );
}

test("opening shows the dialog, marks it open, locks the page scroll and moves focus in", async () => {
  const user = userEvent.setup();
  render(<SignIn />);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  const dialog = screen.getByRole("dialog", { name: "Sign in to your loan" });
  expect(dialog.hasAttribute("open")).toBe(true);
  expect(dialog.getAttribute("data-state")).toBe("open");
  expect(document.body.style.overflow).toBe("hidden");
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test("Escape closes the dialog, unlocks scrolling and returns focus to the opener", async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<SignIn onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "Sign in" });
  await user.click(opener);
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.body.style.overflow).toBe("");
  expect(document.activeElement).toBe(opener);
});

test("the Close button closes the dialog", async () => {
  const user = userEvent.setup();
  render(<SignIn />);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sign in" }));
});

test("a click on the backdrop closes the dialog, a click inside does not", async () => {
  const user = userEvent.setup();
  render(<SignIn />);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  const dialog = screen.getByRole("dialog");
  await user.click(screen.getByText("Your loan portal is run by our servicing partner."));
  expect(dialog.getAttribute("data-state")).toBe("open");
  await user.click(dialog);
  expect(dialog.getAttribute("data-state")).toBe("closed");
});

test("Tab and Shift+Tab stay inside the dialog", async () => {
  const user = userEvent.setup();
  render(<SignIn />);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  const close = screen.getByRole("button", { name: "Close" });
  const link = screen.getByRole("link", { name: "Go to the portal" });
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab();
  expect(document.activeElement).toBe(link);
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(link);
});

test("focus starts on an element marked data-autofocus", () => {
  render(
    <Modal open onClose={() => {}} title="Choose">
      <button type="button">First</button>
      <button type="button" data-autofocus>
        Preferred
      </button>
    </Modal>,
  );
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Preferred" }));
});

test("the server renders an open dialog in the page, with a Close that needs no script", () => {
  vi.stubGlobal("document", undefined); // as on the server
  const open = renderToString(
    <Modal open onClose={() => {}} title="Sign in">
      text
    </Modal>,
  );
  expect(open).toMatch(/<dialog[^>]* open=""/);
  expect(open).toMatch(/<button type="button" command="close" commandfor="[^"]+"/);
  const closed = renderToString(
    <Modal open={false} onClose={() => {}} title="Sign in">
      text
    </Modal>,
  );
  expect(closed).not.toMatch(/<dialog[^>]* open=""/);
});

test("a close event arriving while the dialog is open again is ignored; a native close is reported", () => {
  const onClose = vi.fn();
  render(
    <Modal open onClose={onClose} title="Sign in">
      text
    </Modal>,
  );
  const dialog = screen.getByRole("dialog");
  // Browsers queue the close event of reopening a server-rendered dialog.
  dialog.dispatchEvent(new Event("close"));
  expect(onClose).not.toHaveBeenCalled();
  // The browser closed it itself (an invoker command, a close request).
  (dialog as HTMLDialogElement).close();
  expect(onClose).toHaveBeenCalledTimes(1);
});
