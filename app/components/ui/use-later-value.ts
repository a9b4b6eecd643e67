import { startTransition, useEffect, useState } from "react";

/**
 * `value` one commit later: once the render that brought it has been painted, in a transition
 * of its own that a key press interrupts. Unlike `useDeferredValue`, it lags behind a value that
 * itself came in a transition (which `useDeferredValue` passes straight through), so a slow part
 * of the page (the 360-row schedule) updates after the fast one (the results), never with it.
 */
export function useLaterValue<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    startTransition(() => setLater(() => value));
  }, [value]);
  return later;
}
