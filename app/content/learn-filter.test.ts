import { expect, test } from "vitest";
import {
  filterArticles,
  formatArticleDate,
  parseTopic,
  topicLabel,
  type ArticleSummary,
} from "./learn-filter";

const article = (
  slug: string,
  title: string,
  description: string,
  topic: string,
): ArticleSummary => ({
  slug,
  title,
  description,
  topic,
  date: "2026-01-01",
  readingMinutes: 3,
});

const list = [
  article(
    "fha",
    "FHA loans",
    "Low down payment loans insured by the Federal Housing Administration.",
    "loan-types",
  ),
  article(
    "pmi",
    "Down payments and PMI",
    "When private mortgage insurance can be removed.",
    "costs",
  ),
  article(
    "pre",
    "Pre-qualification vs. pre-approval",
    "What a lender's letter means when you shop.",
    "qualifying",
  ),
  article(
    "escrow",
    "How escrow accounts work",
    "Taxes and insurance paid from your monthly payment.",
    "costs",
  ),
];

const slugs = (items: ArticleSummary[]) => items.map((a) => a.slug);

test("no topic and no query keeps every article in order", () => {
  expect(slugs(filterArticles(list, "", ""))).toEqual(["fha", "pmi", "pre", "escrow"]);
  expect(slugs(filterArticles(list, "", "   "))).toEqual(["fha", "pmi", "pre", "escrow"]);
});

test("a topic keeps only its articles", () => {
  expect(slugs(filterArticles(list, "costs", ""))).toEqual(["pmi", "escrow"]);
  expect(slugs(filterArticles(list, "refinancing", ""))).toEqual([]);
});

test("the query searches titles and descriptions, ignoring case, and every word must match", () => {
  expect(slugs(filterArticles(list, "", "pmi"))).toEqual(["pmi"]);
  expect(slugs(filterArticles(list, "", "INSURANCE"))).toEqual(["pmi", "escrow"]);
  expect(slugs(filterArticles(list, "", "insurance removed"))).toEqual(["pmi"]);
  expect(slugs(filterArticles(list, "", "insurance zebra"))).toEqual([]);
  expect(slugs(filterArticles(list, "costs", "insurance"))).toEqual(["pmi", "escrow"]);
  expect(slugs(filterArticles(list, "loan-types", "insurance"))).toEqual([]);
});

test("punctuation and hyphens do not get in the way", () => {
  expect(slugs(filterArticles(list, "", "pre approval"))).toEqual(["pre"]);
  expect(slugs(filterArticles(list, "", "preapproval"))).toEqual(["pre"]);
  expect(slugs(filterArticles(list, "", "lender's"))).toEqual(["pre"]);
  expect(slugs(filterArticles(list, "", "escrow?"))).toEqual(["escrow"]);
});

test("topics from the address are checked against the list", () => {
  expect(parseTopic("costs")).toBe("costs");
  expect(parseTopic("nonsense")).toBe("");
  expect(parseTopic(null)).toBe("");
  expect(topicLabel("loan-types")).toBe("Loan types");
});

test("dates read the same everywhere", () => {
  expect(formatArticleDate("2026-11-05")).toBe("Nov. 5, 2026");
  expect(formatArticleDate("2026-05-31")).toBe("May 31, 2026");
  expect(formatArticleDate("2026-09-01")).toBe("Sept. 1, 2026");
  expect(formatArticleDate("soon")).toBe("soon");
});
