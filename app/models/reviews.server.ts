import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reviews } from "~/db/schema";
import type { ReviewInput } from "~/lib/reviews/csv";

export const REVIEWS_PAGE_SIZE = 10;

export type Review = {
  id: number;
  authorName: string;
  location: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
  loanType: string;
  sample: boolean;
};

/** Sample (development) reviews are only ever shown when the caller says so, and labelled then. */
function visible(includeSamples: boolean) {
  return includeSamples ? undefined : eq(reviews.sample, false);
}

/** One page of reviews, newest first; `page` is 1-based. */
export async function listReviews(
  db: Db,
  options: { page: number; includeSamples: boolean; pageSize?: number },
): Promise<Review[]> {
  const size = options.pageSize ?? REVIEWS_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page));
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      location: reviews.location,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      reviewedOn: reviews.reviewedOn,
      loanType: reviews.loanType,
      sample: reviews.sample,
    })
    .from(reviews)
    .where(and(visible(options.includeSamples)))
    .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
    .limit(size)
    .offset((page - 1) * size);
}

/** The average rating (1 decimal) and the number of reviews shown. */
export async function reviewSummary(
  db: Db,
  includeSamples: boolean,
): Promise<{ count: number; average: number }> {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(visible(includeSamples)));
  return { count: Number(row?.count ?? 0), average: row?.average ? Number(row.average) : 0 };
}

/** Inserts all the reviews in one transaction: a failure leaves the table as it was. */
export async function insertReviews(db: Db, input: ReviewInput[]): Promise<number> {
  if (input.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < input.length; i += 500) {
      await tx.insert(reviews).values(input.slice(i, i + 500));
    }
  });
  return input.length;
}

/**
 * A stamp that changes whenever a review is added or removed: the count and the highest id
 * (ids only grow). Reviews are only ever inserted (insertReviews), so this is "the last import".
 */
export async function reviewsStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ count: count(), last: sql<string | null>`max(${reviews.id})` })
    .from(reviews);
  return `${row?.count ?? 0}:${row?.last ?? ""}`;
}
