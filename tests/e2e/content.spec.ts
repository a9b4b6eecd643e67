import { readdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, type Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  expectNoAxeViolations,
  PHONE,
  screenshot,
  test,
  watchConsole,
} from "./helpers";

// The content is read straight from the files, independently of the app's own loaders.
type ArticleFile = {
  slug: string;
  title: string;
  description: string;
  date: string;
  topic: string;
  firstSentence: string;
  questions: string[];
};

function frontMatter(source: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
  return Object.fromEntries(
    block
      .split("\n")
      .map((line) => [
        line.slice(0, line.indexOf(":")).trim(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
  );
}

const ARTICLES: ArticleFile[] = readdirSync("content/learn")
  .filter((f) => f.endsWith(".md"))
  .map((file) => {
    const source = readFileSync(`content/learn/${file}`, "utf8");
    const fm = frontMatter(source);
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
    const firstParagraph = body.split(/\n\s*\n/).find((p) => p.trim() && !p.startsWith("#")) ?? "";
    const firstSentence = firstParagraph
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`]/g, "")
      .split(/(?<=\.) /)[0]!
      .trim();
    const faq = body.slice(body.indexOf("## Frequently asked questions"), body.indexOf("\n***"));
    const questions = [...faq.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.trim());
    return {
      slug: file.replace(/\.md$/, ""),
      title: fm.title ?? "",
      description: fm.description ?? "",
      date: fm.date ?? "",
      topic: fm.topic ?? "",
      firstSentence,
      questions,
    };
  });

const GLOSSARY: { id: string; term: string; definition: string }[] = JSON.parse(
  readFileSync("content/glossary.json", "utf8"),
);

const CALCULATOR_PATHS = [
  "amortization",
  "mortgage-payment",
  "extra-payment",
  "refinance",
  "affordability",
  "down-payment",
  "income-requirement",
  "monthly-payment",
  "qualifying-income",
  "pay-more",
  "apr",
  "points",
  "arm",
  "cash-to-close",
  "how-much-house",
].map((c) => `/calculators/${c}`);

const CONTENT_PAGES = [
  { path: "/", h1: "Home loans, explained plainly" },
  { path: "/learn", h1: "Learning center" },
  { path: "/calculators", h1: "Mortgage calculators" },
  { path: "/learn/glossary", h1: "Mortgage terms, A to Z" },
  ...ARTICLES.map((a) => ({ path: `/learn/${a.slug}`, h1: a.title })),
];

/** Visible text of an HTML document: what a crawler reading the server's answer gets. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<span role="tooltip"[^>]*>[^<]*<\/span>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

const linkStatus = new Map<string, number>();

async function expectLinksResolve(
  page: Page,
  request: APIRequestContext,
  where: string,
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.$$eval("a[href]", (anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  );
  const here = page.url().split("#")[0]!;
  // In-page anchors (#main, #top) point at this page itself, which a 404 page is by design.
  const urls = [
    ...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split("#")[0]!)),
  ].filter((u) => u !== here);
  expect(urls.length, `links on ${where}`).toBeGreaterThan(5);
  const broken: string[] = [];
  for (const url of urls) {
    let status = linkStatus.get(url);
    if (status === undefined) {
      status = (await request.get(url, { maxRedirects: 5 })).status();
      linkStatus.set(url, status);
    }
    if (status >= 400) broken.push(`${new URL(url).pathname} → ${status}`);
  }
  expect(broken, `broken links on ${where}`).toEqual([]);
}

test.describe("every content page", () => {
  for (const { path, h1 } of CONTENT_PAGES) {
    test(`${path}: server HTML, axe, links, console`, async ({ page, request }) => {
      // Rendered on the server: the plain HTML holds the heading, the title and (articles) the body.
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const text = textOf(html);
      expect(text).toContain(h1);
      expect(html).toMatch(
        /<title>[^<]+\| Harbor Home Lending<\/title>|<title>Harbor Home Lending[^<]*<\/title>/,
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${path === "/" ? "/" : path}"`),
      );
      expect(html).toContain('<meta property="og:title"');
      const article = ARTICLES.find((a) => `/learn/${a.slug}` === path);
      if (article) expect(text).toContain(article.firstSentence);
      if (path === "/learn") for (const a of ARTICLES) expect(text).toContain(a.title);

      const log = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expectNoAxeViolations(page, path);
      await expectLinksResolve(page, request, path);
      expect(log.errors).toEqual([]);
    });
  }
});

test("titles and descriptions are unique across the content pages", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of CONTENT_PAGES) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  }
  expect(titles.size).toBe(CONTENT_PAGES.length);
  expect(descriptions.size).toBe(CONTENT_PAGES.length);
});

test("structured data: Organization with the NMLS ID everywhere, Article, BreadcrumbList and FAQPage on articles", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/learn",
    "/calculators",
    "/privacy",
    `/learn/${ARTICLES[0]!.slug}`,
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    const data = jsonLdOf(await response.text());
    const org = data.find((d) => d["@type"] === "Organization") as
      { identifier?: { value?: string } } | undefined;
    expect(org?.identifier?.value, `Organization on ${path}`).toBe("2468013");
  }
  for (const a of ARTICLES) {
    const data = jsonLdOf(await (await request.get(`/learn/${a.slug}`)).text());
    const types = data.map((d) => d["@type"]);
    expect(types, a.slug).toEqual([
      "Organization",
      "Article",
      "BreadcrumbList",
      ...(a.questions.length ? ["FAQPage"] : []),
    ]);
    const article = data.find((d) => d["@type"] === "Article")!;
    expect(article).toMatchObject({
      headline: a.title,
      description: a.description,
      datePublished: a.date,
    });
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Learning center", a.title]);
    expect(crumbs.itemListElement[2]!.item).toMatch(new RegExp(`^https?://[^/]+/learn/${a.slug}$`));
    const faq = data.find((d) => d["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name) ?? []).toEqual(a.questions);
    for (const q of faq?.mainEntity ?? []) {
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(q.acceptedAnswer.text).not.toMatch(/general information, not/i);
    }
  }
});

test("an article: breadcrumb, date, reading time, topic, previous/next, calculators, expandable section", async ({
  page,
}) => {
  const index = ARTICLES.slice().sort((a, b) => a.date.localeCompare(b.date));
  const i = index.findIndex((a) => a.slug === "down-payments-and-pmi");
  const article = index[i]!;
  await page.goto(`/learn/${article.slug}`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link")).toHaveText(["Home", "Learning center"]);
  await expect(crumbs.locator("[aria-current=page]")).toHaveText(article.title);
  await expect(page.locator("article time")).toHaveAttribute("datetime", article.date);
  await expect(page.locator("article time")).toHaveText("Oct. 15, 2026");
  const words = textOf(
    readFileSync(`content/learn/${article.slug}.md`, "utf8")
      .replace(/^---[\s\S]*?---/, "")
      .replace(/\]\([^)]*\)/g, "]"),
  )
    .split(" ")
    .filter((w) => /[a-z0-9]/i.test(w)).length;
  await expect(page.getByText(/\d+ min read/)).toHaveText(`${Math.ceil(words / 225)} min read`);
  await expect(page.getByRole("link", { name: "Costs and fees" })).toHaveAttribute(
    "href",
    "/learn?topic=costs",
  );
  const more = page.getByRole("navigation", { name: "More articles" });
  await expect(more.getByRole("link", { name: new RegExp(index[i - 1]!.title) })).toHaveAttribute(
    "href",
    `/learn/${index[i - 1]!.slug}`,
  );
  await expect(more.getByRole("link", { name: new RegExp(index[i + 1]!.title) })).toHaveAttribute(
    "href",
    `/learn/${index[i + 1]!.slug}`,
  );
  const related = page.getByRole("region", { name: "Try the numbers yourself" });
  await expect(related.getByRole("link", { name: /Down payment calculator/ })).toHaveAttribute(
    "href",
    "/calculators/down-payment",
  );
  await expect(related.getByRole("link", { name: /Extra payment calculator/ })).toHaveAttribute(
    "href",
    "/calculators/extra-payment",
  );

  const details = page.locator("article details").first();
  const summary = details.locator("summary");
  await expect(summary).toHaveText("Can a higher home value get PMI removed sooner?");
  await expect(details.getByText(/new appraisal/)).toBeHidden();
  await summary.click();
  await expect(details.getByText(/new appraisal/)).toBeVisible();

  // Previous / next navigate in the browser.
  await more.getByRole("link", { name: new RegExp(index[i + 1]!.title) }).click();
  await expect(page).toHaveURL(`/learn/${index[i + 1]!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(index[i + 1]!.title);
});

test.describe("glossary tooltips", () => {
  const slug = "down-payments-and-pmi";
  const pmi = GLOSSARY.find((g) => g.id === "pmi")!;

  test("show on focus and hover, hide on Escape, placed bottom-start 10 px below the term", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const log = watchConsole(page);
    await page.goto(`/learn/${slug}`);
    await expect(page.locator(".article-body[data-tips]")).toBeAttached();
    const term = page.getByRole("button", { name: "Private mortgage insurance (PMI)" });
    const tipId = await term.getAttribute("aria-describedby");
    const tip = page.locator(`#${tipId}`);
    await expect(tip).toHaveAttribute("role", "tooltip");
    await expect(tip).toHaveText(pmi.definition);
    await expect(tip).toBeHidden();

    await term.focus();
    await expect(tip).toBeVisible();
    await expect(term).toHaveAccessibleDescription(pmi.definition);
    const [t, b] = [await term.boundingBox(), await tip.boundingBox()];
    expect(Math.abs(b!.y - (t!.y + t!.height + 10))).toBeLessThanOrEqual(2);
    expect(Math.abs(b!.x - t!.x)).toBeLessThanOrEqual(2);
    expect(b!.width).toBeLessThanOrEqual(350);
    expect(await tip.evaluate((el) => getComputedStyle(el).zIndex)).toBe("9999");
    await screenshot(page, "content-tooltip-1280");
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    await expect(term).toBeFocused();

    await page.locator("h1").click();
    await term.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tip).toBeHidden();

    await term.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    expect(log.errors).toEqual([]);
  });

  test.describe("on a touch phone", () => {
    test.use({ hasTouch: true, viewport: PHONE });
    test("a tap opens the tip inside the screen and a tap elsewhere closes it", async ({
      page,
    }) => {
      await page.goto(`/learn/${slug}`);
      await expect(page.locator(".article-body[data-tips]")).toBeAttached();
      const term = page.getByRole("button", { name: "Private mortgage insurance (PMI)" });
      const tip = page.locator(`#${await term.getAttribute("aria-describedby")}`);
      await term.tap();
      await expect(tip).toBeVisible();
      const box = await tip.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, "content-tooltip-375");
      await page.locator("h1").tap();
      await expect(tip).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  });
});

/** A small RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endRow = () => {
    row.push(field);
    if (row.some((f) => f !== "")) rows.push(row);
    row = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n") endRow();
    else if (c !== "\r") field += c;
  }
  endRow();
  return rows;
}

/** What the filter should show, worked out from the files rather than the app. */
function expectedTitles(topic: string, word: string): string[] {
  return ARTICLES.slice()
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter(
      (a) =>
        (!topic || a.topic === topic) && `${a.title} ${a.description}`.toLowerCase().includes(word),
    )
    .map((a) => a.title);
}

const listTitles = (page: Page) => page.locator("main ol li h2");
const topicChip = (page: Page, name: string) =>
  page.locator("fieldset label").filter({ hasText: new RegExp(`^${name}$`) });

test.describe("learning center filter with JavaScript", () => {
  test("filters as you type, by topic, and keeps the address in sync", async ({ page }) => {
    const log = watchConsole(page);
    await page.goto("/learn");
    await page.waitForLoadState("networkidle");
    await expect(listTitles(page)).toHaveCount(ARTICLES.length);
    await page
      .getByLabel("Search titles and descriptions")
      .pressSequentially("insurance", { delay: 20 });
    const insurance = expectedTitles("", "insurance");
    expect(insurance.length).toBeGreaterThan(1);
    expect(insurance.length).toBeLessThan(ARTICLES.length);
    await expect(listTitles(page)).toHaveText(insurance);
    await expect(page).toHaveURL("/learn?q=insurance");
    await topicChip(page, "Costs and fees").click();
    await expect(listTitles(page)).toHaveText(expectedTitles("costs", "insurance"));
    await expect(page).toHaveURL("/learn?q=insurance&topic=costs");
    await expect(page.getByRole("status")).toContainText(
      `${expectedTitles("costs", "insurance").length} of ${ARTICLES.length} articles`,
    );

    // The address is the state: reloading gives the same list from the server.
    await page.reload();
    await expect(page.getByLabel("Search titles and descriptions")).toHaveValue("insurance");
    await expect(page.getByRole("radio", { name: "Costs and fees" })).toBeChecked();
    await expect(listTitles(page)).toHaveText(expectedTitles("costs", "insurance"));

    await page.getByLabel("Search titles and descriptions").fill("zzzz");
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    await page.getByRole("link", { name: "show all articles" }).click();
    await expect(listTitles(page)).toHaveCount(ARTICLES.length);
    await expect(page).toHaveURL("/learn");
    expect(log.errors).toEqual([]);
  });

  test("a topic link on an article opens the list filtered to that topic", async ({ page }) => {
    await page.goto("/learn/fha-loans");
    await page.locator("article header").getByRole("link", { name: "Loan types" }).click();
    await expect(page).toHaveURL("/learn?topic=loan-types");
    await expect(listTitles(page)).toHaveText(expectedTitles("loan-types", ""));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the learning center filter and search work as a GET form", async ({ page }) => {
    await page.goto("/learn");
    await page.getByLabel("Search titles and descriptions").fill("insurance");
    await topicChip(page, "Loan types").click();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/learn\?q=insurance&topic=loan-types$/);
    await expect(listTitles(page)).toHaveText(expectedTitles("loan-types", "insurance"));
    await expect(page.getByRole("radio", { name: "Loan types" })).toBeChecked();
    await topicChip(page, "All topics").click();
    await page.getByLabel("Search titles and descriptions").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(listTitles(page)).toHaveCount(ARTICLES.length);
    // (axe needs JavaScript in the page; /learn is checked with it in "every content page".)
  });

  test("glossary definitions still show on keyboard focus", async ({ page }) => {
    await page.goto("/learn/down-payments-and-pmi");
    const term = page.getByRole("button", { name: "Private mortgage insurance (PMI)" });
    const tip = page.locator(`#${await term.getAttribute("aria-describedby")}`);
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
  });

  test("the 404 page's search box searches the learning center", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByLabel("Search the learning center").fill("closing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/learn?q=closing");
    await expect(listTitles(page)).toHaveText(expectedTitles("", "closing"));
  });
});

test("the home page: offers, applications, calculators, reviews with the real average, learning center", async ({
  page,
}) => {
  await page.goto("/");
  const apply = [
    ["Apply to buy a home", "/apply/purchase"],
    ["Apply to refinance", "/apply/refinance"],
    ["quick purchase form", "/apply/short-purchase"],
    ["quick refinance form", "/apply/short-refinance"],
  ] as const;
  for (const [name, href] of apply)
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  await expect(
    page.getByRole("link", { name: `See all ${CALCULATOR_PATHS.length} mortgage calculators` }),
  ).toHaveAttribute("href", "/calculators");
  for (const name of ["Conventional loans", "FHA loans", "VA loans", "USDA loans", "Jumbo loans"]) {
    await expect(
      page
        .getByRole("region", { name: "Loans we offer" })
        .getByRole("link", { name: new RegExp(`^${name}`) }),
    ).toBeVisible();
  }
  // The e2e server imports tests/fixtures/reviews.csv: the teaser shows its real average and count.
  const [header, ...rows] = parseCsv(readFileSync("tests/fixtures/reviews.csv", "utf8"));
  const col = (name: string) => header!.indexOf(name);
  const ratings = rows
    .filter((r) => r[col("sample")] !== "true")
    .map((r) => Number(r[col("rating")]));
  const reviews = page.getByRole("region", { name: "What borrowers say" });
  if (ratings.length > 0) {
    const average = (ratings.reduce((s, r) => s + r, 0) / ratings.length).toFixed(1);
    await expect(reviews).toContainText(average);
    await expect(reviews).toContainText(`from ${ratings.length} reviews`);
    await expect(reviews.getByRole("link", { name: "Read borrower reviews" })).toHaveAttribute(
      "href",
      "/reviews",
    );
  } else {
    await expect(reviews).not.toContainText("out of 5");
  }
  await expect(
    page.getByRole("region", { name: "New to mortgages? Start here" }).getByRole("link"),
  ).toHaveCount(5);
});

test("the calculators index links every calculator with a description", async ({ page }) => {
  await page.goto("/calculators");
  const links = page.locator("main ul a");
  await expect(links).toHaveCount(CALCULATOR_PATHS.length);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect([...hrefs].sort()).toEqual([...CALCULATOR_PATHS].sort());
  for (const link of await links.all())
    expect(((await link.innerText()).split("\n")[1] ?? "").length).toBeGreaterThan(20);
});

test("sitemap.xml lists every public page and article, and no step pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  const expected = [
    "/",
    "/calculators",
    ...CALCULATOR_PATHS,
    "/mortgage-types",
    "/reviews",
    "/learn",
    "/learn/glossary",
    ...ARTICLES.map((a) => `/learn/${a.slug}`),
    "/apply",
    "/apply/short",
    "/apply/purchase",
    "/apply/refinance",
    "/apply/short-purchase",
    "/apply/short-refinance",
    "/privacy",
    "/licensing",
    "/accessibility",
    "/acknowledgments",
    "/terms",
    "/esign",
  ];
  expect([...locs].sort()).toEqual([...expected].sort());
  for (const a of ARTICLES)
    expect(xml).toMatch(new RegExp(`/learn/${a.slug}</loc><lastmod>${a.date}</lastmod>`));
  expect(locs.some((l) => /^\/apply\/[^/]+\//.test(l ?? ""))).toBe(false);
});

test("robots.txt allows the site, keeps application steps and the API out, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /apply/*/", "Disallow: /api/"]),
  );
  const sitemap = lines.find((l) => l.startsWith("Sitemap: "))!;
  expect(new URL(sitemap.slice(9)).pathname).toBe("/sitemap.xml");
  expect(new URL(sitemap.slice(9)).host).toBe(new URL(baseURL!).host);
});

test.describe("the 404 page", () => {
  test("answers 404 with a title, suggestions from the address and a way on", async ({
    page,
    request,
  }) => {
    for (const path of ["/no-such-page", "/learn/no-such-article"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>Page not found | Harbor Home Lending</title>");
      expect(textOf(html)).toContain("We can’t find that page");
    }
    const log = watchConsole(page);
    const response = await page.goto("/learn/fha-loan");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Harbor Home Lending");
    await expect(
      page
        .getByRole("region", { name: "Were you looking for one of these?" })
        .getByRole("link")
        .first(),
    ).toHaveText("FHA loans");
    await expectNoAxeViolations(page, "404");
    await expectLinksResolve(page, request, "404");
    await page.getByRole("link", { name: "FHA loans" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FHA loans");
    expect(log.errors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test("a client-side navigation to a missing article shows the same page", async ({ page }) => {
    await page.goto("/learn");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/learn/not-an-article";
      a.textContent = "missing";
      document.querySelector("main")!.append(a);
    });
    await page.getByRole("link", { name: "missing" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can’t find that page");
    await expect(page).toHaveTitle("Page not found | Harbor Home Lending");
  });
});

test.describe("screenshots", () => {
  const shots = [
    { name: "home", path: "/" },
    { name: "learn", path: "/learn" },
    { name: "article", path: "/learn/down-payments-and-pmi" },
    { name: "calculators", path: "/calculators" },
    { name: "404", path: "/learn/fha-loan" },
  ];
  for (const { name, path } of shots) {
    for (const [size, viewport] of [
      ["375", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      test(`${name} at ${size} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "no sideways scrolling").toBe(0);
        await screenshot(page, `content-${name}-${size}`);
      });
    }
  }
});
