import { data, Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleBody } from "~/components/content/article-body";
import { primaryButton, secondaryButton } from "~/components/content/styles";
import { lender } from "~/config/lender";
import { getArticle, neighbours } from "~/content/learn.server";
import { formatArticleDate } from "~/content/learn-filter";
import { notFoundData } from "~/content/not-found";
import { suggestPages } from "~/content/suggest.server";
import { absoluteUrl, breadcrumbList, pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";

/** One render per build and day serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "build" };

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticle(params.slug);
  if (!article) throw data(notFoundData(suggestPages(`/learn/${params.slug}`)), { status: 404 });
  const { previous, next } = neighbours(article.slug);
  return { article, previous: previous ?? null, next: next ?? null };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  if (!loaderData) return [];
  const { article } = loaderData;
  const path = `/learn/${article.slug}`;
  const url = absoluteUrl(path, matches);
  const publisher = { "@type": "Organization", name: lender.legalName, url: lender.siteUrl };
  const structuredData: Record<string, unknown>[] = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.date,
      articleSection: article.topicLabel,
      wordCount: article.wordCount,
      inLanguage: "en-US",
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      author: publisher,
      publisher,
    },
    breadcrumbList(
      [
        { name: "Home", path: "/" },
        { name: "Learning center", path: "/learn" },
        { name: article.title, path },
      ],
      matches,
    ),
  ];
  if (article.faq.length > 0) {
    structuredData.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: article.faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    });
  }
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    matches,
    type: "article",
    extra: [
      { property: "article:published_time", content: article.date },
      { property: "article:section", content: article.topicLabel },
    ],
    structuredData,
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, previous, next } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-4">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <li>
            <Link to="/" className="text-accent underline-offset-2 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/learn" className="text-accent underline-offset-2 hover:underline">
              Learning center
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <span aria-current="page">{article.title}</span>
          </li>
        </ol>
      </nav>

      <article className="mt-6">
        <header>
          <p className="text-sm font-semibold">
            <Link
              to={`/learn?topic=${article.topic}`}
              className="text-accent underline-offset-2 hover:underline"
            >
              {article.topicLabel}
            </Link>
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-balance sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{article.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-b border-line pb-6 text-sm text-muted">
            <span>
              Published <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </span>
            <span>{article.readingMinutes} min read</span>
          </p>
        </header>

        <ArticleBody html={article.html} />
      </article>

      {article.calculators.length > 0 ? (
        <section
          aria-labelledby="related-calculators"
          className="mt-12 rounded-card bg-surface p-5 sm:p-6"
        >
          <h2 id="related-calculators" className="text-xl font-bold">
            Try the numbers yourself
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {article.calculators.map((calc) => (
              <li key={calc.path}>
                <Link
                  to={calc.path}
                  className="block h-full rounded-card border border-line bg-white p-4 no-underline hover:border-accent"
                >
                  <span className="font-semibold text-accent">{calc.name}</span>
                  <span className="mt-1 block text-sm text-muted">{calc.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="next-step"
        className="mt-8 rounded-card border border-line p-5 sm:p-6"
      >
        <h2 id="next-step" className="text-xl font-bold">
          Ready to talk about your own numbers?
        </h2>
        <p className="mt-2 text-muted">
          Starting an application online does not commit you to a loan, and a loan officer can
          answer your questions first. Call us at{" "}
          <a href={lender.phoneHref} className="text-accent underline">
            {lender.phone}
          </a>
          .
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to="/apply/purchase" className={primaryButton}>
            Apply to buy a home
          </Link>
          <Link to="/apply/refinance" className={secondaryButton}>
            Apply to refinance
          </Link>
        </p>
      </section>

      {previous || next ? (
        <nav aria-label="More articles" className="mt-10 grid gap-3 sm:grid-cols-2">
          {previous ? (
            <Link
              to={`/learn/${previous.slug}`}
              rel="prev"
              className="block rounded-card border border-line p-4 no-underline hover:border-accent"
            >
              <span className="block text-sm text-muted">Previous article</span>
              <span className="mt-1 block font-semibold text-accent">{previous.title}</span>
            </Link>
          ) : (
            <span className="hidden sm:block" />
          )}
          {next ? (
            <Link
              to={`/learn/${next.slug}`}
              rel="next"
              className="block rounded-card border border-line p-4 text-right no-underline hover:border-accent"
            >
              <span className="block text-sm text-muted">Next article</span>
              <span className="mt-1 block font-semibold text-accent">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
