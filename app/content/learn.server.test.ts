import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { CALCULATORS } from "./calculators";
import { TOPICS } from "./learn-filter";
import {
  countWords,
  extractFaq,
  getArticle,
  listArticles,
  neighbours,
  readingMinutes,
  renderArticleHtml,
} from "./learn.server";

const files = readdirSync(new URL("../../content/learn/", import.meta.url)).filter((f) =>
  f.endsWith(".md"),
);

test("every markdown file in content/learn is an article with complete front matter", () => {
  const articles = listArticles();
  expect(articles.map((a) => a.slug).sort()).toEqual(
    files.map((f) => f.replace(/\.md$/, "")).sort(),
  );
  expect(articles.length).toBeGreaterThanOrEqual(15);
  const topics = TOPICS.map((t) => t.id as string);
  for (const a of articles) {
    expect(a.title, a.slug).not.toBe("");
    expect(a.description.length, a.slug).toBeGreaterThan(50);
    expect(
      a.description.length,
      `${a.slug}: meta description stays under ~160 characters`,
    ).toBeLessThanOrEqual(170);
    expect(a.date, a.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(topics, a.slug).toContain(a.topic);
  }
  expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  expect(new Set(articles.map((a) => a.description)).size).toBe(articles.length);
});

test("articles are in reading order (oldest first) and previous/next follow it", () => {
  const articles = listArticles();
  const dates = articles.map((a) => a.date);
  expect(dates).toEqual([...dates].sort());
  const first = articles[0]!;
  const second = articles[1]!;
  const last = articles.at(-1)!;
  expect(neighbours(first.slug)).toEqual({ previous: undefined, next: second });
  expect(neighbours(second.slug).previous).toEqual(first);
  expect(neighbours(last.slug).next).toBeUndefined();
  expect(neighbours("no-such-article")).toEqual({});
});

test("reading time is words / 225 rounded up", () => {
  expect(countWords("One two three.\n\n- four\n- five [six](/learn/x) [seven](glossary:pmi)")).toBe(
    7,
  );
  expect(countWords("## A heading\n\nSome *stressed* text, and $1,200 a month.")).toBe(9);
  expect(readingMinutes(225)).toBe(1);
  expect(readingMinutes(226)).toBe(2);
  expect(readingMinutes(450)).toBe(2);
  expect(readingMinutes(0)).toBe(1);
  const text = Array.from({ length: 451 }, () => "word").join(" ");
  expect(readingMinutes(countWords(text))).toBe(3);
});

test("glossary links become buttons described by a tooltip holding the definition", () => {
  const html = renderArticleHtml(
    "Your [loan-to-value ratio](glossary:ltv) and [LTV](glossary:ltv) again.",
  );
  const ids = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((m) => m[1]);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  for (const id of ids)
    expect(html).toContain(`<span role="tooltip" id="${id}" class="gloss-tip">`);
  expect(html).toContain(
    '<button type="button" class="gloss-term" aria-describedby="gloss-ltv-1">loan-to-value ratio</button>',
  );
  expect(html).toMatch(/class="gloss-tip">[^<]*loan amount[^<]*<\/span>/i);
  expect(html).not.toContain("glossary:");
});

test("an unknown glossary id renders as plain text, not a broken link", () => {
  expect(renderArticleHtml("A [mystery](glossary:nope) word.")).toBe("<p>A mystery word.</p>\n");
});

test("every glossary link in every article has a definition, and no article keeps a glossary: link", () => {
  for (const { slug } of listArticles()) {
    const article = getArticle(slug)!;
    expect(article.html, slug).not.toContain("glossary:");
    expect(article.html, slug).not.toContain('href="glossary');
  }
});

test("headings get ids and details sections survive rendering", () => {
  const html = renderArticleHtml(
    "## What PMI costs\n\n<details><summary>More?</summary>\n\nHidden **text**.\n\n</details>\n",
  );
  expect(html).toContain('<h2 id="what-pmi-costs">What PMI costs</h2>');
  expect(html).toContain("<details><summary>More?</summary>");
  expect(html).toContain("<strong>text</strong>");
});

test("the FAQ holds the questions under the FAQ heading and stops at the *** rule", () => {
  const md = [
    "Intro.",
    "## Frequently asked questions",
    "### Is PMI forever?",
    "No. It ends at [78%](glossary:ltv) of the original value.",
    "### Can I cancel it sooner?",
    "Yes, at 80%.",
    "",
    "***",
    "",
    "_General information, not advice._",
  ].join("\n\n");
  expect(extractFaq(md)).toEqual([
    { question: "Is PMI forever?", answer: "No. It ends at 78% of the original value." },
    { question: "Can I cancel it sooner?", answer: "Yes, at 80%." },
  ]);
  expect(extractFaq("## Something else\n\n### Q?\n\nA.")).toEqual([]);
});

test("every article has FAQ questions, none carries the disclaimer, and calculators are found", () => {
  for (const { slug } of listArticles()) {
    const article = getArticle(slug)!;
    expect(article.faq.length, slug).toBeGreaterThan(0);
    for (const item of article.faq) {
      expect(item.question.endsWith("?"), `${slug}: ${item.question}`).toBe(true);
      expect(item.answer, slug).not.toMatch(/general information, not/i);
    }
  }
  const pmi = getArticle("down-payments-and-pmi")!;
  expect(pmi.faq.map((f) => f.question)).toContain("Does the 78% rule apply to FHA loans?");
  expect(pmi.calculators.map((c) => c.path)).toEqual([
    "/calculators/down-payment",
    "/calculators/extra-payment",
  ]);
  expect(CALCULATORS.map((c) => c.path)).toEqual(
    expect.arrayContaining(pmi.calculators.map((c) => c.path)),
  );
});

test("an unknown slug has no article", () => {
  expect(getArticle("no-such-article")).toBeUndefined();
  expect(getArticle("../legal/privacy")).toBeUndefined();
});
