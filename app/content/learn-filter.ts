/**
 * The learning center's topics, its search and its date format. Shared by the server (which
 * renders the filtered list for a GET form without JavaScript) and the browser (which filters as
 * the visitor types), so both always agree on what matches.
 */
export const TOPICS = [
  { id: "basics", label: "Mortgage basics" },
  { id: "loan-types", label: "Loan types" },
  { id: "costs", label: "Costs and fees" },
  { id: "qualifying", label: "Qualifying" },
  { id: "process", label: "Buying and applying" },
  { id: "refinancing", label: "Refinancing" },
] as const;

export type TopicId = (typeof TOPICS)[number]["id"];

export function topicLabel(id: string): string {
  return TOPICS.find((t) => t.id === id)?.label ?? id;
}

/** A topic from the query string, or "" (all topics) when it is missing or unknown. */
export function parseTopic(value: string | null | undefined): TopicId | "" {
  return TOPICS.find((t) => t.id === value)?.id ?? "";
}

export type ArticleSummary = {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  topic: string;
  readingMinutes: number;
};

function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%$]+/g, " ")
    .trim();
}

/**
 * Articles whose title or description holds every word of the query (case, accents and
 * punctuation ignored, so "pre approval", "pre-approval" and "preapproval" all find the same
 * article), limited to one topic when `topic` is not empty. The order of `articles` is kept.
 */
export function filterArticles<T extends ArticleSummary>(
  articles: readonly T[],
  topic: string,
  query: string,
): T[] {
  const words = normalize(query).split(" ").filter(Boolean);
  return articles.filter((a) => {
    if (topic && a.topic !== topic) return false;
    if (words.length === 0) return true;
    const haystack = normalize(`${a.title} ${a.description}`);
    const squashed = haystack.replace(/ /g, "");
    return words.every((w) => haystack.includes(w) || squashed.includes(w));
  });
}

const MONTHS = [
  "Jan.",
  "Feb.",
  "March",
  "April",
  "May",
  "June",
  "July",
  "Aug.",
  "Sept.",
  "Oct.",
  "Nov.",
  "Dec.",
];

/** "2026-11-05" → "Nov. 5, 2026" (AP style), the same on the server and in every browser time zone. */
export function formatArticleDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate;
}
