import type { Review } from "~/models/reviews.server";
import { FULL_MONTH_NAMES } from "~/lib/format/month";

/**
 * "2026-03-23" → "March 23, 2026", read from the digits so no time zone can move the day.
 *
 * @example formatReviewDate("2026-03-23") // "March 23, 2026"
 */
export function formatReviewDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? FULL_MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate;
}

const LOAN_TYPES: Record<string, string> = {
  purchase: "Home purchase",
  refinance: "Refinance",
  fha: "FHA loan",
  va: "VA loan",
  usda: "USDA loan",
  jumbo: "Jumbo loan",
};

export function loanTypeLabel(loanType: string): string {
  return LOAN_TYPES[loanType] ?? loanType;
}

const STAR = "M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z";

/**
 * Five stars drawn as SVG (not glyphs, so no text-contrast rule applies to them), filled up to
 * `rating` (fractions allowed for an average), with the rating as the text alternative.
 */
export function Stars({ rating, size = "size-5" }: { rating: number; size?: string }) {
  const clamped = Math.max(0, Math.min(5, rating));
  const label = `${Number.isInteger(clamped) ? clamped : clamped.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`${size} shrink-0`}>
            <path d={STAR} className={fill === 1 ? "fill-chart-amber" : "fill-line"} />
            {fill > 0 && fill < 1 ? (
              <path
                d={STAR}
                className="fill-chart-amber"
                clipPath={`inset(0 ${Math.round(100 - fill * 100)}% 0 0)`}
              />
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}

/**
 * One review in the list. Used for the server-rendered page and for the HTML fragments that
 * Load more appends, so both look the same. Every value is text: React escapes it, so HTML in
 * a review shows as typed. A sample review says so, visibly.
 */
export function ReviewItem({ review }: { review: Review }) {
  const titleId = `review-${review.id}-title`;
  return (
    <li data-review={review.id} className="rounded-card border border-line bg-white p-5">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-3">
          <Stars rating={review.rating} />
          {review.sample ? (
            <span className="rounded-full border border-warn bg-white px-2.5 py-0.5 text-sm font-semibold text-warn">
              Sample review
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="mt-2 text-lg font-bold">
          {review.title}
        </h3>
        <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
        <p className="mt-3 text-sm text-muted">
          <span className="font-semibold text-ink">{review.authorName}</span>, {review.location}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <time dateTime={review.reviewedOn}>{formatReviewDate(review.reviewedOn)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {loanTypeLabel(review.loanType)}
        </p>
      </article>
    </li>
  );
}
