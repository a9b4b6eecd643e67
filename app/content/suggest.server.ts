import { CALCULATORS } from "./calculators";
import { listArticles } from "./learn.server";
import type { PageSuggestion } from "./not-found";

/** Words in a mistyped or outdated address that say nothing about what the visitor wanted. */
const STOP_WORDS = new Set([
  "learn",
  "calculator",
  "calculators",
  "calc",
  "the",
  "and",
  "for",
  "www",
  "html",
  "htm",
  "php",
  "aspx",
  "index",
  "page",
  "pages",
  "article",
  "articles",
  "blog",
  "how",
  "what",
  "your",
  "with",
  "you",
]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/**
 * Up to `limit` pages whose title, description or address share words with a path that was not
 * found ("/learn/fha-loan" → "FHA loans"), best match first.
 */
export function suggestPages(pathname: string, limit = 3): PageSuggestion[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match on the raw text.
  }
  const wanted = words(decoded).slice(0, 8);
  if (wanted.length === 0) return [];
  const candidates: (PageSuggestion & { name: string[]; about: string[] })[] = [
    ...listArticles().map((a) => ({
      title: a.title,
      href: `/learn/${a.slug}`,
      name: words(`${a.slug} ${a.title}`),
      about: words(a.description),
    })),
    ...CALCULATORS.map((c) => ({
      title: c.name,
      href: c.path,
      name: words(`${c.path} ${c.name}`),
      about: words(c.description),
    })),
  ];
  const stem = (w: string, t: string) =>
    (w.length >= 4 && t.startsWith(w)) || (t.length >= 4 && w.startsWith(t));
  const scored = candidates
    .map((c, order) => {
      let score = 0;
      for (const w of wanted) {
        // A word of the page's own name weighs most; a shared stem ("refinanc", "amortiz") counts
        // less; a word of its description least.
        if (c.name.includes(w)) score += 4;
        else if (c.name.some((t) => stem(w, t))) score += 3;
        else if (c.about.includes(w)) score += 1;
      }
      return { suggestion: { title: c.title, href: c.href }, score, order };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.suggestion);
}
