import { expect, test } from "vitest";
import { suggestPages } from "./suggest.server";

test("a near-miss address suggests the page it was probably meant to be", () => {
  expect(suggestPages("/learn/fha-loan")[0]).toEqual({
    title: "FHA loans",
    href: "/learn/fha-loans",
  });
  expect(suggestPages("/calculater/refinance")[0]).toEqual({
    title: "Refinance calculator",
    href: "/calculators/refinance",
  });
  expect(suggestPages("/amortisation")).toEqual([]);
  expect(suggestPages("/amortization-schedule")[0]?.href).toMatch(/amortization/);
});

test("addresses with no useful words suggest nothing, and at most three pages come back", () => {
  expect(suggestPages("/")).toEqual([]);
  expect(suggestPages("/learn/the/index.html")).toEqual([]);
  expect(suggestPages("/%E0%A4%A")).toEqual([]);
  expect(suggestPages("/mortgage-loan-payment").length).toBeLessThanOrEqual(3);
});
