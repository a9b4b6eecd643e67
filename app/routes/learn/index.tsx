import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { listArticles } from "~/content/learn.server";
import {
  filterArticles,
  formatArticleDate,
  parseTopic,
  topicLabel,
  TOPICS,
  type ArticleSummary,
} from "~/content/learn-filter";
import { breadcrumbList, pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

const MAX_QUERY = 100;

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    articles: listArticles(),
    topic: parseTopic(url.searchParams.get("topic")),
    q: (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Learning center: mortgage guides for home buyers",
    description:
      "Plain-English guides to mortgages: loan types, down payments and PMI, closing costs, credit, debt-to-income, pre-approval, refinancing and more.",
    path: "/learn",
    matches,
    structuredData: [
      breadcrumbList(
        [
          { name: "Home", path: "/" },
          { name: "Learning center", path: "/learn" },
        ],
        matches,
      ),
    ],
  });

/** The address of the list as filtered: empty parameters are left out. */
function listUrl(topic: string, q: string): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (topic) params.set("topic", topic);
  const search = params.toString();
  return search ? `/learn?${search}` : "/learn";
}

export default function LearningCenter({ loaderData }: Route.ComponentProps) {
  // A new answer from the server (a link to /learn?topic=…, back, forward) starts a fresh filter.
  return <Filterable key={`${loaderData.topic}|${loaderData.q}`} {...loaderData} />;
}

function Filterable({
  articles,
  topic: initialTopic,
  q: initialQ,
}: {
  articles: ArticleSummary[];
  topic: string;
  q: string;
}) {
  const [topic, setTopic] = useState(initialTopic);
  const [q, setQ] = useState(initialQ);
  const first = useRef(true);
  const shown = filterArticles(articles, topic, q);

  // Keep the address in step with the filter so it can be shared or bookmarked, without a
  // history entry per keystroke and without asking the server again.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = listUrl(topic, q);
    if (url !== window.location.pathname + window.location.search) {
      window.history.replaceState(window.history.state, "", url);
    }
  }, [topic, q]);

  const filtered = topic !== "" || q.trim() !== "";
  const status = filtered
    ? `${shown.length} of ${articles.length} articles${topic ? ` in ${topicLabel(topic)}` : ""}${q.trim() ? ` matching “${q.trim()}”` : ""}`
    : `${articles.length} articles`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Learning center</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Plain-English guides for buying, financing and refinancing a home. Start with the basics, or
        search for the question on your mind. They are listed in the order we suggest reading them.
      </p>
      <p className="mt-2">
        <Link className="font-medium text-accent underline" to="/learn/glossary">
          Mortgage terms, A to Z
        </Link>
      </p>

      <form
        method="get"
        action="/learn"
        role="search"
        aria-label="Articles"
        className="mt-8 rounded-card border border-line bg-surface p-4 sm:p-5"
        onSubmit={(e) => {
          // With JavaScript the list is already filtered; stay on the page.
          e.preventDefault();
          (e.currentTarget.querySelector("input[type=search]") as HTMLInputElement | null)?.blur();
        }}
      >
        <label htmlFor="learn-q" className="block font-semibold">
          Search titles and descriptions
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="learn-q"
            type="search"
            name="q"
            value={q}
            maxLength={MAX_QUERY}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Try: PMI, FHA, escrow"
            autoComplete="off"
            className="min-h-11 w-full min-w-0 rounded-md border border-muted bg-white px-3 text-base"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-dark"
          >
            Search
          </button>
        </div>
        <fieldset className="mt-4">
          <legend className="font-semibold">Topic</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[{ id: "", label: "All topics" }, ...TOPICS].map((t) => (
              <span key={t.id || "all"}>
                <input
                  type="radio"
                  name="topic"
                  id={`topic-${t.id || "all"}`}
                  value={t.id}
                  checked={topic === t.id}
                  onChange={() => setTopic(t.id)}
                  className="peer sr-only"
                />
                <label
                  htmlFor={`topic-${t.id || "all"}`}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-white px-4 text-[0.95rem] peer-checked:border-accent peer-checked:bg-accent peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-accent"
                >
                  {t.label}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
      </form>

      <p role="status" className="mt-6 text-sm text-muted">
        {status}
      </p>

      {shown.length > 0 ? (
        <ol className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((a) => (
            <li
              key={a.slug}
              className="flex flex-col rounded-card border border-line p-5"
              data-article={a.slug}
            >
              <p className="text-sm font-semibold text-accent-dark">{topicLabel(a.topic)}</p>
              <h2 className="mt-1 text-xl leading-snug font-bold">
                <Link
                  to={`/learn/${a.slug}`}
                  className="text-ink underline-offset-2 hover:text-accent hover:underline"
                >
                  {a.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-muted">{a.description}</p>
              <p className="mt-3 text-sm text-muted">
                {a.readingMinutes} min read ·{" "}
                <time dateTime={a.date}>{formatArticleDate(a.date)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <div className="mt-3 rounded-card border border-line p-6">
          <p className="font-semibold">No articles match your search.</p>
          <p className="mt-2 text-muted">
            Try fewer or different words, or{" "}
            <Link
              to="/learn"
              className="text-accent underline"
              onClick={(e) => {
                e.preventDefault();
                setQ("");
                setTopic("");
              }}
            >
              show all articles
            </Link>
            .
          </p>
        </div>
      )}
    </div>
  );
}
