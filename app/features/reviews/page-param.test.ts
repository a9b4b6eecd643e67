import { expect, test } from "vitest";
import { parseReviewPage } from "./page-param";

test("pages are whole numbers from 1; no page is page 1; anything else is refused", () => {
  expect(parseReviewPage(null)).toBe(1);
  expect(parseReviewPage("1")).toBe(1);
  expect(parseReviewPage("3")).toBe(3);
  expect(parseReviewPage("100000")).toBe(100000);
  for (const bad of ["", "0", "-1", "2.5", "abc", "1e2", " 2", "02", "100001", "9999999"]) {
    expect(parseReviewPage(bad), bad).toBeNull();
  }
});
