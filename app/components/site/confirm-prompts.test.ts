// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { installConfirmPrompts } from "./confirm-prompts";

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

function setUp(answer: boolean, html: string) {
  document.head.innerHTML = '<meta name="csrf-token" content="token-123">';
  document.body.innerHTML = html;
  const ask = vi.fn(() => answer);
  uninstall = installConfirmPrompts(document, ask);
  return ask;
}

test("a link with data-confirm asks its text; 'no' stops it and later handlers never see the click", () => {
  const ask = setUp(
    false,
    '<a href="/apply/purchase/discard" data-confirm="Start over?">Start over</a>',
  );
  const later = vi.fn();
  document.addEventListener("click", later);
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector("a")!.dispatchEvent(click);
  document.removeEventListener("click", later);
  expect(ask).toHaveBeenCalledWith("Start over?");
  expect(click.defaultPrevented).toBe(true);
  expect(later).not.toHaveBeenCalled();
});

test("'yes' on a link with data-confirm-post sends a POST with the page's CSRF token", () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
  setUp(
    true,
    '<a href="/apply/purchase/discard" data-confirm="Start over?" data-confirm-post="/apply/purchase/discard">Start over</a>',
  );
  const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector("a")!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(submit).toHaveBeenCalledTimes(1);
  const form = submit.mock.contexts[0] as HTMLFormElement;
  expect(form.method).toBe("post");
  expect(new URL(form.action, "http://x").pathname).toBe("/apply/purchase/discard");
  expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "token-123" });
  submit.mockRestore();
});

test("a form with data-confirm submits only on 'yes'; links and forms without it are left alone", () => {
  const ask = setUp(
    false,
    '<form data-confirm="Delete it?"><button>Delete</button></form><form id="plain"><button>Go</button></form><a href="/x">x</a>',
  );
  const refused = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  document.querySelector("form")!.dispatchEvent(refused);
  expect(refused.defaultPrevented).toBe(true);
  expect(ask).toHaveBeenCalledWith("Delete it?");

  const plain = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  document.getElementById("plain")!.dispatchEvent(plain);
  const link = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  document.querySelector('a[href="/x"]')!.dispatchEvent(link);
  expect(plain.defaultPrevented).toBe(false);
  expect(link.defaultPrevented).toBe(false);
  expect(ask).toHaveBeenCalledTimes(1);
});
