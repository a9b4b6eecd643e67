import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";

export type ModalProps = {
  open: boolean;
  /** Called on Close, a backdrop click, Escape or the platform's back gesture. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  id?: string;
  className?: string;
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest("[hidden], [inert]"),
  );
}

// Several dialogs may be open at once (a date picker inside a form dialog): the page scrolls
// again only when the last one closes.
let scrollLocks = 0;
let savedBodyStyle = { overflow: "", paddingRight: "" };

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const body = document.body;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.dataset.scrollLocked = "";
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  const body = document.body;
  body.style.overflow = savedBodyStyle.overflow;
  body.style.paddingRight = savedBodyStyle.paddingRight;
  delete body.dataset.scrollLocked;
}

/**
 * A modal dialog on the native <dialog> element. While open: `data-state="open"`, the page
 * behind is inert and does not scroll, focus starts in the dialog (on an element marked
 * `data-autofocus`, else the dialog itself) and Tab cycles inside it. Close, Escape and a
 * backdrop click call `onClose`; focus then returns to the element that opened it.
 *
 * Rendered open on the server, it shows as an in-page dialog whose Close button works without
 * JavaScript in browsers with invoker commands (command="close").
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  closeLabel = "Close",
  id,
  className = "",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const autoId = useId();
  const dialogId = id ?? autoId;
  const titleId = `${dialogId}-title`;
  const pressedOnBackdrop = useRef(false);
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    let active = true;
    // Closed by the browser itself (an invoker command, a close request we did not see). The
    // close event is queued, so the one from reopening a server-rendered dialog below arrives
    // when the dialog is already open again: ignore it.
    const onNativeClose = () => {
      if (active && !dialog.open) requestClose();
    };
    // The server renders an open dialog as non-modal; reopen it as a modal.
    if (dialog.open) dialog.close();
    dialog.addEventListener("close", onNativeClose);
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog).focus();
    lockScroll();
    return () => {
      active = false;
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      unlockScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={dialogId}
      aria-labelledby={titleId}
      data-state={open ? "open" : "closed"}
      tabIndex={-1}
      // Only the server renders the open attribute (so the dialog shows without JavaScript); in
      // the browser showModal() owns it, and React must not remove it from under the top layer.
      open={typeof document === "undefined" && open ? true : undefined}
      suppressHydrationWarning
      onKeyDown={(event) => {
        // A dialog nested in this one has already dealt with the key.
        if (event.defaultPrevented) return;
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        } else if (event.key === "Tab") {
          const items = focusables(event.currentTarget);
          const first = items[0];
          const last = items[items.length - 1];
          const current = document.activeElement;
          if (!first || !last) {
            event.preventDefault();
          } else if (event.shiftKey && (current === first || current === event.currentTarget)) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && current === last) {
            event.preventDefault();
            first.focus();
          }
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog box has no padding, so a click whose target is the <dialog> itself landed on
      // the backdrop. Both ends of the click must be there (not a text selection dragged out).
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
      className={`m-auto w-[calc(100%-1rem)] max-w-lg rounded-card bg-white p-0 text-ink shadow-menu backdrop:bg-ink/50 ${className}`}
    >
      <div className="grid gap-4 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="pt-2 text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            // Invoker command: closes the dialog natively when there is no JavaScript yet (and,
            // unlike a method="dialog" form, is valid inside a page <form>).
            {...{ command: "close", commandfor: dialogId }}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div>{children}</div>
      </div>
    </dialog>
  );
}
