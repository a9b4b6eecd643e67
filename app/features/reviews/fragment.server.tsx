import { renderToStaticMarkup } from "react-dom/server";
import type { MiddlewareFunction } from "react-router";
import { getDb } from "~/db/db.server";
import { listReviews, type Review } from "~/models/reviews.server";
import { parseReviewPage } from "./page-param";
import { ReviewItem } from "./review-item";
import { includeSampleReviews } from "./samples.server";

/** Spec 7: the answer when a page has no reviews, meaning the list is exhausted. */
export const EXHAUSTED = " ";

/** The `<li>` items of one page, as the list on the page renders them (escaped text only). */
export function renderReviewItems(reviews: readonly Review[]): string {
  if (reviews.length === 0) return EXHAUSTED;
  return renderToStaticMarkup(
    <>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </>,
  );
}

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  // The same URL is also the full page: caches must keep the two apart.
  Vary: "X-Requested-With",
  "Cache-Control": "no-store",
};

/**
 * Spec 7: `GET /reviews?page=N` with `X-Requested-With: XMLHttpRequest` answers the HTML of that
 * page's review items, or a single space when there are none, instead of the full page. A page
 * number that is not a whole number from 1 is a 400. Other requests go on to the page's loader.
 */
export const reviewsFragmentMiddleware: MiddlewareFunction<Response> = async (
  { request },
  next,
) => {
  if (request.method !== "GET" || request.headers.get("x-requested-with") !== "XMLHttpRequest") {
    return next();
  }
  const page = parseReviewPage(new URL(request.url).searchParams.get("page"));
  if (page === null) {
    return new Response("The page must be a whole number from 1.", {
      status: 400,
      headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const reviews = await listReviews(await getDb(), {
    page,
    includeSamples: includeSampleReviews(),
  });
  return new Response(renderReviewItems(reviews), { status: 200, headers: HEADERS });
};
