import { Children, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

const TOGGLE =
  "inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-accent hover:text-accent-dark hover:underline";

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
      fill="none"
    >
      <path
        d="M5 7.5l5 5 5-5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type ExpandableProps = {
  /** The button text, or a function of the open state ("Show details" / "Hide details"). */
  label: ReactNode | ((open: boolean) => ReactNode);
  children: ReactNode;
  defaultOpen?: boolean;
  id?: string;
  className?: string;
};

/**
 * A disclosure: a button (aria-expanded, aria-controls) that shows and hides its content.
 *
 * The content is rendered the first time it is opened, then kept (hidden when closed). Closed, it
 * is hidden in the server's HTML too, where no script can open it, so rendering it there only
 * cost the server and the page's hydration its elements: a chart's data table is a fifth of a
 * calculator page's elements (decision 042).
 */
export function Expandable({
  label,
  children,
  defaultOpen = false,
  id,
  className = "",
}: ExpandableProps) {
  const autoId = useId();
  const contentId = id ?? autoId;
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={toggle}
        className={TOGGLE}
      >
        {typeof label === "function" ? label(open) : label}
        <Chevron open={open} />
      </button>
      <div id={contentId} hidden={!open}>
        {opened ? children : null}
      </div>
    </div>
  );
}

export type ExpandableListProps = {
  /** One node per list item; each is wrapped in an <li>. */
  items: ReactNode[];
  /** How many show while collapsed. */
  initialCount?: number;
  showAllLabel?: (total: number) => string;
  showFewerLabel?: string;
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
};

/**
 * A list that shows its first `initialCount` items and a "Show all N" / "Show fewer" button for
 * the rest. Without JavaScript (and in the server HTML) every item shows and there is no button;
 * once the page runs, the extra items are hidden until expanded. Expanding moves focus to the
 * first item it revealed, so a keyboard or screen-reader user reads on from there; collapsing
 * leaves focus on the button.
 */
export function ExpandableList({
  items,
  initialCount = 5,
  showAllLabel = (total) => `Show all ${total}`,
  showFewerLabel = "Show fewer",
  ordered = false,
  className = "",
  itemClassName = "",
}: ExpandableListProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const listRef = useRef<HTMLUListElement & HTMLOListElement>(null);
  const List = ordered ? "ol" : "ul";
  const all = Children.toArray(items);
  const collapsible = hydrated && all.length > initialCount;
  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening) {
      // After React shows the items: the first one that was hidden.
      requestAnimationFrame(() => {
        const first = listRef.current?.children[initialCount];
        if (first instanceof HTMLElement) first.focus();
      });
    }
  };
  return (
    <div className={className}>
      <List id={listId} ref={listRef} className="grid gap-2">
        {all.map((item, index) => (
          <li
            key={index}
            className={itemClassName}
            tabIndex={collapsible && index === initialCount ? -1 : undefined}
            hidden={collapsible && !open && index >= initialCount}
          >
            {item}
          </li>
        ))}
      </List>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
          className={`mt-2 ${TOGGLE}`}
        >
          {open ? showFewerLabel : showAllLabel(all.length)}
          <Chevron open={open} />
        </button>
      ) : null}
    </div>
  );
}
