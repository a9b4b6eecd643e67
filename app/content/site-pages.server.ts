import { getLegalPage } from "./legal.server";
import { CALCULATORS } from "./calculators";
import { listArticles } from "./learn.server";

export type SitePage = { path: string; lastmod?: string };

const LEGAL = [
  "privacy",
  "licensing",
  "accessibility",
  "terms",
  "esign",
  "acknowledgments",
] as const;

/**
 * Every public page a search engine should know about (sitemap.xml). Application step pages
 * (/apply/<form>/<slug>, /apply/<form>/steps/<slug>) are left out: they belong to one visitor.
 */
export function publicPages(): SitePage[] {
  const articles = listArticles();
  return [
    { path: "/" },
    { path: "/calculators" },
    ...CALCULATORS.map((c) => ({ path: c.path })),
    { path: "/mortgage-types" },
    { path: "/reviews" },
    {
      path: "/learn",
      lastmod: articles.reduce((max, a) => (a.date > max ? a.date : max), "") || undefined,
    },
    ...articles.map((a) => ({ path: `/learn/${a.slug}`, lastmod: a.date || undefined })),
    { path: "/learn/glossary" },
    { path: "/apply" },
    { path: "/apply/short" },
    { path: "/apply/purchase" },
    { path: "/apply/refinance" },
    { path: "/apply/short-purchase" },
    { path: "/apply/short-refinance" },
    ...LEGAL.map((slug) => ({ path: `/${slug}`, lastmod: validDate(getLegalPage(slug)?.updated) })),
  ];
}

function validDate(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );
}

export function sitemapXml(origin: string, pages: SitePage[] = publicPages()): string {
  const urls = pages.map((p) => {
    const loc = `<loc>${escapeXml(new URL(p.path, origin).href)}</loc>`;
    return `  <url>${loc}${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt. Google's matching: a rule is a path prefix, `*` stands for any run of characters and
 * the longest matching rule wins. "Disallow: /apply/*\/" therefore blocks every address with a
 * further slash after /apply/<form>/ (the step pages and their "steps" fragments) while /apply,
 * /apply/short and /apply/purchase, which have none, stay crawlable.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /apply/*/",
    "Disallow: /api/",
    "Disallow: /staff",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
