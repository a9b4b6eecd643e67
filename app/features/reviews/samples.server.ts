/**
 * Sample reviews (rows marked sample=true) exist to try the site in development. They are
 * shown, labelled, only when NODE_ENV is "development"; production and test never show them.
 */
export function includeSampleReviews(): boolean {
  return process.env.NODE_ENV === "development";
}
