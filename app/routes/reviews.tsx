import { Link } from "react-router";
import type { Route } from "./+types/reviews";
import { LoadMore } from "~/components/ui/load-more";
import { lender } from "~/config/lender";
import { reviewsFragmentMiddleware } from "~/features/reviews/fragment.server";
import { parseReviewPage } from "~/features/reviews/page-param";
import { ReviewItem, Stars } from "~/features/reviews/review-item";
import { reviewsPage } from "~/features/reviews/service.server";
import { pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";
import { formatDecimal } from "~/lib/format/decimal";

/** Spec 7: `GET /reviews?page=N` sent with the XMLHttpRequest marker answers an HTML fragment. */
export const middleware: Route.MiddlewareFunction[] = [reviewsFragmentMiddleware];

/** One render per build, day and reviews import serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "reviews" };

export async function loader({ request }: Route.LoaderArgs) {
  // A page number that is not a whole number from 1 shows the first page.
  const page = parseReviewPage(new URL(request.url).searchParams.get("page")) ?? 1;
  return reviewsPage(page);
}

/** The full page and the fragment share the URL: caches must tell them apart. */
export function headers() {
  return { Vary: "X-Requested-With" };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const summary = data?.summary;
  const page = data?.page ?? 1;
  return pageMeta({
    title: page > 1 ? `Borrower reviews, page ${page}` : "Borrower reviews",
    description: `What borrowers say about ${lender.name}: every published review, newest first, with the average rating.`,
    path: page > 1 ? `/reviews?page=${page}` : "/reviews",
    matches,
    structuredData:
      summary && summary.count > 0
        ? [
            {
              "@context": "https://schema.org",
              "@type": "Organization",
              // Same @id as the site-wide Organization block: one organization, with its rating.
              "@id": `${lender.siteUrl}/#organization`,
              name: lender.legalName,
              url: lender.siteUrl,
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: summary.average,
                reviewCount: summary.count,
                bestRating: 5,
                worstRating: 1,
              },
            },
          ]
        : [],
  });
};

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, pageSize, reviews, summary, includeSamples } = loaderData;
  const first = (page - 1) * pageSize + 1;
  const last = first + reviews.length - 1;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Borrower reviews</h1>
      <p className="mt-3 text-lg text-muted">
        What people who got their home loan with us say. We publish every review a borrower agrees
        to share, good and bad, and we do not edit what they wrote.
      </p>

      {includeSamples ? (
        <p className="mt-4 rounded-card border border-warn bg-white p-4 text-warn">
          Development mode: made-up sample reviews are shown and labelled &ldquo;Sample
          review&rdquo;. The live site never shows them.
        </p>
      ) : null}

      <section aria-labelledby="rating-title" className="mt-8 rounded-card bg-surface p-5 sm:p-6">
        <h2 id="rating-title" className="text-xl font-bold">
          Average rating
        </h2>
        {summary.count > 0 ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-4xl font-bold" data-review-average={summary.average.toFixed(1)}>
              {summary.average.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </p>
            <Stars rating={summary.average} size="size-7" />
            <p className="w-full text-muted" data-review-count={summary.count}>
              Average of {formatDecimal(summary.count, 0)}{" "}
              {summary.count === 1 ? "review" : "reviews"}, on a scale of 1 to 5 stars.
            </p>
          </div>
        ) : (
          <p className="mt-2 max-w-2xl text-muted" data-reviews-empty>
            No reviews are published yet: they appear here as borrowers who got their loan with us
            share them. Until then, a loan officer is glad to answer your questions:{" "}
            <Link to="/apply/short" className="font-semibold text-accent underline">
              ask us anything
            </Link>
            .
          </p>
        )}
      </section>

      {summary.count > 0 ? (
        <section aria-labelledby="list-title" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="list-title" className="text-2xl font-bold">
              All reviews, newest first
            </h2>
            {reviews.length > 0 ? (
              <p className="text-sm text-muted">
                {page > 1
                  ? `Page ${page} of ${pageCount}: reviews ${first} to ${last}`
                  : `${summary.count} in all`}
              </p>
            ) : null}
          </div>
          {page > 1 ? (
            <p className="mt-3">
              <Link
                to={`/reviews?page=${page - 1}`}
                className="inline-flex min-h-11 items-center font-semibold text-accent underline"
              >
                <span aria-hidden="true">←&nbsp;</span>Newer reviews
              </Link>
            </p>
          ) : null}
          {reviews.length > 0 ? (
            <LoadMore
              key={page}
              url="/reviews"
              currentPage={page}
              as="ol"
              listClassName="mt-4 grid gap-4"
              className="mt-0"
              hasMore={page < pageCount}
              loadMoreLabel="Load more reviews"
              loadingLabel="Loading reviews…"
              endLabel="No more reviews"
              nextPageLabel="Older reviews"
              nextPageHref={(n) => `/reviews?page=${n}`}
              // Spec 4: exactly one blank space means there are no more reviews.
              isExhausted={(text) => text === " "}
            >
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </LoadMore>
          ) : (
            <p className="mt-4">
              There are no reviews on this page.{" "}
              <Link to="/reviews" className="font-semibold text-accent underline">
                See the newest reviews
              </Link>
              .
            </p>
          )}
        </section>
      ) : null}

      <p className="mt-10 text-sm text-muted">
        Reviews are the borrowers&rsquo; own opinions. Names are shown as first name and last
        initial, with the borrower&rsquo;s permission.
      </p>
    </div>
  );
}
