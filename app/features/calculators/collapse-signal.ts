import { useEffect, useEffectEvent, useState } from "react";

/**
 * Spec 4: every input of a calculator sends a "collapse" event that collapses its amortization
 * table. The form and the table are far apart in the tree, and the event fires on each key
 * press, so it travels through a plain EventTarget instead of React state (no re-render of the
 * page per key).
 */
export type CollapseSignal = EventTarget;

export function useCollapseSignal(): CollapseSignal {
  const [signal] = useState(() => new EventTarget());
  return signal;
}

export function emitCollapse(signal: CollapseSignal): void {
  signal.dispatchEvent(new Event("collapse"));
}

/** Calls `onCollapse` each time the signal fires. */
export function useOnCollapse(signal: CollapseSignal | undefined, onCollapse: () => void): void {
  const handler = useEffectEvent(onCollapse);
  useEffect(() => {
    if (!signal) return;
    const listener = () => handler();
    signal.addEventListener("collapse", listener);
    return () => signal.removeEventListener("collapse", listener);
  }, [signal]);
}
