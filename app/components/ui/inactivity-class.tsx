import { useEffect, useState, type HTMLAttributes } from "react";

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

export type InactivityClassProps = HTMLAttributes<HTMLElement> & {
  /** Seconds without activity before `inactiveClassName` is added (spec 9: per element). */
  delay: number;
  inactiveClassName: string;
  as?: "div" | "section" | "aside" | "span" | "p";
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
  const inactive = useInactive(delay);
  return (
    <Tag
      {...rest}
      data-inactivity-delay={delay}
      data-inactive={inactive ? "" : undefined}
      className={inactive ? `${className} ${inactiveClassName}`.trim() : className || undefined}
    >
      {children}
    </Tag>
  );
}
