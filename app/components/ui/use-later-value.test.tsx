// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { startTransition, useDeferredValue } from "react";
import { afterEach, expect, test } from "vitest";
import { useLaterValue } from "./use-later-value";

afterEach(cleanup);

type Seen = [value: string, shown: string][];

function Later({ value, seen }: { value: string; seen: Seen }) {
  seen.push([value, useLaterValue(value)]);
  return null;
}

function Deferred({ value, seen }: { value: string; seen: Seen }) {
  seen.push([value, useDeferredValue(value)]);
  return null;
}

test("a value that came in a transition is shown one commit later", () => {
  const seen: Seen = [];
  const { rerender } = render(<Later value="6.5" seen={seen} />);
  act(() => startTransition(() => rerender(<Later value="7.25" seen={seen} />)));
  // The render that brings 7.25 (the results) still shows 6.5 (the table); a later one, 7.25.
  expect(seen[1]).toEqual(["7.25", "6.5"]);
  expect(seen.at(-1)).toEqual(["7.25", "7.25"]);
});

test("(why not useDeferredValue: it passes a transition's value straight through)", () => {
  const seen: Seen = [];
  const { rerender } = render(<Deferred value="6.5" seen={seen} />);
  act(() => startTransition(() => rerender(<Deferred value="7.25" seen={seen} />)));
  expect(seen[1]).toEqual(["7.25", "7.25"]);
});
