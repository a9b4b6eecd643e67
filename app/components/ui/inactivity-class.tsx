import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";

// What counts as the user doing something. Captured on window so scrolling inside a box counts.
const ACTIVITY = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "scroll",
  "touchstart",
  "focusin",
];

/**
 * True once the user has done nothing for `delaySeconds`, false again on any activity. A delay
 * that is not a positive number turns it off (always false).
 */
export function useInactive(delaySeconds: number): boolean {
  const [inactive, setInactive] = useState(false);
  useEffect(() => {
    if (!(delaySeconds > 0) || !Number.isFinite(delaySeconds)) return;
    const ms = delaySeconds * 1000;
    let timer = window.setTimeout(() => setInactive(true), ms);
    const onActivity = () => {
      setInactive(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setInactive(true), ms);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, options);
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, options);
    };
  }, [delaySeconds]);
  return inactive;
}

export type InactivityClassProps = Omit<HTMLAttributes<HTMLElement>, "children"> & {
  /**
   * Seconds without activity before `inactiveClassName` is added (spec 9: per element). It is
   * written to the element's `data-inactivity-delay` and read back from there, so markup (or a
   * script) that changes the attribute changes the delay.
   */
  delay: number;
  inactiveClassName: string;
  as?: "div" | "section" | "aside" | "span" | "p";
  /** The content, or a function of whether the user is inactive (a note shown only then). */
  children?: ReactNode | ((inactive: boolean) => ReactNode);
};

/**
 * An element that gains `inactiveClassName` (and `data-inactive`) after `delay` seconds with no
 * user activity and loses it on the next one; for nudges such as "Questions? Call us".
 */
export function InactivityClass({
  delay,
  inactiveClassName,
  as: Tag = "div",
  className = "",
  children,
  ...rest
}: InactivityClassProps) {
  const ref = useRef<HTMLElement>(null);
  const [seconds, setSeconds] = useState(delay);
  useEffect(() => {
    setSeconds(delay);
    const element = ref.current;
    if (!element) return;
    const observer = new MutationObserver(() =>
      setSeconds(Number(element.getAttribute("data-inactivity-delay"))),
    );
    observer.observe(element, { attributes: true, attributeFilter: ["data-inactivity-delay"] });
    return () => observer.disconnect();
  }, [delay]);
  const inactive = useInactive(seconds);
  return (
    <Tag
      {...rest}
      ref={ref as React.Ref<never>}
      data-inactivity-delay={delay}
      data-inactive={inactive ? "" : undefined}
      className={inactive ? `${className} ${inactiveClassName}`.trim() : className || undefined}
    >
      {typeof children === "function" ? children(inactive) : children}
    </Tag>
  );
}
