// @vitest-environment happy-dom
import { startTransition, useEffect, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
});

/** Puts the server's `html` in the document and hydrates it with `page`, as the browser does. */
function hydrate(html: string, page: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  startTransition(() => {
    root = hydrateRoot(container, page, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

test("false on the server and while hydrating; true afterwards, in a later task than the hydration's effects", async () => {
  const renders: boolean[] = [];
  let atCommit: boolean[] | undefined;
  function Probe() {
    const hydrated = useHydrated();
    renders.push(hydrated);
    useEffect(() => {
      // Whatever React renders synchronously once the hydration's effects have run (in the same
      // task, as it does for a store snapshot that differs from the server's) is done before this
      // microtask runs.
      queueMicrotask(() => (atCommit ??= [...renders]));
    }, []);
    return <p>{hydrated ? "enhanced" : "fallback"}</p>;
  }
  const html = renderToString(<Probe />);
  expect(html).toBe("<p>fallback</p>");
  renders.length = 0;

  const { container, errors } = hydrate(html, <Probe />);
  await vi.waitFor(() => expect(container.textContent).toBe("enhanced"));
  // The swap was not rendered in the task that ran the hydration's effects (a long task on a phone),
  // and the hydration matched the server's HTML.
  expect(atCommit).toEqual([false]);
  expect(renders.at(-1)).toBe(true);
  expect(errors).toEqual([]);
});

test("a component mounted after the page has hydrated starts hydrated (no fallback flash)", async () => {
  // The first test of this file hydrated a component; run alone, hydrate one here.
  function Probe() {
    return <p>{useHydrated() ? "enhanced" : "fallback"}</p>;
  }
  const { container: first } = hydrate("<p>fallback</p>", <Probe />);
  await vi.waitFor(() => expect(first.textContent).toBe("enhanced"));

  const renders: boolean[] = [];
  function Later() {
    const hydrated = useHydrated();
    renders.push(hydrated);
    return null;
  }
  const later = createRoot(document.createElement("div"));
  later.render(<Later />);
  await vi.waitFor(() => expect(renders.length).toBeGreaterThan(0));
  expect(renders[0]).toBe(true);
  later.unmount();
});

test("many components hydrating together: none is re-rendered in the task that runs the hydration's effects", async () => {
  // A fresh copy of the hook's module: the page has not hydrated yet.
  vi.resetModules();
  const { useHydrated: freshUseHydrated } = await import("./use-hydrated");
  const renders: Record<string, boolean[]> = { a: [], b: [], c: [] };
  let atCommit: Record<string, boolean[]> | undefined;
  function Probe({ name }: { name: string }) {
    const hydrated = freshUseHydrated();
    renders[name]?.push(hydrated);
    return <p>{hydrated ? "enhanced" : "fallback"}</p>;
  }
  function Page() {
    useEffect(() => {
      // The page's last effect (a parent's run after its children's): whatever React renders
      // synchronously at the end of the effects' task is done before this microtask runs.
      queueMicrotask(() => (atCommit ??= structuredClone(renders)));
    }, []);
    return (
      <>
        <Probe name="a" />
        <Probe name="b" />
        <Probe name="c" />
      </>
    );
  }
  const html = renderToString(<Page />);
  for (const list of Object.values(renders)) list.length = 0;
  const { container, errors } = hydrate(html, <Page />);
  await vi.waitFor(() => expect(container.textContent).toBe("enhancedenhancedenhanced"));
  // Each was rendered once while hydrating and not again before the effects' task ended (a
  // store snapshot changed by the first one's effect made React re-render the later ones
  // synchronously there: 12 ms of a 17 ms task on the mortgage payment page, unthrottled).
  expect(atCommit).toEqual({ a: [false], b: [false], c: [false] });
  expect(errors).toEqual([]);
});
