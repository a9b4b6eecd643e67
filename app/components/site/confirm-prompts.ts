import { CSRF_FIELD } from "~/lib/application/wire-names";

/**
 * Confirm prompts from markup attributes (spec 8): an element with `data-confirm` asks its text
 * before it acts, and does nothing when the borrower says no.
 *
 * - `<form data-confirm>` (or a submit button with `data-confirm`): asks before submitting.
 * - `<a data-confirm>`: asks before following the link. With `data-confirm-post="/path"` the
 *   link, once confirmed, POSTs to that path with the page's CSRF token instead: without
 *   JavaScript the link still leads to a page that asks, so no one skips the question.
 */
export function installConfirmPrompts(
  doc: Document = document,
  ask: (message: string) => boolean = (message) => window.confirm(message),
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const element = (event.target as Element | null)?.closest?.("a[data-confirm]");
    if (!(element instanceof HTMLAnchorElement)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!ask(element.dataset.confirm ?? "")) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    const postTo = element.dataset.confirmPost;
    if (!postTo) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    postForm(doc, postTo);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const submitter = event.submitter as HTMLElement | null;
    const message = submitter?.dataset.confirm ?? form.dataset.confirm;
    if (message === undefined) return;
    if (!ask(message)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  // Capture phase: the question comes before any other handler (client navigation, PATCH).
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("submit", onSubmit, true);
  return () => {
    doc.removeEventListener("click", onClick, true);
    doc.removeEventListener("submit", onSubmit, true);
  };
}

/** A plain POST of the page's CSRF token to `action`, as a form without JavaScript would send. */
function postForm(doc: Document, action: string): void {
  const form = doc.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  const token = doc.createElement("input");
  token.type = "hidden";
  token.name = CSRF_FIELD;
  token.value = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
  form.append(token);
  doc.body.append(form);
  form.submit();
}
