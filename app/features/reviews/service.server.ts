import { getDb } from "~/db/db.server";
import {
  listReviews,
  REVIEWS_PAGE_SIZE,
  reviewsStamp,
  reviewSummary,
} from "~/models/reviews.server";
import { getLogger } from "~/utils/logger.server";
import { includeSampleReviews } from "./samples.server";

/** One page of the reviews list with the summary and the page count (1-based pages). */
export async function reviewsPage(page: number) {
  const includeSamples = includeSampleReviews();
  const db = await getDb();
  const [reviews, summary] = await Promise.all([
    listReviews(db, { page, includeSamples }),
    reviewSummary(db, includeSamples),
  ]);
  const pageCount = Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE));
  return { page, pageCount, pageSize: REVIEWS_PAGE_SIZE, reviews, summary, includeSamples };
}

/**
 * The count and average rating for the home page's teaser. The home page must still load when
 * the database does not answer: the teaser then shows no figures.
 */
export async function reviewTeaser(): Promise<{ count: number; average: number }> {
  try {
    return await reviewSummary(await getDb(), includeSampleReviews());
  } catch (err) {
    getLogger().error({ err }, "home: review summary failed");
    return { count: 0, average: 0 };
  }
}

/**
 * Changes whenever reviews are imported (imports only add rows): the page cache keeps the home
 * page and /reviews until it changes (server/page-cache.ts).
 */
export async function reviewsVersion(): Promise<string> {
  return reviewsStamp(await getDb());
}
