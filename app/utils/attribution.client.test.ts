// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { ATTRIBUTION_EVENT, captureAttribution, readAttribution } from "./attribution.client";

test("all three parameters are stored and announced", () => {
  sessionStorage.clear();
  const seen: unknown[] = [];
  window.addEventListener(ATTRIBUTION_EVENT, (e) => seen.push((e as CustomEvent).detail));
  const values = captureAttribution("?src=radio&isrc=google&end=realtor-42&utm=x");
  expect(values).toEqual({ source: "radio", internet_source: "google", endorser: "realtor-42" });
  expect(readAttribution()).toEqual(values);
  expect(seen).toEqual([values]);
});

test("two of three are not enough: nothing stored, no event", () => {
  sessionStorage.clear();
  let fired = false;
  window.addEventListener(ATTRIBUTION_EVENT, () => (fired = true));
  expect(captureAttribution("?src=radio&isrc=google")).toBeNull();
  expect(sessionStorage.length).toBe(0);
  expect(fired).toBe(false);
});

test("stored values count only when all three exist", () => {
  sessionStorage.clear();
  sessionStorage.setItem(
    "marketing-values",
    JSON.stringify({ source: "a", internet_source: "", endorser: "c" }),
  );
  expect(readAttribution()).toBeNull();
  sessionStorage.setItem("marketing-values", "{not json");
  expect(readAttribution()).toBeNull();
});
