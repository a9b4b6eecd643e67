import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { Review } from "~/models/reviews.server";
import { EXHAUSTED, renderReviewItems } from "./fragment.server";
import { formatReviewDate, loanTypeLabel, ReviewItem, Stars } from "./review-item";

const review: Review = {
  id: 7,
  authorName: "Ana <i>R.</i>",
  location: "Boise, ID",
  rating: 4,
  title: '<script>alert("x")</script>',
  body: "Line one\n<img src=x onerror=alert(1)>",
  reviewedOn: "2026-03-01",
  loanType: "fha",
  sample: false,
};

test("dates read in words from the digits alone", () => {
  expect(formatReviewDate("2026-03-01")).toBe("March 1, 2026");
  expect(formatReviewDate("2025-12-31")).toBe("December 31, 2025");
  expect(formatReviewDate("not a date")).toBe("not a date");
  expect(loanTypeLabel("va")).toBe("VA loan");
  expect(loanTypeLabel("purchase")).toBe("Home purchase");
});

test("a review item escapes every value and gives the stars a text alternative", () => {
  const html = renderToStaticMarkup(<ReviewItem review={review} />);
  expect(html).toMatch(/^<li data-review="7"/);
  expect(html).toContain('aria-label="4 out of 5 stars"');
  expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).toContain("Ana &lt;i&gt;R.&lt;/i&gt;");
  expect(html).not.toMatch(/<script|<img|<i>/);
  expect(html).toContain('<time dateTime="2026-03-01">March 1, 2026</time>');
  expect(html).toContain("FHA loan");
  expect(html).not.toContain("Sample review");
});

test("a sample review is labelled as one, visibly", () => {
  const html = renderToStaticMarkup(<ReviewItem review={{ ...review, sample: true }} />);
  expect(html).toContain(">Sample review</span>");
});

test("an average shows part of a star and reads with one decimal", () => {
  const html = renderToStaticMarkup(<Stars rating={4.3} />);
  expect(html).toContain('aria-label="4.3 out of 5 stars"');
  expect(html).toContain('clip-path="inset(0 70% 0 0)"');
});

test("the fragment is the page's items, or a single space when there are none", () => {
  expect(renderReviewItems([])).toBe(" ");
  expect(EXHAUSTED).toBe(" ");
  const html = renderReviewItems([review, { ...review, id: 8 }]);
  expect(html.match(/<li data-review=/g)).toHaveLength(2);
});
