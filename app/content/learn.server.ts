import { Marked, type Tokens } from "marked";
import { calculatorByPath, type CalculatorLink } from "./calculators";
import { parseFrontMatter, stripComments } from "./front-matter";
import { glossaryEntry } from "./glossary.server";
import { fillProgramFigures } from "./program-figures";
import { topicLabel, type ArticleSummary } from "./learn-filter";

/**
 * The learning center's articles: content/learn/*.md, read at build time and rendered to HTML on
 * the server only (marked never ships to the browser).
 */
const files = import.meta.glob("/content/learn/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Reading speed behind "N min read": words / 225, rounded up. */
const WORDS_PER_MINUTE = 225;

export type FaqItem = { question: string; answer: string };

export type Article = ArticleSummary & {
  topicLabel: string;
  html: string;
  wordCount: number;
  /** The questions under "Frequently asked questions", up to the `***` line (FAQPage JSON-LD). */
  faq: FaqItem[];
  /** The calculators the article links to, in the order it mentions them. */
  calculators: CalculatorLink[];
};

type Source = ArticleSummary & { body: string; wordCount: number };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${c === "'" ? "#39" : { "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`,
  );
}

/** Plain text of rendered HTML: tags dropped, the few entities marked writes decoded. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

function slugifyHeading(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&[a-z#0-9]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Plain markdown: links stay links. Used for word counts and the FAQ's JSON-LD text. */
const plain = new Marked({ gfm: true });

export function countWords(markdown: string): number {
  const text = htmlToText(plain.parse(markdown, { async: false }));
  return text.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/**
 * The questions of the "Frequently asked questions" section: each `### Question?` heading and
 * the text under it, stopping at the `***` rule that opens the disclaimer.
 */
export function extractFaq(markdown: string): FaqItem[] {
  const start = /^##\s+Frequently asked questions\s*$/im.exec(markdown);
  if (!start) return [];
  let section = markdown.slice(start.index + start[0].length);
  const rule = /^\s{0,3}(\*\s*){3,}$|^\s{0,3}(-\s*){3,}$|^\s{0,3}(_\s*){3,}$/m.exec(section);
  if (rule) section = section.slice(0, rule.index);
  const nextH2 = /^##\s/m.exec(section);
  if (nextH2) section = section.slice(0, nextH2.index);
  const items: FaqItem[] = [];
  for (const part of section.split(/^###\s+/m).slice(1)) {
    const newline = part.indexOf("\n");
    const question = htmlToText(
      plain.parseInline(newline === -1 ? part : part.slice(0, newline), { async: false }),
    );
    const answer = htmlToText(
      plain.parse(newline === -1 ? "" : part.slice(newline + 1), { async: false }),
    );
    if (question && answer) items.push({ question, answer });
  }
  return items;
}

function relatedCalculators(markdown: string): CalculatorLink[] {
  const found: CalculatorLink[] = [];
  for (const match of markdown.matchAll(/\]\((\/calculators\/[a-z0-9-]+)[)?#]/g)) {
    const calc = calculatorByPath(match[1] ?? "");
    if (calc && !found.includes(calc)) found.push(calc);
  }
  return found;
}

/**
 * Article HTML: `[text](glossary:id)` becomes a button described by a role="tooltip" element
 * holding the glossary definition (the article page's script shows it on hover, focus, click and
 * touch); headings get ids for in-page links.
 */
export function renderArticleHtml(markdown: string): string {
  let tooltipCount = 0;
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      link(token: Tokens.Link) {
        if (!token.href.startsWith("glossary:")) return false;
        const text = this.parser.parseInline(token.tokens);
        const entry = glossaryEntry(token.href.slice("glossary:".length));
        if (!entry) return text;
        const id = `gloss-${entry.id}-${++tooltipCount}`;
        return (
          `<span class="gloss"><button type="button" class="gloss-term" aria-describedby="${id}">${text}</button>` +
          `<span role="tooltip" id="${id}" class="gloss-tip">${escapeHtml(entry.definition)}</span></span>`
        );
      },
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const id = slugifyHeading(htmlToText(inner));
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      hr() {
        return '<hr class="article-rule">\n';
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

function loadSources(): Source[] {
  const list: Source[] = [];
  for (const [file, source] of Object.entries(files)) {
    const slug = file.replace(/^.*\/([^/]+)\.md$/, "$1");
    // Program figures ({{conformingLimit}}, …) come from the one data file (program-figures.ts).
    const { data, body: withComments } = parseFrontMatter(fillProgramFigures(source));
    const body = stripComments(withComments);
    const wordCount = countWords(body);
    list.push({
      slug,
      title: data.title ?? slug,
      description: data.description ?? "",
      date: data.date ?? "",
      topic: data.topic ?? "",
      readingMinutes: readingMinutes(wordCount),
      wordCount,
      body,
    });
  }
  // Oldest first: the articles were published in the order a first-time buyer would read them,
  // and previous / next follow the same order.
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}

let sources: Source[] | undefined;
const rendered = new Map<string, Article>();

function allSources(): Source[] {
  sources ??= loadSources();
  return sources;
}

/** Every article's summary, in reading order. */
export function listArticles(): ArticleSummary[] {
  return allSources().map(({ slug, title, description, date, topic, readingMinutes }) => ({
    slug,
    title,
    description,
    date,
    topic,
    readingMinutes,
  }));
}

export function getArticle(slug: string): Article | undefined {
  const cached = rendered.get(slug);
  if (cached) return cached;
  const source = allSources().find((s) => s.slug === slug);
  if (!source) return undefined;
  const { body, ...summary } = source;
  const article: Article = {
    ...summary,
    topicLabel: topicLabel(source.topic),
    html: renderArticleHtml(body),
    faq: extractFaq(body),
    calculators: relatedCalculators(body),
  };
  rendered.set(slug, article);
  return article;
}

/** The articles before and after `slug` in reading order. */
export function neighbours(slug: string): { previous?: ArticleSummary; next?: ArticleSummary } {
  const list = listArticles();
  const i = list.findIndex((a) => a.slug === slug);
  if (i === -1) return {};
  return { previous: list[i - 1], next: list[i + 1] };
}
