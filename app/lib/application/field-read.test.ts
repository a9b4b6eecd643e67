import { expect, test } from "vitest";
import { readCheckbox } from "./field-read";

test("a checkbox reads one level of list (a hidden false input and the box), never deeper", () => {
  expect(readCheckbox(["false", "on"])).toBe(true);
  expect(readCheckbox(["false"])).toBe(false);
  expect(readCheckbox([["on"]])).toBeNull();
  // 100,000 levels deep, as a hostile body can be: read without recursion, no stack overflow.
  let deep: unknown = "on";
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(readCheckbox(deep)).toBeNull();
});
