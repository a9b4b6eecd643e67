import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { placeTip, type TipPlacement } from "./tip-position";

/** Spec 9 (Tippy defaults): fade in 350 ms (the tip's class), out 300 ms, 10 px off the trigger. */
export const TOOLTIP_HIDE_MS = 300;
const DISTANCE = 10;

const FOCUSABLE_TAGS = new Set(["a", "button", "input", "select", "textarea"]);

export type TooltipProps = {
  content: ReactNode;
  /**
   * The trigger. A single <button>, <a>, <input>, <select> or <textarea> element is used as it
   * is; anything else (text, an icon, nothing for the default "i" icon) goes in a button.
   */
  children?: ReactNode;
  /** Accessible name of the generated button when its content is an icon. */
  label?: string;
  /** "top" by default; the content site uses "bottom-start". */
  placement?: TipPlacement;
  className?: string;
};

/**
 * A tooltip (role="tooltip", referenced by the trigger's aria-describedby) shown on hover,
 * focus, click or tap. Escape hides it, as does a second tap or a press elsewhere; the pointer
 * can move onto it without it disappearing (WCAG 1.4.13). The text is in the server HTML, so
 * screen readers get the description even before hydration.
 */
export function Tooltip({
  content,
  children,
  label,
  placement = "top",
  className = "",
}: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (hovered || focused || pinned);
  // Kept displayed while fading out, so the pointer can still cross the gap onto the tooltip.
  const [lingering, setLingering] = useState(false);
  const shown = open || lingering;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const pressType = useRef("");
  const openAtPress = useRef(false);

  // Placed while shown, and again when the page scrolls or resizes under it.
  const [position, setPosition] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    if (!shown) {
      setPosition(null);
      return;
    }
    const place = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const tip = tipRef.current?.getBoundingClientRect();
      if (!anchor || !tip) return;
      const viewport = {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      };
      const { top, left } = placeTip(anchor, tip, viewport, placement, DISTANCE);
      setPosition({ position: "fixed", top, left });
    };
    place();
    window.addEventListener("scroll", place, { capture: true, passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, { capture: true });
      window.removeEventListener("resize", place);
    };
  }, [shown, placement]);

  useEffect(() => {
    if (open) {
      setLingering(true);
      return;
    }
    const timer = window.setTimeout(() => setLingering(false), TOOLTIP_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // Capture phase on the document: Escape hides the tooltip before anything else sees it, so
    // a dialog around the trigger stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setPinned(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && anchorRef.current?.contains(event.target)) return;
      setPinned(false);
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("pointerdown", onPointerDown, true);
    };
  }, [open]);

  const onTooltip = (event: SyntheticEvent) =>
    event.target instanceof Node && Boolean(tipRef.current?.contains(event.target));

  let trigger: ReactNode;
  if (
    isValidElement<{ "aria-describedby"?: string }>(children) &&
    typeof children.type === "string" &&
    FOCUSABLE_TAGS.has(children.type)
  ) {
    const own = children.props["aria-describedby"];
    trigger = cloneElement(children as ReactElement<{ "aria-describedby"?: string }>, {
      "aria-describedby": own ? `${own} ${id}` : id,
    });
  } else {
    trigger = (
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        // 24 px to look at, 44 px to touch (app.css .tip-trigger).
        className={`tip-trigger ${className}`}
      >
        {children ?? (
          // The "i" in a circle, drawn by app.css (.tip-icon) rather than an SVG on every field.
          <span aria-hidden="true" className="tip-icon" />
        )}
      </button>
    );
  }

  return (
    <span
      ref={anchorRef}
      className="relative inline-flex align-middle"
      // The tooltip sits inside this span, so moving onto it does not count as leaving.
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setHovered(false);
      }}
      onPointerDown={(event) => {
        pressType.current = event.pointerType;
        openAtPress.current = open;
      }}
      onFocus={(event) => {
        if (onTooltip(event)) return;
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => {
        setFocused(false);
        setPinned(false);
      }}
      onClick={(event) => {
        if (onTooltip(event)) return;
        const byMouse = pressType.current === "mouse";
        // A tap or Enter on an open tooltip closes it; a mouse click keeps it open after the
        // pointer leaves (hover already showed it, so closing would feel like a misfire).
        const wasOpen = pressType.current ? openAtPress.current : open;
        pressType.current = "";
        if (byMouse || !wasOpen) {
          setPinned(true);
          setDismissed(false);
        } else {
          setPinned(false);
          setDismissed(true);
        }
      }}
    >
      {trigger}
      <span
        ref={tipRef}
        id={id}
        role="tooltip"
        hidden={!shown}
        data-state={open && position ? "open" : "closed"}
        style={shown ? (position ?? { position: "fixed", top: 0, left: 0 }) : undefined}
        className="tip-bubble"
      >
        {content}
      </span>
    </span>
  );
}
