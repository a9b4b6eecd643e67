/** More pages than any lender will have reviews for; larger numbers are refused, not queried. */
const MAX_PAGE = 100_000;

/**
 * The reviews page number from `?page=N` (1-based, spec 4 and 7): absent means 1; a whole number
 * from 1 up is that page; anything else ("abc", "0", "-1", "2.5", "1e3") is null, which the
 * fragment endpoint answers with 400 and the full page treats as page 1.
 *
 * @example parseReviewPage(null) // 1; parseReviewPage("3") // 3; parseReviewPage("0") // null
 */
export function parseReviewPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}
