import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Set once the page's first components have hydrated, after the effects' task (decision 046):
 * whatever mounts later starts hydrated.
 */
let pageHydrated = false;
const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Lets a component render its
 * no-JavaScript fallback in the server HTML and swap to the enhanced control once it can work,
 * without a hydration mismatch.
 *
 * The swap is a transition (docs/decisions/033): React renders it in slices between which the
 * browser can paint and answer a key press. (`useSyncExternalStore` with a server snapshot, used
 * before, makes React re-render every such component synchronously in the task that runs the
 * hydration's effects: 80 to 170 ms of blocking on a calculator page at 4x CPU slowdown.) A component
 * mounted after the page has hydrated (a client navigation, a dialog) starts hydrated. None of
 * these components may sit in a Suspense boundary that is still dehydrated when the page has
 * hydrated (a lazy component rendered by the server): it would start hydrated and not match.
 */
export function useHydrated(): boolean {
  // The store is only read, never changed: false on the server and while hydrating (its server
  // snapshot), the flag on a mount in the browser.
  const mountedHydrated = useSyncExternalStore(
    subscribe,
    () => pageHydrated,
    () => false,
  );
  const [hydrated, setHydrated] = useState(mountedHydrated);
  useEffect(() => {
    // Not at once: every component that hydrated with this one checks, in this same run of the
    // page's effects, whether the store still reads as it did while hydrating, and React
    // re-renders synchronously each one that no longer does (12 of a 17 ms task on the mortgage
    // payment page). A microtask runs once the effects' task is over.
    if (!pageHydrated)
      queueMicrotask(() => {
        pageHydrated = true;
      });
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
