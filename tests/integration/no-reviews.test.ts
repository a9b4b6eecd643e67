import { expect, test } from "vitest";
import { useServer } from "./harness";

/**
 * Issue 18 (9): until reviews are imported, the home page's "What borrowers say" box does not
 * stand empty (it says why and offers a way to ask a loan officer), and the reviews page
 * explains that none are published yet. A fresh production database holds no reviews.
 */
const server = useServer();

async function page(path: string): Promise<string> {
  const res = await fetch(`${server().origin}${path}`, { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return res.text();
}

function box(html: string): string {
  const start = html.indexOf('aria-labelledby="reviews-title"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

test("the home page's review box explains and offers a loan officer instead of an empty link", async () => {
  const reviews = box(await page("/"));
  expect(reviews).toContain("What borrowers say");
  expect(reviews).toContain("data-reviews-empty");
  expect(reviews).toContain(
    "Reviews appear here as borrowers who got their loan with us share them.",
  );
  expect(reviews).toContain('href="/apply/short"');
  expect(reviews).not.toContain("Average rating");
});

test("the reviews page says no reviews are published yet, and what to do meanwhile", async () => {
  const html = await page("/reviews");
  expect(html).toContain("No reviews are published yet: they appear here as borrowers");
  expect(html).toContain('href="/apply/short"');
  expect(html).not.toContain("All reviews, newest first");
});
