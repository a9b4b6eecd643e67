import { expect, test } from "vitest";
import { getArticle, listArticles } from "./learn.server";
import { getLegalPage } from "./legal.server";
import { stripComments } from "./front-matter";

test("source comments are dropped with the line they stand on; inline ones leave the text", () => {
  expect(stripComments("One.\n<!-- Source: 12 CFR 1024.34(b) -->\nTwo.")).toBe("One.\nTwo.");
  expect(stripComments("A\n\n  <!-- multi\nline -->  \n\nB")).toBe("A\n\n\nB");
  expect(stripComments("Refund within 20 business days.<!-- Source: RESPA --> Done.")).toBe(
    "Refund within 20 business days. Done.",
  );
  expect(stripComments("No comment here.")).toBe("No comment here.");
});

test("no rendered article or legal page shows a source comment", () => {
  for (const { slug } of listArticles()) {
    const html = getArticle(slug)!.html;
    expect(html, slug).not.toContain("<!--");
    expect(html, slug).not.toMatch(/Source:/);
  }
  for (const slug of [
    "privacy",
    "licensing",
    "accessibility",
    "terms",
    "esign",
    "acknowledgments",
  ]) {
    const html = getLegalPage(slug)!.html;
    expect(html, slug).not.toContain("<!--");
    expect(html, slug).not.toMatch(/Source:/);
  }
});

test("a legal page is made once and the same copy is given each time", () => {
  const first = getLegalPage("privacy");
  expect(first?.html).toContain("<h2");
  expect(getLegalPage("privacy")).toBe(first);
  expect(getLegalPage("no-such-page")).toBeUndefined();
});
