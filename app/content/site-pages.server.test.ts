import { expect, test } from "vitest";
import { listArticles } from "./learn.server";
import { publicPages, robotsTxt, sitemapXml } from "./site-pages.server";

const ORIGIN = "https://www.example.com";

test("the sitemap lists every public page once, with article dates, and no step pages", () => {
  const xml = sitemapXml(ORIGIN);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));
  const expected = [
    "/",
    "/calculators",
    "/calculators/amortization",
    "/calculators/mortgage-payment",
    "/calculators/extra-payment",
    "/calculators/refinance",
    "/calculators/affordability",
    "/calculators/down-payment",
    "/calculators/income-requirement",
    "/calculators/monthly-payment",
    "/calculators/qualifying-income",
    "/calculators/pay-more",
    "/calculators/apr",
    "/calculators/points",
    "/calculators/arm",
    "/calculators/cash-to-close",
    "/calculators/how-much-house",
    "/mortgage-types",
    "/reviews",
    "/learn",
    "/learn/glossary",
    "/apply",
    "/apply/short",
    "/apply/purchase",
    "/apply/refinance",
    "/apply/short-purchase",
    "/apply/short-refinance",
    "/privacy",
    "/licensing",
    "/accessibility",
    "/terms",
    "/esign",
    "/acknowledgments",
    ...listArticles().map((a) => `/learn/${a.slug}`),
  ];
  expect([...locs].sort()).toEqual([...expected].sort());
  for (const a of listArticles()) {
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/learn/${a.slug}</loc><lastmod>${a.date}</lastmod></url>`,
    );
  }
  expect(locs.filter((l) => /^\/apply\/[^/]+\//.test(l))).toEqual([]);
});

test("sitemap locations are escaped", () => {
  expect(sitemapXml("https://a.example", [{ path: "/x?a=1&b=2" }])).toContain(
    "<loc>https://a.example/x?a=1&amp;b=2</loc>",
  );
});

/**
 * Google's robots.txt rules, written from its documentation rather than from the code under test:
 * the longest matching rule wins, Allow wins a tie, `*` matches any characters, `$` ends the path.
 */
function allowedByGoogle(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== "")
    .map((m) => ({ allow: m[1]!.toLowerCase() === "allow", pattern: m[2]! }));
  let best: { allow: boolean; length: number } | undefined;
  for (const rule of rules) {
    const source = rule.pattern
      .replace(/[.+?^{}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\\\$$|\$$/, "$");
    if (!new RegExp(`^${source}`).test(path)) continue;
    const length = rule.pattern.length;
    if (!best || length > best.length || (length === best.length && rule.allow))
      best = { allow: rule.allow, length };
  }
  return best?.allow ?? true;
}

test("robots.txt keeps the site and application entry pages crawlable but not the steps or the API", () => {
  const robots = robotsTxt(ORIGIN);
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  for (const page of publicPages())
    expect(allowedByGoogle(robots, page.path), page.path).toBe(true);
  for (const path of [
    "/apply/purchase/home_in_mind",
    "/apply/purchase/steps/home_in_mind",
    "/apply/short-refinance/loan_balance",
    "/apply/refinance/steps/current_loan?x=1",
    "/api/places/zip/97204",
    "/api/places/cities?q=port",
  ]) {
    expect(allowedByGoogle(robots, path), path).toBe(false);
  }
  expect(allowedByGoogle(robots, "/apply/purchase?src=a&isrc=b&end=c")).toBe(true);
});
